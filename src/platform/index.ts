import { appState } from '@/state/app';
import { createAppPlatform } from './app';
import { createBrowserPlatform } from './browser';
import { APP_MODE_STORAGE_KEY, hasTelegramLaunchParams, isAppWebview } from './detect';
import { keepFocusedFieldVisible } from './keyboard';
import { allowedExternalUrl } from './links';
import type { Platform } from './types';
import { storage } from './storage';

/**
 * The platform the app runs on. It starts as the browser (or the app webview with from=app) and
 * becomes Telegram during `init()` when launch parameters are present: the Telegram SDK is imported
 * dynamically only then, so browsers never download it. Call `await platform.init()` before the first
 * render; read `platform.kind` after that.
 */
let current: Platform = isAppWebview() ? createAppPlatform() : createBrowserPlatform();
let initPromise: Promise<void> | null = null;

async function initPlatform(): Promise<void> {
  if (hasTelegramLaunchParams()) {
    try {
      const { createTelegramPlatform } = await import('./telegram');
      const telegram = await createTelegramPlatform();
      if (telegram) current = telegram;
    } catch (error) {
      // A broken launch (bad params, failed chunk) falls back to the browser experience.
      console.warn('Telegram platform unavailable', error);
    }
  }
  appState.inTelegram = current.kind === 'telegram';
  appState.inApp = isAppWebview();
  if (appState.inApp) storage.session.set(APP_MODE_STORAGE_KEY, '1');
  if (typeof document !== 'undefined') {
    document.documentElement.dataset.platform = current.kind;
    keepFocusedFieldVisible();
  }
  await current.init();
}

export const platform: Platform & { readonly storage: typeof storage } = {
  /** Device storage that never throws (local: across visits; session: this launch). */
  storage,
  get kind() {
    return current.kind;
  },
  get bridge() {
    return current.bridge;
  },
  /** Idempotent: later calls return the first call's promise. */
  init: () => (initPromise ??= initPlatform()),
  ready: () => current.ready(),
  showBackButton: (onBack) => current.showBackButton(onBack),
  hideBackButton: () => current.hideBackButton(),
  setMainButton: (options) => current.setMainButton(options),
  setSecondaryButton: (options) => current.setSecondaryButton(options),
  haptic: (kind) => current.haptic(kind),
  holdVerticalSwipes: () => current.holdVerticalSwipes(),
  scanQr: (prompt) => current.scanQr(prompt),
  openLink: (url) => current.openLink(url),
  colorScheme: () => current.colorScheme(),
  onColorSchemeChange: (listener) => current.onColorSchemeChange(listener),
  languageCode: () => current.languageCode(),
  rawInitData: () => current.rawInitData(),
  startPath: () => current.startPath(),
  safeAreaInsets: () => current.safeAreaInsets(),
  confirmClosing: () => current.confirmClosing(),
};

export type { HapticKind, MainButtonOptions, Platform, SafeAreaInsets, TelegramBridge } from './types';
export type { KeyValueStore } from './storage';

/**
 * Opens an allow-listed page outside the app: in place for a cur_tab link in a browser, else through the platform
 * (a new tab; Telegram's openLink in the mini app, whose webview must stay on the app).
 */
export function openExternal(url: string, inPlace: boolean): void {
  if (inPlace && platform.kind === 'browser' && allowedExternalUrl(url)) location.assign(url);
  else platform.openLink(url);
}
