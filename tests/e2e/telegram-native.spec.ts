import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  backButtonVisible,
  emitTelegramEvent,
  LIGHT_THEME,
  mainButton,
  navigateInApp,
  openInTelegram,
  telegramEvents,
  uniqueTelegramUser,
} from './support/telegram';

/**
 * Native behaviour in the simulated Telegram launch, with every postEvent the app sends recorded: one launch per
 * kind of screen (a list with a picker and the goods grid; a form with the main button; a confirm as a popup).
 */

const sent = async (page: Page, name: string) =>
  (await telegramEvents(page)).filter((event) => event.name === name).map((event) => event.params);
const lastSent = async (page: Page, name: string) => (await sent(page, name)).at(-1);
const pathname = (page: Page) => new URL(page.url()).pathname;

test.describe('native behaviour inside Telegram', () => {
  // a phone: resizing for the keyboard then keeps the layout (crossing the desktop breakpoint reloads the app)
  test.use({ viewport: { width: 390, height: 844 } });

  test('a list with a picker and the goods grid: swipes held off, selection haptics, back across a reload, theme live', async ({
    page,
  }) => {
    await openInTelegram(page, '/help', { user: uniqueTelegramUser('native') });
    // a plain screen keeps the swipe that closes the mini app
    expect(await sent(page, 'web_app_setup_swipe_behavior')).not.toContainEqual({ allow_vertical_swipe: false });
    await expect.poll(() => backButtonVisible(page)).toBe(true);

    await navigateInApp(page, '/nft/search');
    await expect(page.locator('.ui-page__title').first()).toBeVisible();
    // the goods grid scrolls and drags: the swipe is off while it is shown
    await expect.poll(() => lastSent(page, 'web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: false });

    // a picker answers with a selection tick
    const tab = page.getByRole('tab', { selected: false }).first();
    await tab.click();
    await expect.poll(() => sent(page, 'web_app_trigger_haptic_feedback')).toContainEqual({ type: 'selection_change' });

    // after a webview reload the back button still works and leads back through the app's history
    await page.reload();
    await page.waitForFunction(() =>
      (window as unknown as { __tgEvents?: { name: string }[] }).__tgEvents?.some((e) => e.name === 'web_app_ready'),
    );
    expect(pathname(page)).toBe('/nft/search');
    await expect.poll(() => backButtonVisible(page)).toBe(true);
    await emitTelegramEvent(page, 'back_button_pressed');
    await expect.poll(() => pathname(page)).toBe('/help');
    // leaving the grid gives the swipe back
    await expect.poll(() => lastSent(page, 'web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: true });

    // the client switches to the light theme: header, background and bottom bar follow, and so does the app's CSS
    await emitTelegramEvent(page, 'theme_changed', { theme_params: LIGHT_THEME });
    await expect.poll(() => lastSent(page, 'web_app_set_header_color')).toEqual({ color: LIGHT_THEME.bg_color });
    await expect.poll(() => lastSent(page, 'web_app_set_background_color')).toEqual({ color: LIGHT_THEME.bg_color });
    await expect
      .poll(() => lastSent(page, 'web_app_set_bottom_bar_color'))
      .toEqual({ color: LIGHT_THEME.bottom_bar_bg_color });
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  });

  test('a form: main button with progress, closing confirmation while typed, impact haptic, the keyboard never covers the field', async ({
    page,
  }) => {
    await openInTelegram(page, '/asset/addressEdit', { user: uniqueTelegramUser('form') });
    await expect(page.getByTestId('address-input')).toBeVisible();
    await expect.poll(async () => (await mainButton(page))?.is_visible).toBe(true);
    // inside Telegram the page draws no button of its own
    await expect(page.getByTestId('address-save')).toHaveCount(0);
    expect(await sent(page, 'web_app_setup_closing_behavior')).not.toContainEqual({ need_confirmation: true });

    // the keyboard opens (the visual viewport shrinks): the focused field is scrolled into what is left
    const label = page.getByTestId('address-label');
    await label.focus();
    await page.setViewportSize({ width: 390, height: 260 });
    await expect
      .poll(async () => {
        const box = await label.boundingBox();
        const height = await page.evaluate(() => window.visualViewport?.height ?? innerHeight);
        return !!box && box.y >= 0 && box.y + box.height <= height;
      })
      .toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });

    await page.getByTestId('address-input').fill('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7');
    await expect.poll(() => lastSent(page, 'web_app_setup_closing_behavior')).toEqual({ need_confirmation: true });

    // a chain pick is a picker: a selection tick
    const chains = page.getByTestId('address-chain');
    await chains.getByRole('tab', { selected: false }).first().click();
    // (and back to the chain the address fits)
    await chains.getByRole('tab', { name: 'TRC20' }).click();
    await expect(chains.getByRole('tab', { name: 'TRC20' })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => sent(page, 'web_app_trigger_haptic_feedback')).toContainEqual({ type: 'selection_change' });

    // Save: the main button shows its progress while the call runs
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/user-api/api/address/add', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('address-label').fill('Cold wallet');
    await emitTelegramEvent(page, 'main_button_pressed');
    await expect
      .poll(async () => (await mainButton(page)) as Record<string, unknown>)
      .toMatchObject({
        is_progress_visible: true,
        is_active: false,
      });
    release();
    await expect.poll(() => pathname(page)).toBe('/asset/address');
    // sent: nothing unsaved any more
    await expect.poll(() => lastSent(page, 'web_app_setup_closing_behavior')).toEqual({ need_confirmation: false });
  });

  test("a confirm is Telegram's popup: cancel keeps everything, the app draws no dialog", async ({ page }) => {
    await openInTelegram(page, '/my-devices', { user: uniqueTelegramUser('popup') });
    const signOut = page
      .getByRole('button')
      .filter({ hasText: /sign out|log out/i })
      .first();
    await signOut.click();
    await expect.poll(() => sent(page, 'web_app_open_popup')).toHaveLength(1);
    const popup = (await lastSent(page, 'web_app_open_popup')) as { message: string; buttons: { type: string }[] };
    expect(popup.message.length).toBeGreaterThan(0);
    expect(popup.buttons.map((button) => button.type)).toEqual(['cancel', 'default']);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // the acting tap gave an impact
    expect(await sent(page, 'web_app_trigger_haptic_feedback')).toContainEqual({
      type: 'impact',
      impact_style: 'light',
    });

    await emitTelegramEvent(page, 'popup_closed', { button_id: 'cancel' });
    // closed: a second tap opens it again, and the session is untouched
    await signOut.click();
    await expect.poll(() => sent(page, 'web_app_open_popup')).toHaveLength(2);
    await emitTelegramEvent(page, 'popup_closed', {});
    expect(pathname(page)).toBe('/my-devices');
  });
});
