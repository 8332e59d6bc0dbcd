import { createBrowserPlatform } from './browser';
import type { Platform } from './types';
import { allowedExternalUrl } from './links';

/**
 * The native app's webview (opened with from=app). It behaves like the browser, except that native
 * webviews often refuse window.open: the link then opens in place, where the app intercepts it.
 */
export function createAppPlatform(): Platform {
  return {
    ...createBrowserPlatform('app'),
    openLink: (url) => {
      const allowed = allowedExternalUrl(url);
      if (!allowed) return false;
      // No 'noopener' feature here: with it window.open always returns null and the fallback could not tell.
      const opened = window.open(allowed, '_blank');
      if (opened) opened.opener = null;
      else location.assign(allowed);
      return true;
    },
  };
}
