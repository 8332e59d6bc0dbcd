import {
  backButton,
  init,
  isTMA,
  mainButton,
  miniApp,
  off,
  on,
  openLink,
  openTelegramLink,
  postEvent,
  retrieveLaunchParams,
  retrieveRawInitData,
  supports,
  themeParams,
  viewport,
} from '@telegram-apps/sdk-react';
import { decodeStartParam, isTelegramLink } from '@/shared/lib/url';
import { allowedExternalUrl } from './links';
import type { HapticKind, MainButtonOptions, Platform, SafeAreaInsets, TelegramBridge } from './types';

/**
 * Telegram mini app (@telegram-apps/sdk-react 3.x). Loaded only when launch parameters are present
 * (see index.ts). Every SDK call goes through `.isAvailable()` / `.ifAvailable()`, so an old client that
 * lacks a feature just gets a no-op (and a screen falls back to its own button when setMainButton
 * returns null).
 */

const VIEWPORT_MOUNT_TIMEOUT_MS = 2000;

/**
 * Inside Telegram the mini app behaves like an app screen: pinch zoom would fight the client's own gestures,
 * so the launch turns it off. A browser keeps zoom (index.html's viewport allows it, WCAG 1.4.4).
 */
export const TELEGRAM_VIEWPORT =
  'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover';

export function lockViewportZoom(doc: Document = document): void {
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'viewport';
    doc.head.append(meta);
  }
  meta.content = TELEGRAM_VIEWPORT;
}

interface LaunchInfo {
  startParam: string | null;
  languageCode: string | null;
  version: string | null;
  clientPlatform: string;
}

function readLaunchInfo(): LaunchInfo {
  try {
    const lp = retrieveLaunchParams();
    return {
      startParam: lp.tgWebAppStartParam ?? null,
      languageCode: lp.tgWebAppData?.user?.language_code ?? null,
      version: lp.tgWebAppVersion ?? null,
      clientPlatform: String(lp.tgWebAppPlatform ?? ''),
    };
  } catch {
    return { startParam: null, languageCode: null, version: null, clientPlatform: '' };
  }
}

/** Impact for taps, selection for pickers, notification for outcomes (the bridge's haptic parameters). */
function hapticParams(kind: HapticKind) {
  if (kind === 'selection') return { type: 'selection_change' } as const;
  if (kind === 'light' || kind === 'medium' || kind === 'heavy') return { type: 'impact', impact_style: kind } as const;
  return { type: 'notification', notification_type: kind } as const;
}

/**
 * The header follows the theme's background as a colour, not as a key: clients redraw a keyed header on a theme
 * change only on some platforms, so the app sets it again on every change (background and bottom bar are re-sent
 * by the SDK's mini app component).
 */
function followThemeHeader(): void {
  const apply = () => {
    const bg = themeParams.backgroundColor();
    if (bg) miniApp.setHeaderColor.ifAvailable(bg);
  };
  apply();
  themeParams.backgroundColor.sub(apply);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);
}

async function mountViewport(): Promise<void> {
  if (!viewport.mount.isAvailable()) return;
  try {
    // The client answers viewport/safe-area requests; an unresponsive one must not block the first render.
    await withTimeout(viewport.mount(), VIEWPORT_MOUNT_TIMEOUT_MS);
  } catch {
    return;
  }
  if (viewport.isMounted() && !viewport.isCssVarsBound()) viewport.bindCssVars.ifAvailable();
  viewport.expand.ifAvailable();
}

/** Mounts the SDK components the app uses. Returns null when this is not a Telegram launch after all. */
export async function createTelegramPlatform(): Promise<Platform | null> {
  if (!isTMA()) return null;
  try {
    init();
  } catch {
    return null;
  }
  lockViewportZoom();

  // Theme first: the mini app component reads its palette.
  themeParams.mountSync.ifAvailable();
  if (themeParams.isMounted() && !themeParams.isCssVarsBound()) themeParams.bindCssVars.ifAvailable();
  miniApp.mountSync.ifAvailable();
  if (miniApp.isMounted() && !miniApp.isCssVarsBound()) miniApp.bindCssVars.ifAvailable();
  backButton.mount.ifAvailable();
  mainButton.mount.ifAvailable();
  if (miniApp.isMounted() && themeParams.isMounted()) followThemeHeader();
  await mountViewport();

  const launch = readLaunchInfo();
  // Haptics, closing confirmation, swipes, the QR scanner and the secondary button are raw bridge calls, checked
  // against the client's version: the SDK's components for them would add to every launch's download.
  const can = (method: Parameters<typeof supports>[0]) => !!launch.version && supports(method, launch.version);
  let mainButtonOwner = 0;
  let closingHolders = 0;
  // Vertical swipes (which close the mini app) stay on, as Telegram users expect; a screen that drags sideways
  // holds them off while it is shown (holdVerticalSwipes).
  let swipeHolders = 0;
  const hasSecondary = can('web_app_setup_secondary_button');
  const setClosingConfirmation = (on: boolean) => {
    if (can('web_app_setup_closing_behavior')) postEvent('web_app_setup_closing_behavior', { need_confirmation: on });
  };
  const setVerticalSwipes = (allow: boolean) => {
    if (can('web_app_setup_swipe_behavior')) postEvent('web_app_setup_swipe_behavior', { allow_vertical_swipe: allow });
  };

  type Listener = (payload: unknown) => void;
  const bridge: TelegramBridge = {
    supports: (method) => {
      try {
        return can(method as Parameters<typeof supports>[0]);
      } catch {
        return false;
      }
    },
    post: (method, params) => {
      try {
        (postEvent as (name: string, params?: object) => void)(method, params);
        return true;
      } catch {
        return false;
      }
    },
    on: (event, listener) => {
      (on as (name: string, listener: Listener) => void)(event, listener);
      return () => (off as (name: string, listener: Listener) => void)(event, listener);
    },
    clientPlatform: () => launch.clientPlatform,
    themeColor: (key) =>
      key === 'button'
        ? themeParams.buttonColor()
        : key === 'destructive'
          ? themeParams.destructiveTextColor()
          : themeParams.secondaryBackgroundColor(),
  };

  const platform: Platform = {
    kind: 'telegram',
    bridge,
    init: async () => {},
    ready: () => {
      miniApp.ready.ifAvailable();
    },
    showBackButton: (onBack) => {
      backButton.show.ifAvailable();
      const [called, off] = backButton.onClick.ifAvailable(onBack);
      return () => {
        if (called) off();
      };
    },
    hideBackButton: () => {
      backButton.hide.ifAvailable();
    },
    setMainButton: (options: MainButtonOptions) => {
      if (!mainButton.setParams.isAvailable() || !mainButton.isMounted()) return null;
      const token = ++mainButtonOwner;
      // The button is shared by every screen: each call sets its colour, the theme's or the destructive one.
      const background = options.destructive ? themeParams.destructiveTextColor() : themeParams.buttonColor();
      mainButton.setParams({
        text: options.text,
        ...(background ? { backgroundColor: background } : {}),
        isVisible: true,
        isEnabled: !options.disabled && !options.loading,
        isLoaderVisible: !!options.loading,
      });
      const [called, off] = mainButton.onClick.ifAvailable(() => {
        if (!options.disabled && !options.loading) options.onClick();
      });
      return () => {
        if (called) off();
        // A screen re-applying its button (new text or loading state) claims it again within the same
        // commit: hide only if nobody did, so the button does not flicker.
        queueMicrotask(() => {
          if (mainButtonOwner === token) mainButton.setParams.ifAvailable({ isVisible: false, isLoaderVisible: false });
        });
      };
    },
    setSecondaryButton: (options: MainButtonOptions) => {
      if (!hasSecondary) return null;
      let hide: (() => void) | null = null;
      let dropped = false;
      void import('./tg/secondaryButton').then(({ showSecondaryButton }) => {
        if (!dropped) hide = showSecondaryButton(bridge, options);
      });
      return () => {
        dropped = true;
        hide?.();
      };
    },
    haptic: (kind) => {
      if (can('web_app_trigger_haptic_feedback')) postEvent('web_app_trigger_haptic_feedback', hapticParams(kind));
    },
    holdVerticalSwipes: () => {
      swipeHolders += 1;
      if (swipeHolders === 1) setVerticalSwipes(false);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        swipeHolders -= 1;
        if (swipeHolders === 0) setVerticalSwipes(true);
      };
    },
    scanQr: async (prompt) => {
      if (!can('web_app_open_scan_qr_popup')) return null;
      const { scanQrCode } = await import('./tg/qrScanner');
      return scanQrCode(bridge, prompt, can('web_app_close_scan_qr_popup'));
    },
    openLink: (url) => {
      const allowed = allowedExternalUrl(url);
      if (!allowed) return false;
      if (isTelegramLink(allowed) && openTelegramLink.isAvailable()) {
        openTelegramLink(allowed);
        return true;
      }
      if (openLink.isAvailable()) {
        openLink(allowed);
        return true;
      }
      return !!window.open(allowed, '_blank');
    },
    colorScheme: () => (themeParams.isMounted() ? (themeParams.isDark() ? 'dark' : 'light') : null),
    onColorSchemeChange: (listener) => {
      if (!themeParams.isMounted()) return () => {};
      return themeParams.isDark.sub((dark) => listener(dark ? 'dark' : 'light'));
    },
    languageCode: () => launch.languageCode,
    rawInitData: () => {
      try {
        return retrieveRawInitData() ?? null;
      } catch {
        return null;
      }
    },
    startPath: () => decodeStartParam(launch.startParam),
    confirmClosing: () => {
      closingHolders += 1;
      if (closingHolders === 1) setClosingConfirmation(true);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        closingHolders -= 1;
        if (closingHolders === 0) setClosingConfirmation(false);
      };
    },
    safeAreaInsets: (): SafeAreaInsets => {
      if (!viewport.isMounted()) return { top: 0, bottom: 0, left: 0, right: 0 };
      // In fullscreen the content safe area (Telegram's own controls) adds to the device safe area.
      const device = viewport.safeAreaInsets();
      const content = viewport.contentSafeAreaInsets();
      return {
        top: device.top + content.top,
        bottom: device.bottom + content.bottom,
        left: device.left + content.left,
        right: device.right + content.right,
      };
    },
  };
  return platform;
}
