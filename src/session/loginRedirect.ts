/** Where a visitor wanted to go before the login guard sent them to /login (spec section 2). */
export const REMEMBERED_PATH_KEY = 'needLoginPath';

export function rememberPath(pathAndQuery: string): void {
  try {
    sessionStorage.setItem(REMEMBERED_PATH_KEY, pathAndQuery);
  } catch {
    // Storage can be unavailable (private mode); the user then lands on / after login.
  }
}

/** Reads and forgets the remembered path (null when none). Login success uses it after redirectUrl. */
export function takeRememberedPath(): string | null {
  try {
    const path = sessionStorage.getItem(REMEMBERED_PATH_KEY);
    sessionStorage.removeItem(REMEMBERED_PATH_KEY);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}

/** Reads without forgetting. */
export function peekRememberedPath(): string | null {
  try {
    return sessionStorage.getItem(REMEMBERED_PATH_KEY);
  } catch {
    return null;
  }
}
