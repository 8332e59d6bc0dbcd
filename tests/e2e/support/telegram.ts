import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { sign } from '@telegram-apps/init-data-node';
import { apiCall, contract } from './api';

/**
 * A simulated Telegram launch: launch parameters in
 * the URL hash with init data signed like Telegram does, and a stubbed native bridge
 * (`window.TelegramWebviewProxy.postEvent`) that records every event the app sends and answers
 * requests through `window.Telegram.WebView.receiveEvent`.
 */

/** The e2e server's BOT_TOKEN (playwright.config.ts). */
export const TEST_BOT_TOKEN = '123456:TEST-BOT-TOKEN';

export const DARK_THEME = {
  bg_color: '#17212b',
  secondary_bg_color: '#232e3c',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  header_bg_color: '#17212b',
  accent_text_color: '#6ab2f2',
  section_bg_color: '#17212b',
  section_header_text_color: '#6ab3f3',
  subtitle_text_color: '#708499',
  destructive_text_color: '#ec3942',
  bottom_bar_bg_color: '#17212b',
} as const;

/** A light palette as Telegram's day theme sends it (screens in both looks). */
export const LIGHT_THEME = {
  bg_color: '#ffffff',
  secondary_bg_color: '#f1f1f4',
  text_color: '#000000',
  hint_color: '#999999',
  link_color: '#2481cc',
  button_color: '#2481cc',
  button_text_color: '#ffffff',
  header_bg_color: '#ffffff',
  accent_text_color: '#2481cc',
  section_bg_color: '#ffffff',
  section_header_text_color: '#6d6d72',
  subtitle_text_color: '#999999',
  destructive_text_color: '#ff3b30',
  bottom_bar_bg_color: '#ffffff',
} as const;

export const SAFE_AREA = { top: 47, bottom: 34, left: 0, right: 0 } as const;
export const CONTENT_SAFE_AREA = { top: 46, bottom: 0, left: 0, right: 0 } as const;

export interface TelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

export interface TelegramLaunchOptions {
  user?: TelegramUser;
  /** Raw start_param (use encodeStartParam() from src/shared/lib/url for a route). */
  startParam?: string;
  themeParams?: Record<string, string>;
  platform?: string;
  version?: string;
  authDate?: Date;
  botToken?: string;
  /** Drop the `signature` field from tgWebAppData (the SDK then refuses the launch). */
  withoutSignature?: boolean;
  /** Launch with this raw init data (from buildInitData) instead of signing new. */
  initData?: string;
}

export const uniqueTelegramUser = (tag = 'tg'): TelegramUser => ({
  id: 1_000_000 + Math.floor(Math.random() * 1_000_000_000),
  first_name: `E2E ${tag}`,
  username: `${tag}_${Date.now().toString(36)}`,
  language_code: 'en',
});

/** Init data as Telegram sends it (query string with auth_date, signature and hash). */
export function buildInitData(options: TelegramLaunchOptions = {}): string {
  const user = options.user ?? { id: 424242, first_name: 'E2E', username: 'e2e_user', language_code: 'en' };
  const signed = sign(
    { user, query_id: `AAE${Date.now()}`, ...(options.startParam ? { start_param: options.startParam } : {}) } as never,
    options.botToken ?? TEST_BOT_TOKEN,
    options.authDate ?? new Date(),
  );
  if (!options.withoutSignature) return signed;
  const params = new URLSearchParams(signed);
  params.delete('signature');
  return params.toString();
}

/** The URL hash Telegram opens the mini app with: `#tgWebAppData=…&tgWebAppVersion=…`. */
export function telegramLaunchHash(options: TelegramLaunchOptions = {}): string {
  const params = new URLSearchParams({
    tgWebAppData: options.initData ?? buildInitData(options),
    tgWebAppVersion: options.version ?? '8.0',
    tgWebAppPlatform: options.platform ?? 'ios',
    tgWebAppThemeParams: JSON.stringify(options.themeParams ?? DARK_THEME),
  });
  if (options.startParam) params.set('tgWebAppStartParam', options.startParam);
  return `#${params.toString()}`;
}

export interface RecordedTelegramEvent {
  name: string;
  params: unknown;
}

/** Installs the native bridge stub before any page script runs. */
export async function installTelegramStub(
  page: Page,
  answers: { themeParams?: Record<string, string>; safeArea?: object; contentSafeArea?: object } = {},
): Promise<void> {
  await page.addInitScript(
    ({ themeParams, safeArea, contentSafeArea }) => {
      const w = window as unknown as {
        __tgEvents: { name: string; params: unknown }[];
        TelegramWebviewProxy: { postEvent(name: string, data?: string): void };
        Telegram?: { WebView?: { receiveEvent?: (name: string, payload?: unknown) => void } };
      };
      w.__tgEvents = [];
      const reply = (name: string, payload: unknown) =>
        setTimeout(() => w.Telegram?.WebView?.receiveEvent?.(name, payload), 0);
      w.TelegramWebviewProxy = {
        postEvent(name, data) {
          let params: unknown;
          try {
            params = data ? JSON.parse(data) : undefined;
          } catch {
            params = data;
          }
          w.__tgEvents.push({ name, params });
          if (name === 'web_app_request_theme') reply('theme_changed', { theme_params: themeParams });
          if (name === 'web_app_request_viewport')
            reply('viewport_changed', {
              height: innerHeight,
              width: innerWidth,
              is_expanded: true,
              is_state_stable: true,
            });
          if (name === 'web_app_request_safe_area') reply('safe_area_changed', safeArea);
          if (name === 'web_app_request_content_safe_area') reply('content_safe_area_changed', contentSafeArea);
        },
      };
    },
    {
      themeParams: answers.themeParams ?? DARK_THEME,
      safeArea: answers.safeArea ?? SAFE_AREA,
      contentSafeArea: answers.contentSafeArea ?? CONTENT_SAFE_AREA,
    },
  );
}

/** Opens `path` as a Telegram mini-app launch and waits until the app told Telegram it is ready. */
export async function openInTelegram(page: Page, path = '/', options: TelegramLaunchOptions = {}): Promise<void> {
  await installTelegramStub(page, { themeParams: options.themeParams });
  await page.goto(`${path}${telegramLaunchHash(options)}`);
  await page.waitForFunction(() =>
    (window as unknown as { __tgEvents?: { name: string }[] }).__tgEvents?.some(
      (event) => event.name === 'web_app_ready',
    ),
  );
}

/** Every event the app posted to Telegram so far. */
export function telegramEvents(page: Page): Promise<RecordedTelegramEvent[]> {
  return page.evaluate(() => (window as unknown as { __tgEvents: RecordedTelegramEvent[] }).__tgEvents ?? []);
}

/** Simulates an event from the Telegram client (e.g. 'back_button_pressed'). */
export async function emitTelegramEvent(page: Page, name: string, payload?: unknown): Promise<void> {
  await page.evaluate(
    ([eventName, eventPayload]) =>
      (
        window as unknown as { Telegram: { WebView: { receiveEvent(n: string, p?: unknown): void } } }
      ).Telegram.WebView.receiveEvent(eventName as string, eventPayload),
    [name, payload] as const,
  );
}

/** Visibility of the back button as last set by the app (false when never shown). */
export async function backButtonVisible(page: Page): Promise<boolean> {
  const setups = (await telegramEvents(page)).filter((event) => event.name === 'web_app_setup_back_button');
  const last = setups.at(-1)?.params as { is_visible?: boolean } | undefined;
  return last?.is_visible === true;
}

/** Navigates inside the single-page app the way a link does (pushState; the router follows). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => history.pushState(null, '', to), path);
}

/** What the app last set on Telegram's main button (its text and visibility), or undefined before it set any. */
export async function mainButton(page: Page): Promise<{ text?: string; is_visible?: boolean } | undefined> {
  return (await telegramEvents(page))
    .filter((event) => event.name === 'web_app_setup_main_button')
    .map((event) => event.params as { text?: string; is_visible?: boolean })
    .at(-1);
}

/**
 * A new Telegram user who has opened the app once, in a page of its own that is closed again: signed in through the
 * launch, so the server keeps their username (found by @name) and their account.
 */
export async function telegramUserWhoUsedTheApp(context: BrowserContext, name: string): Promise<TelegramUser> {
  const user = uniqueTelegramUser(name);
  const launch = await context.newPage();
  await openInTelegram(launch, '/personal', { user });
  await launch.getByTestId('profile-name').waitFor();
  await launch.close();
  return user;
}

/**
 * A new Telegram user linked to the account of `token` (as the account's Telegram sign-in would link it), so that a
 * launch as this user signs in to that account.
 */
export async function linkedTelegramUser(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<TelegramUser> {
  const user = uniqueTelegramUser(name);
  const bound = await apiCall(
    request,
    contract.user.userThirdBind,
    { platform: 'telegram', init_data: buildInitData({ user }) },
    token,
  );
  expect(bound.code, bound.msg).toBe(0);
  return user;
}
