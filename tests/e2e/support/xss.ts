import type { BrowserContext, Page } from '@playwright/test';

/**
 * The XSS corpus and its detector, for the browser tests of every surface that shows text or HTML from the server
 * (messages, articles, support's replies, nicknames, collection descriptions, banners' links).
 *
 * Each payload, if it ever runs, calls `window.__xssHit('<its id>')`, which `watchForXss` exposes to the page; a
 * payload that only shows a dialog, opens a window or navigates is caught by the page's `dialog`, `popup` and
 * navigation events. Because the app's Content-Security-Policy may stop an inline handler on its own, the tests also
 * read the rendered DOM (`dangerousMarkup`): no `script`, no `on*` attribute, no `javascript:`/`vbscript:`/HTML `data:`
 * URL, no `iframe`/`object`/`embed`/`base`/`meta`/`form` inside the content. That makes a surface fail even where CSP
 * would have saved it.
 */

export interface Payload {
  id: string;
  html: string;
  /**
   * Unsanitised (assigned to `innerHTML` in a page without CSP), the payload runs by itself: the control test proves
   * the detector catches these.
   */
  fires?: boolean;
  /**
   * Unsanitised, the DOM check finds nothing in a fragment: the payload is only text to an HTML parser (a markdown-ish
   * link), or turns dangerous only through a naive filter that strips the inner tag, or only as a whole document.
   */
  inert?: boolean;
}

/** The call every payload makes when it runs. */
const hit = (id: string) => `__xssHit('${id}')`;
const js = (id: string) => `javascript:${hit(id)}`;

export const XSS_PAYLOADS: Payload[] = [
  // script tags
  { id: 'script', html: `<script>${hit('script')}</script>` },
  { id: 'script-case', html: `<ScRiPt>${hit('script-case')}</sCrIpT>` },
  { id: 'script-nested', html: `<scr<script>ipt>${hit('script-nested')}</scr</script>ipt>`, inert: true },
  { id: 'script-broken', html: `<script src=data:,${hit('script-broken')}//`, inert: true },
  { id: 'script-svg', html: `<svg><script>${hit('script-svg')}</script></svg>` },
  // event handlers
  { id: 'img-onerror', html: `<img src=x onerror="${hit('img-onerror')}">`, fires: true },
  { id: 'img-onerror-noquote', html: `<IMG SRC=/ onerror=${hit('img-onerror-noquote')}>`, fires: true },
  { id: 'svg-onload', html: `<svg onload="${hit('svg-onload')}"></svg>` },
  { id: 'body-onload', html: `<body onload="${hit('body-onload')}">`, inert: true },
  {
    id: 'details-ontoggle',
    html: `<details open ontoggle="${hit('details-ontoggle')}"><summary>x</summary></details>`,
    fires: true,
  },
  { id: 'video-onerror', html: `<video src=x onerror="${hit('video-onerror')}"></video>`, fires: true },
  { id: 'audio-onerror', html: `<audio src=x onerror="${hit('audio-onerror')}"></audio>`, fires: true },
  { id: 'video-source', html: `<video><source onerror="${hit('video-source')}"></video>`, fires: true },
  { id: 'input-autofocus', html: `<input autofocus onfocus="${hit('input-autofocus')}">` },
  { id: 'marquee', html: `<marquee onstart="${hit('marquee')}">x</marquee>` },
  { id: 'div-mouseover', html: `<div style="position:fixed;inset:0" onmouseover="${hit('div-mouseover')}">x</div>` },
  { id: 'object-onerror', html: `<object data=x onerror="${hit('object-onerror')}"></object>` },
  { id: 'animate', html: `<svg><animate onbegin="${hit('animate')}" attributeName=x dur=1s>` },
  // dangerous URLs
  { id: 'a-javascript', html: `<a href="${js('a-javascript')}">click</a>` },
  { id: 'a-javascript-case', html: `<a href="JaVaScRiPt:${hit('a-javascript-case')}">click</a>` },
  { id: 'a-javascript-tab', html: `<a href="jav&#x09;ascript:${hit('a-javascript-tab')}">click</a>` },
  {
    id: 'a-javascript-entities',
    html: `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${hit('a-javascript-entities')}">x</a>`,
  },
  { id: 'a-javascript-space', html: `<a href=" \u0001javascript:${hit('a-javascript-space')}">x</a>` },
  { id: 'a-vbscript', html: `<a href="vbscript:msgbox(1)">x</a>` },
  { id: 'a-data', html: `<a href="data:text/html,<script>${hit('a-data')}</script>">x</a>` },
  { id: 'img-javascript', html: `<img src="${js('img-javascript')}">` },
  { id: 'iframe-javascript', html: `<iframe src="${js('iframe-javascript')}"></iframe>`, fires: true },
  {
    id: 'iframe-srcdoc',
    html: `<iframe srcdoc="<img src=x onerror=parent.${hit('iframe-srcdoc')}>"></iframe>`,
    fires: true,
  },
  { id: 'form-action', html: `<form action="${js('form-action')}"><button>go</button></form>` },
  { id: 'button-formaction', html: `<button formaction="${js('button-formaction')}">go</button>` },
  { id: 'object-data', html: `<object data="${js('object-data')}"></object>` },
  { id: 'embed', html: `<embed src="${js('embed')}">` },
  { id: 'base-href', html: `<base href="javascript:/">` },
  { id: 'meta-refresh', html: `<meta http-equiv="refresh" content="0;url=${js('meta-refresh')}">` },
  { id: 'svg-a-xlink', html: `<svg><a xlink:href="${js('svg-a-xlink')}"><text y=20>x</text></a></svg>` },
  { id: 'math-href', html: `<math><mi href="${js('math-href')}">x</mi></math>` },
  // styles
  { id: 'style-expression', html: `<div style="width:expression(${hit('style-expression')})">x</div>` },
  { id: 'style-url', html: `<div style="background:url('${js('style-url')}')">x</div>` },
  { id: 'style-tag-import', html: `<style>@import "${js('style-tag-import')}";</style>` },
  // namespace confusion and mutation XSS
  {
    id: 'mxss-mglyph',
    html: `<math><mtext><table><mglyph><style><img src=x onerror="${hit('mxss-mglyph')}">`,
  },
  { id: 'mxss-noscript', html: `<noscript><p title="</noscript><img src=x onerror=${hit('mxss-noscript')}>">` },
  { id: 'mxss-template', html: `<template><img src=x onerror="${hit('mxss-template')}"></template>` },
  { id: 'mxss-svg-style', html: `<svg></p><style><a id="</style><img src=1 onerror=${hit('mxss-svg-style')}>">` },
  {
    id: 'mxss-form',
    html: `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${hit('mxss-form')}>`,
  },
  { id: 'textarea-break', html: `<textarea></textarea><img src=x onerror="${hit('textarea-break')}">`, fires: true },
  { id: 'title-break', html: `<title></title><img src=x onerror="${hit('title-break')}">`, fires: true },
  // attribute breaking and entities
  { id: 'attr-break', html: `"><img src=x onerror="${hit('attr-break')}">`, fires: true },
  { id: 'attr-break-single', html: `'><svg onload=${hit('attr-break-single')}>` },
  { id: 'entity-lt', html: `&lt;img src=x onerror=${hit('entity-lt')}&gt;`, inert: true },
  { id: 'unicode-lt', html: `\uff1cimg src=x onerror=${hit('unicode-lt')}\uff1e`, inert: true },
  { id: 'markdown-link', html: `[click me](${js('markdown-link')})`, inert: true },
  { id: 'markdown-image', html: `![x](${js('markdown-image')})`, inert: true },
];

/**
 * Payloads of at most 20 characters, for nicknames (2 to 20 characters): they cannot carry the detector's call, so
 * they show a dialog or open a window instead, which the page's events report.
 */
export const SHORT_PAYLOADS: string[] = [
  '<svg onload=alert()>',
  '<img src onerror=x>',
  '"><svg onload=x>',
  '<script>alert(1)',
  '<a href=javascript:',
  "'-alert(1)-'",
  '{{constructor}}',
  '${alert(1)}',
];

export interface XssWatch {
  /** What ran or tried to: payload ids, dialogs, popups and off-site navigations. */
  hits: string[];
}

/**
 * Listens on `page` (and its context, for popups) for anything a payload does when it runs. Call before the first
 * navigation. `x()` is defined too, so the short payloads' calls report themselves.
 */
export async function watchForXss(page: Page, context: BrowserContext = page.context()): Promise<XssWatch> {
  const watch: XssWatch = { hits: [] };
  await page.exposeFunction('__xssHit', (id: string) => watch.hits.push(`ran: ${id}`));
  await page.addInitScript(() => {
    (window as unknown as { x(): void }).x = () => (window as unknown as { __xssHit(id: string): void }).__xssHit('x');
  });
  page.on('dialog', (dialog) => {
    watch.hits.push(`dialog: ${dialog.type()} ${dialog.message()}`);
    void dialog.dismiss();
  });
  context.on('page', (opened) => watch.hits.push(`new page: ${opened.url()}`));
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = frame.url();
    if (/^(javascript|vbscript|data):/i.test(url)) watch.hits.push(`navigated: ${url}`);
    else if (/^https?:/i.test(url) && !/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//i.test(url))
      watch.hits.push(`navigated off-site: ${url}`);
  });
  return watch;
}

/**
 * What is dangerous in the rendered content under `selector` (every match): elements that run or load content, `on*`
 * attributes, and URL attributes whose scheme (after the tabs, newlines and control characters a browser strips) is
 * javascript:, vbscript: or an HTML/SVG data: URL. Runs in the page.
 */
export async function dangerousMarkup(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const problems: string[] = [];
    const FORBIDDEN = 'script,iframe,frame,object,embed,base,meta,form,link,applet,portal';
    const URL_ATTRIBUTES = [
      'href',
      'src',
      'action',
      'formaction',
      'data',
      'xlink:href',
      'poster',
      'background',
      'srcdoc',
    ];
    const badUrl = (value: string) => {
      // eslint-disable-next-line no-control-regex -- the characters a browser ignores in a URL's scheme
      const scheme = value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
      return (
        /^(javascript|vbscript|livescript):/.test(scheme) || /^data:(text\/html|image\/svg|application)/.test(scheme)
      );
    };
    // A template's content is a fragment of its own, out of querySelectorAll's reach: walk into it as well.
    const walk = (node: Element | DocumentFragment): Element[] =>
      [...node.querySelectorAll('*')].flatMap((element) =>
        element instanceof HTMLTemplateElement ? [element, ...walk(element.content)] : [element],
      );
    for (const root of document.querySelectorAll(selector)) {
      for (const element of [root, ...walk(root)]) {
        const name = element.tagName.toLowerCase();
        if (element !== root && element.matches(FORBIDDEN)) problems.push(`<${name}> element`);
        for (const attribute of element.attributes) {
          const key = attribute.name.toLowerCase();
          if (key.startsWith('on')) problems.push(`<${name} ${key}>`);
          if (URL_ATTRIBUTES.includes(key) && (key === 'srcdoc' || badUrl(attribute.value)))
            problems.push(`<${name} ${key}="${attribute.value.slice(0, 40)}">`);
          if (key === 'style' && /expression\(|javascript:/i.test(attribute.value)) problems.push(`<${name} style>`);
        }
        if (name === 'style' && /javascript:|expression\(/i.test(element.textContent ?? ''))
          problems.push('<style> with a script URL');
      }
    }
    return problems;
  }, selector);
}
