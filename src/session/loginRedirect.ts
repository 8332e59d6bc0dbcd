import { platform } from '@/platform';
/** Where a visitor wanted to go before the login guard sent them to /login. */
const REMEMBERED_PATH_KEY = 'needLoginPath';

export function rememberPath(pathAndQuery: string): void {
  platform.storage.session.set(REMEMBERED_PATH_KEY, pathAndQuery);
}

/** Reads and forgets the remembered path (null when none). Login success uses it after redirectUrl. */
export function takeRememberedPath(): string | null {
  const path = platform.storage.session.get(REMEMBERED_PATH_KEY);
  platform.storage.session.remove(REMEMBERED_PATH_KEY);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}
