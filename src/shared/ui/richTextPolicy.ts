import type { Config, DOMPurify } from 'dompurify';
import { isSafeInternalPath } from '@/shared/lib/url';

/**
 * What server HTML (a message's body, an article) may contain once sanitised: text markup, lists, quotes, code,
 * simple tables, links and pictures. Everything else (scripts, styles, frames, forms, event handlers, classes, ids)
 * is dropped by DOMPurify before the HTML reaches the page.
 */
export const RICH_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'img',
  'code', 'pre', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
] as const; // prettier-ignore

/** The only attributes kept: a link's target, a picture's source, text and size. */
export const RICH_ATTRS = ['href', 'src', 'alt', 'width', 'height'] as const;

export const RICH_CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TAGS],
  ALLOWED_ATTR: [...RICH_ATTRS],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

/** A link target the app may follow: an absolute http(s) URL or a safe in-app path; never `//host`, `javascript:`… */
export function safeHref(value: string | null | undefined): string | null {
  const href = value?.trim() ?? '';
  if (href.startsWith('/')) return isSafeInternalPath(href) ? href : null;
  if (!/^https?:\/\//i.test(href)) return null;
  try {
    const url = new URL(href);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

/** A picture source: https anywhere, or a path on the app's own origin; never http, data: or `//host`. */
export function safeImageSrc(value: string | null | undefined): string | null {
  const src = value?.trim() ?? '';
  if (src.startsWith('/')) return isSafeInternalPath(src) ? src : null;
  if (!/^https:\/\//i.test(src)) return null;
  try {
    return new URL(src).protocol === 'https:' ? src : null;
  } catch {
    return null;
  }
}

/** Checks the link and picture addresses DOMPurify let through, and loads pictures lazily without a referrer. */
function checkUrls(node: Element) {
  if (node.tagName === 'A') {
    const href = safeHref(node.getAttribute('href'));
    if (href) node.setAttribute('href', href);
    else node.removeAttribute('href');
  }
  if (node.tagName === 'IMG') {
    const src = safeImageSrc(node.getAttribute('src'));
    if (!src) {
      node.remove();
      return;
    }
    node.setAttribute('src', src);
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
    node.setAttribute('referrerpolicy', 'no-referrer');
  }
}

/** Server HTML made safe to show: the allow-list above, then the link and picture rules. */
export function sanitizeRichHtml(purify: DOMPurify, html: string): string {
  purify.addHook('afterSanitizeAttributes', checkUrls);
  try {
    return purify.sanitize(html, { ...RICH_CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
  } finally {
    purify.removeHook('afterSanitizeAttributes', checkUrls);
  }
}
