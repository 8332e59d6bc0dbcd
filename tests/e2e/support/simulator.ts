import type { Page } from '@playwright/test';
import type { TelegramUser } from './telegram';

/**
 * The simulated Telegram client at /dev/telegram (server/modules/dev/telegram.ts): the app in a frame, with
 * Telegram's back, close, main and secondary buttons, popups and logs around it, driven by the app's postEvent
 * messages. Unlike openInTelegram (a stub in the app's own page), this is how a developer sees a launch.
 */
export interface SimulatorOptions {
  user?: TelegramUser;
  path?: string;
  startapp?: string;
  scheme?: 'light' | 'dark';
  lang?: 'en' | 'ko' | 'zh-TW' | 'zh-CN';
}

export function simulatorUrl(options: SimulatorOptions = {}): string {
  const query = new URLSearchParams({ path: options.path ?? '/' });
  if (options.user) {
    query.set('user_id', String(options.user.id));
    query.set('first_name', options.user.first_name);
    query.set('last_name', options.user.last_name ?? '');
    query.set('username', options.user.username ?? '');
  }
  if (options.startapp) query.set('startapp', options.startapp);
  if (options.scheme) query.set('scheme', options.scheme);
  if (options.lang) query.set('lang', options.lang);
  return `/dev/telegram?${query}`;
}

/** Opens the simulator and waits until the app in the frame told the client it is ready. */
export async function openSimulator(page: Page, options: SimulatorOptions = {}) {
  await page.goto(simulatorUrl(options));
  await page.locator('#tg-events').getByText('web_app_ready', { exact: true }).first().waitFor();
  return simulator(page);
}

/** The simulator's controls and the framed app. */
export function simulator(page: Page) {
  return {
    app: page.frameLocator('#tg-app'),
    /** Path and query of the framed app. */
    location: () => {
      const url = new URL(page.frame({ name: 'app' })!.url());
      return url.pathname + url.search;
    },
    back: page.locator('#tg-back'),
    close: page.locator('#tg-close'),
    mainButton: page.locator('#tg-main'),
    secondaryButton: page.locator('#tg-secondary'),
    popup: page.getByRole('alertdialog'),
    haptics: page.locator('#tg-haptics'),
    events: page.locator('#tg-events'),
  };
}
