import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { platform } from '@/platform';
import { resolveLink } from '@/shared/lib/deepLink';
import { notice } from '@/state/notice';
import { Skeleton } from './Skeleton';
import './RichText.css';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | null = null;

/** DOMPurify and the policy load with the first screen that shows HTML, never with the app's first load. */
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= Promise.all([import('dompurify'), import('./richTextPolicy')]).then(
    ([{ default: purify }, { sanitizeRichHtml }]) =>
      (html: string) =>
        sanitizeRichHtml(purify, html),
  );
  return sanitizer;
}

/**
 * Follows a link from the server (in rich text, a message's or an article's own link) by the deep-link rules: an
 * in-app path with the router, an allowed outside page with the platform's opener; anything else is not opened and
 * a notice says so.
 */
export function useFollowLink(): (href: string) => void {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (href) => {
    const action = resolveLink('new_tab', href);
    if (action.kind === 'route') navigate(action.path);
    else if (action.kind !== 'external' || !platform.openLink(action.url)) notice.warning(t('ui.linkRefused'));
  };
}

/**
 * HTML from the server (a message's body, an article), sanitised (richTextPolicy.ts) and drawn with the kit's type.
 * A skeleton until the sanitiser has loaded. Its links are followed through the app (`useFollowLink`).
 */
export function RichText({ html, testId }: { html: string; testId?: string }) {
  const [safe, setSafe] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    let live = true;
    void loadSanitizer().then((sanitize) => {
      if (live) setSafe({ source: html, html: sanitize(html) });
    });
    return () => {
      live = false;
    };
  }, [html]);

  const follow = useFollowLink();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    if (!anchor) return;
    event.preventDefault();
    follow(anchor.getAttribute('href') ?? '');
  };

  if (!safe || safe.source !== html)
    return (
      <div className="ui-rich" aria-busy="true" data-testid={testId ? `${testId}-loading` : undefined}>
        <Skeleton height={16} />
        <Skeleton height={16} />
        <Skeleton height={16} width="60%" />
      </div>
    );
  return (
    // the links inside are real anchors (keyboard reachable); the click is only routed through the app
    <div className="ui-rich" data-testid={testId} onClick={onClick} dangerouslySetInnerHTML={{ __html: safe.html }} />
  );
}
