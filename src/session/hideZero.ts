import { useSnapshot } from 'valtio';
import { HIDE_ZERO_KEY, hideZeroOf } from '@/domain/hideZero';
import { platform } from '@/platform';
import { getCookie, setCookie } from '@/shared/lib/cookies';
import { assetState } from '@/state/asset';

/** How long the hide-zero cookie lasts (as the theme's and the language's). */
const HIDE_ZERO_COOKIE_DAYS = 365;

/**
 * The hide-zero choice, shared by the wallet's overview and /setting: read from storage once and written back on
 * change to local storage and to the cookie the page's server reads (the cookie first: it is what the server saw).
 */
export function useHideZero(): [boolean, (hide: boolean) => void] {
  // The server's render draws each request's own choice (its cookie) and keeps nothing between requests.
  const onServer = typeof window === 'undefined';
  if (!onServer && !assetState.hideZeroLoaded) {
    assetState.hideZeroAsset = hideZeroOf(getCookie(HIDE_ZERO_KEY) ?? platform.storage.local.get(HIDE_ZERO_KEY));
    assetState.hideZeroLoaded = true;
  }
  const snap = useSnapshot(assetState);
  const hidden = onServer ? hideZeroOf(getCookie(HIDE_ZERO_KEY)) : snap.hideZeroAsset;
  const set = (hide: boolean) => {
    assetState.hideZeroAsset = hide;
    platform.storage.local.set(HIDE_ZERO_KEY, hide ? '1' : '0');
    setCookie(HIDE_ZERO_KEY, hide ? '1' : '0', HIDE_ZERO_COOKIE_DAYS);
  };
  return [hidden, set];
}
