// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { safeHref, safeImageSrc, sanitizeRichHtml } from './richTextPolicy';

const clean = (html: string) => sanitizeRichHtml(DOMPurify, html);

/** Payloads that must leave no script, no handler and no script link behind. */
const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://cdn.example/a.png" onload="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x"></object><embed src="x">',
  '<form action="https://evil.example"><input name=a></form>',
  '<p style="background:url(javascript:alert(1))" class="x" id="y" onclick="alert(1)">t</p>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<img srcset="https://evil.example/a.png 1x" src="https://cdn.example/a.png">',
  '<style>body{display:none}</style>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
];

describe('sanitizeRichHtml', () => {
  it.each(HOSTILE)('leaves nothing that runs: %s', (payload) => {
    const out = clean(payload).toLowerCase();
    expect(out).not.toMatch(/<script|<iframe|<object|<embed|<form|<svg|<math|<style|<meta|<body/);
    expect(out).not.toMatch(/\son[a-z]+=/);
    expect(out).not.toMatch(/javascript:|vbscript:|data:/);
    expect(out).not.toMatch(/\s(style|class|id|srcset)=/);
  });

  it('keeps the allowed markup', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>em</em>, <u>u</u>, <s>s</s><br>next</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre><code>c</code></pre><hr>' +
      '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>';
    expect(clean(html)).toBe(html);
  });

  it('keeps http(s) and in-app links, drops the others but keeps their text', () => {
    expect(clean('<a href="https://t.me/x">a</a>')).toBe('<a href="https://t.me/x">a</a>');
    expect(clean('<a href="/nft/search?x=1">b</a>')).toBe('<a href="/nft/search?x=1">b</a>');
    expect(clean('<a href="//evil.example/x">c</a>')).toBe('<a>c</a>');
    expect(clean('<a href="mailto:a@b.c">d</a>')).toBe('<a>d</a>');
    expect(clean('<a href="/\\evil.example">e</a>')).toBe('<a>e</a>');
  });

  it('keeps https and same-origin pictures, lazily and without a referrer; drops the others', () => {
    const out = clean('<img src="https://cdn.example/a.png" alt="A" width="10" height="20">');
    expect(out).toContain('src="https://cdn.example/a.png"');
    expect(out).toContain('alt="A"');
    expect(out).toContain('width="10"');
    expect(out).toContain('loading="lazy"');
    expect(out).toContain('decoding="async"');
    expect(out).toContain('referrerpolicy="no-referrer"');
    expect(clean('<p><img src="/logo.svg"></p>')).toContain('src="/logo.svg"');
    expect(clean('<p><img src="http://cdn.example/a.png">x</p>')).toBe('<p>x</p>');
    expect(clean('<p><img src="data:image/png;base64,AAAA">x</p>')).toBe('<p>x</p>');
    expect(clean('<p><img src="//evil.example/a.png">x</p>')).toBe('<p>x</p>');
  });

  it('leaves no hook behind on the shared DOMPurify', () => {
    clean('<img src="https://cdn.example/a.png">');
    expect(DOMPurify.sanitize('<img src="http://x.example/a.png">')).toContain('http://x.example');
  });
});

describe('safeHref / safeImageSrc', () => {
  it('accepts only http(s) and safe paths', () => {
    expect(safeHref('https://a.example/x')).toBe('https://a.example/x');
    expect(safeHref('http://a.example/')).toBe('http://a.example/');
    expect(safeHref('/msgDetail?id=1')).toBe('/msgDetail?id=1');
    expect(safeHref('https://user:pw@a.example/')).toBeNull();
    expect(safeHref('//a.example')).toBeNull();
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('')).toBeNull();
    expect(safeImageSrc('https://a.example/p.png')).toBe('https://a.example/p.png');
    expect(safeImageSrc('http://a.example/p.png')).toBeNull();
  });
});
