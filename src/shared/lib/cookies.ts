import Cookies from 'js-cookie';

/**
 * Cookies shared across the parent domain (spec section 9): `app.example.com` writes `.example.com`.
 * On localhost or an IP address no domain attribute is set.
 */
export function parentDomain(hostname: string): string | undefined {
  if (hostname === 'localhost' || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return undefined;
  const parts = hostname.split('.');
  return parts.length <= 2 ? hostname : `.${parts.slice(-2).join('.')}`;
}

const domain = () => (typeof location === 'undefined' ? undefined : parentDomain(location.hostname));

/** `days` undefined = a session cookie. */
export function setCookie(name: string, value: string, days?: number): void {
  Cookies.set(name, value, { path: '/', domain: domain(), expires: days, sameSite: 'Lax' });
}

export function getCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/', domain: domain() });
  Cookies.remove(name, { path: '/' });
}
