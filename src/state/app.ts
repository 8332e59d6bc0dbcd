import { proxy } from 'valtio';
import type { ServerLang } from '@/contract';
import type { TimeZoneChoice } from '@/domain/time';

export type Theme = 'light' | 'dark';
export type Lang = 'en' | 'ko' | 'zh-TW' | 'zh-CN';
export const LANGS: readonly Lang[] = ['en', 'ko', 'zh-TW', 'zh-CN'];
/** Each language's code on the server: the `X-Language` header, `set_language`. */
export const SERVER_LANG: Record<Lang, ServerLang> = { en: 'en', ko: 'ko', 'zh-TW': 'zh_tw', 'zh-CN': 'zh' };

/** Global state (names as the product's other clients use them). */
export const appState = proxy({
  /** Width above 1000 px; the layout itself switches at 1200 px. */
  isPc: typeof window !== 'undefined' ? window.innerWidth > 1000 : true,
  unreadCount: 0,
  currentTheme: 'light' as Theme,
  currentLang: 'en' as Lang,
  /** The zone times are shown in (/setting): UTC+8 unless the user chose the device's. */
  timeZone: 'utc8' as TimeZoneChoice,
  inTelegram: false,
  /** Opened with from=app: app-webview chrome for this session. */
  inApp: false,
  isKeepLogin: false,
  /** Chrome drawers; login success closes the user drawer. */
  userDrawerOpen: false,
  navDrawerOpen: false,
});
