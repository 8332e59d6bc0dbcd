/**
 * The hosts the app may open or frame, as configured: one syntax for the client's build (`VITE_*` variables read by
 * Vite) and the server's Content-Security-Policy (the same variables read from its environment), so the pages the
 * web view frames and the `frame-src` that lets them load come from one list.
 *
 * An entry is `host` (that host, https, default port), `*.host` (any subdomain, https) or an origin
 * (`https://host:port`, `http://localhost:5173`: the only way to allow http or another port).
 */

/** Entries of a comma-separated list (`VITE_EXTERNAL_LINK_HOSTS`, `VITE_TOKEN_LINK_HOSTS`), trimmed, empties dropped. */
export function parseHostList(csv: string | null | undefined): string[] {
  return (csv ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The origins of the absolute http(s) URLs among `urls` (a relative game URL is on the app's own origin). */
export function absoluteOrigins(urls: readonly string[]): string[] {
  return urls.flatMap((url) => {
    try {
      return /^https?:\/\//i.test(url) ? [new URL(url).origin] : [];
    } catch {
      return [];
    }
  });
}

/**
 * A host-list entry as a CSP source expression (`host` → `https://host`); null for an entry that is not one
 * (quotes, spaces, semicolons, paths), so a bad setting never widens or breaks the policy.
 */
export function cspSource(entry: string): string | null {
  const value = entry.trim().toLowerCase();
  if (value.includes('://')) {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
    } catch {
      return null;
    }
  }
  return /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(value) ? `https://${value}` : null;
}
