import Cookies from 'js-cookie';

/**
 * Cookies shared across the parent domain: `app.example.com` writes `.example.com`.
 * On localhost or an IP address no domain attribute is set.
 */
export function parentDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host || host === 'localhost' || /^[\d.]+$/.test(host) || host.includes(':') || !host.includes('.'))
    return undefined;
  const parts = host.split('.');
  // Browsers refuse cookies for a public suffix (`.co.uk`): keep one more label under the common
  // two-part suffixes.
  const keep = TWO_PART_SUFFIXES.has(parts.slice(-2).join('.')) ? 3 : 2;
  return parts.length <= keep ? host : `.${parts.slice(-keep).join('.')}`;
}

const TWO_PART_SUFFIXES = new Set(
  (
    'co.uk org.uk ac.uk com.au net.au org.au co.jp ne.jp or.jp co.kr or.kr com.cn net.cn org.cn com.tw org.tw ' +
    'com.hk com.sg co.nz com.br co.in co.za com.tr com.mx github.io vercel.app pages.dev netlify.app web.app firebaseapp.com herokuapp.com'
  ).split(' '),
);

const domain = () => (typeof location === 'undefined' ? undefined : parentDomain(location.hostname));

/**
 * `days` undefined = a session cookie. Scope: the parent domain, so the app on
 * `app.example.com` and `m.example.com` share one sign-in; every host under that domain can read it, so only
 * hosts we run belong there. `Secure` whenever the page came over HTTPS (never sent over plain HTTP then).
 */
export function setCookie(name: string, value: string, days?: number): void {
  Cookies.set(name, value, {
    path: '/',
    domain: domain(),
    expires: days,
    sameSite: 'Lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  });
}

/** The cookies of the request the server is drawing a page for (no document there); null outside that draw. */
let requestCookies: Readonly<Record<string, string>> | null = null;

export function getCookie(name: string): string | undefined {
  if (requestCookies) return Object.hasOwn(requestCookies, name) ? requestCookies[name] : undefined;
  return Cookies.get(name);
}

/** The server's render: `draw` runs with `cookies` as the page's cookies, as the browser will have them. */
export function withRequestCookies<T>(cookies: Readonly<Record<string, string>>, draw: () => T): T {
  requestCookies = cookies;
  try {
    return draw();
  } finally {
    requestCookies = null;
  }
}

export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/', domain: domain() });
  Cookies.remove(name, { path: '/' });
}
