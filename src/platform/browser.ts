import type { Platform } from './types';
import { allowedExternalUrl } from './links';

/**
 * Plain web (desktop and mobile browsers): Telegram-only parts are no-ops. No main button (screens show
 * their own), no back button (the browser has one), no QR scanner here (the camera page is a feature).
 */
export function createBrowserPlatform(kind: 'browser' | 'app' = 'browser'): Platform {
  return {
    kind,
    bridge: null,
    init: async () => {},
    ready: () => {},
    showBackButton: () => () => {},
    hideBackButton: () => {},
    setMainButton: () => null,
    setSecondaryButton: () => null,
    haptic: () => {},
    holdVerticalSwipes: () => () => {},
    scanQr: async () => null,
    openLink: (url) => {
      const allowed = allowedExternalUrl(url);
      if (!allowed) return false;
      window.open(allowed, '_blank', 'noopener,noreferrer');
      return true;
    },
    colorScheme: () => null,
    onColorSchemeChange: () => () => {},
    languageCode: () => null,
    rawInitData: () => null,
    startPath: () => null,
    confirmClosing: () => () => {},
    safeAreaInsets: () => ({ top: 0, bottom: 0, left: 0, right: 0 }),
  };
}
