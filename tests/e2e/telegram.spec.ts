import { expect, test } from './support/test';
import { encodeStartParam } from '../../src/shared/lib/url';
import {
  backButtonVisible,
  DARK_THEME,
  emitTelegramEvent,
  installTelegramStub,
  navigateInApp,
  openInTelegram,
  SAFE_AREA,
  telegramEvents,
  telegramLaunchHash,
} from './support/telegram';

const pathname = (url: string) => new URL(url).pathname;

test.describe('inside Telegram', () => {
  test('back button: hidden on the root, shown on a sub-screen, takes the user back', async ({ page }) => {
    await openInTelegram(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'telegram');
    expect(await backButtonVisible(page)).toBe(false);

    await navigateInApp(page, '/help');
    await expect.poll(() => backButtonVisible(page)).toBe(true);
    await navigateInApp(page, '/nft/search');
    await expect.poll(() => backButtonVisible(page)).toBe(true);

    await emitTelegramEvent(page, 'back_button_pressed');
    await expect.poll(() => pathname(page.url())).toBe('/help');
    await expect.poll(() => backButtonVisible(page)).toBe(true);

    await emitTelegramEvent(page, 'back_button_pressed');
    await expect.poll(() => pathname(page.url())).toBe('/');
    await expect.poll(() => backButtonVisible(page)).toBe(false);
  });

  test('back on the first screen of a launch goes home', async ({ page }) => {
    await openInTelegram(page, '/help');
    await expect.poll(() => backButtonVisible(page)).toBe(true);
    await emitTelegramEvent(page, 'back_button_pressed');
    await expect.poll(() => pathname(page.url())).toBe('/');
    await expect.poll(() => backButtonVisible(page)).toBe(false);
  });

  test('Telegram theme colours and safe-area insets reach the page', async ({ page }) => {
    await openInTelegram(page, '/');
    const cssVar = (name: string) =>
      page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(), name);
    await expect.poll(() => cssVar('--tg-theme-bg-color')).toBe(DARK_THEME.bg_color);
    await expect.poll(() => cssVar('--tg-theme-text-color')).toBe(DARK_THEME.text_color);
    await expect.poll(() => cssVar('--tg-theme-button-color')).toBe(DARK_THEME.button_color);
    await expect.poll(() => cssVar('--tg-bg-color')).toBe(DARK_THEME.bg_color);
    // The app's tokens follow Telegram: the page background is Telegram's bg colour, in the dark scheme.
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(23, 33, 43)');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect.poll(() => cssVar('--tg-viewport-safe-area-inset-top')).toBe(`${SAFE_AREA.top}px`);
    await expect.poll(() => cssVar('--tg-viewport-safe-area-inset-bottom')).toBe(`${SAFE_AREA.bottom}px`);
    const names = (await telegramEvents(page)).map((event) => event.name);
    expect(names).toEqual(expect.arrayContaining(['web_app_ready', 'web_app_expand']));
  });

  test('a startapp parameter opens the encoded screen once, and back returns home', async ({ page }) => {
    const startParam = encodeStartParam('/nft/search?page=2')!;
    await openInTelegram(page, '/', { startParam });
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/nft/search?page=2');
    await expect.poll(() => backButtonVisible(page)).toBe(true);

    // A webview reload keeps the screen and does not route again.
    await navigateInApp(page, '/help');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'telegram');
    expect(pathname(page.url())).toBe('/help');
    // the reloaded app has shown its back button (and listens to it) before the press
    await expect.poll(() => backButtonVisible(page)).toBe(true);

    await emitTelegramEvent(page, 'back_button_pressed');
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/nft/search?page=2');
  });

  test('an unsafe startapp parameter is ignored', async ({ page }) => {
    const startParam = Buffer.from('//evil.example/x', 'utf8').toString('base64url');
    await openInTelegram(page, '/', { startParam });
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'telegram');
    expect(page.url()).not.toContain('evil');
    expect(pathname(page.url())).toBe('/');
  });

  test('the Telegram SDK loads only for a Telegram launch', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'browser');
    expect(scripts.some((url) => /\/telegram-[^/]*\.js$/.test(url))).toBe(false);

    // A different path: a hash-only change would not reload the page.
    await openInTelegram(page, '/');
    expect(scripts.some((url) => /\/telegram-[^/]*\.js$/.test(url))).toBe(true);
  });
});

test('tgWebAppData without `signature` is refused by the SDK: the app runs as a plain web page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await installTelegramStub(page);
  await page.goto(`/help${telegramLaunchHash({ withoutSignature: true })}`);
  await expect(page.locator('html')).toHaveAttribute('data-platform', 'browser');
  const names = (await telegramEvents(page)).map((event) => event.name);
  expect(names).not.toContain('web_app_setup_back_button');
  expect(errors).toEqual([]);
});
