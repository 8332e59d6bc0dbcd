import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiCall, contract, signInByApi, uniqueEmail } from './support/api';
import { postTelegramUpdate } from './support/botApi';
import { openedInvoice, payloadOf, successfulPayment } from './support/stars';
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
import { depositNft } from './support/wallet';

/**
 * Native behaviour in the simulated Telegram launch, with every postEvent the app sends recorded: one launch per
 * kind of screen (a list with a picker and the goods grid; a form with the main button; a confirm as a popup; a
 * detail with a main and a secondary button; a sheet that takes the main button over; a payment). Telegram's button
 * presses are the client's events.
 */

const sent = async (page: Page, name: string) =>
  (await telegramEvents(page)).filter((event) => event.name === name).map((event) => event.params);
const lastSent = async (page: Page, name: string) => (await sent(page, name)).at(-1);
const pathname = (page: Page) => new URL(page.url()).pathname;

const main = (page: Page) =>
  lastSent(page, 'web_app_setup_main_button') as Promise<Record<string, unknown> | undefined>;
const secondary = (page: Page) =>
  lastSent(page, 'web_app_setup_secondary_button') as Promise<Record<string, unknown> | undefined>;

/** Holds every request matching `url` until the returned function is called. */
async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

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

test.describe('native behaviour inside Telegram: a detail, a sheet, a payment', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a detail: Buy on the main button (with progress), Make offer on the secondary, Send to a chat', async ({
    page,
    request,
  }) => {
    const found = await apiCall(request, contract.nftMarket.search, {
      sort: 2,
      page_size: 20,
      filter: { erc_type: 'ERC721' },
    });
    const goods = found.data.list.find((row) => row.price && row.verified)!;
    expect(goods, 'a listed token of the seed').toBeTruthy();
    await openInTelegram(page, `/nft/detail721?symbol=${goods.symbol}&token_id=${goods.token_id}`, {
      user: uniqueTelegramUser('native-detail'),
    });

    await expect
      .poll(() => main(page))
      .toMatchObject({ text: 'Buy now', is_visible: true, is_active: true, is_progress_visible: false });
    await expect.poll(() => secondary(page)).toMatchObject({ text: 'Make offer', is_visible: true, is_active: true });
    // inside Telegram the page draws neither button itself
    await expect(page.getByTestId('detail-buy')).toHaveCount(0);
    await expect(page.getByTestId('detail-offer')).toHaveCount(0);
    expect(await backButtonVisible(page)).toBe(true);
    // a plain detail keeps the swipe that closes the mini app, and nothing to confirm on closing
    expect(await sent(page, 'web_app_setup_swipe_behavior')).not.toContainEqual({ allow_vertical_swipe: false });
    expect(await sent(page, 'web_app_setup_closing_behavior')).not.toContainEqual({ need_confirmation: true });

    // Send to a chat: Telegram's chat picker with the bot's inline query for this token
    await page.getByTestId('share-chat').click();
    await expect
      .poll(() => lastSent(page, 'web_app_switch_inline_query'))
      .toEqual({ query: `item ${goods.symbol} ${goods.token_id}`, chat_types: ['users', 'groups'] });

    // the secondary button opens the offer form
    await emitTelegramEvent(page, 'secondary_button_pressed');
    await expect(page.getByTestId('offer-price')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('offer-price')).toHaveCount(0);
    await expect.poll(() => secondary(page)).toMatchObject({ text: 'Make offer', is_visible: true });

    // the main button: its progress while the buy screen loads, then the buy screen
    const release = await holdRequests(page, /\/assets\/BuyPage-[^/]*\.js$/);
    await emitTelegramEvent(page, 'main_button_pressed');
    await expect.poll(() => main(page)).toMatchObject({ text: 'Buy now', is_progress_visible: true, is_active: false });
    release();
    await expect.poll(() => pathname(page)).toBe('/nft/buy');
    await expect.poll(() => main(page)).toMatchObject({ is_visible: true, is_progress_visible: false });
    // the buy screen has no second action: the secondary button is hidden
    await expect.poll(() => secondary(page)).toMatchObject({ is_visible: false });
  });

  test('a sheet: an unlisted token offers on the main button, the offer sheet takes it over and gives it back', async ({
    page,
    request,
  }) => {
    const owner = await signInByApi(request, uniqueEmail('native-sheet-owner'));
    const tokenId = await depositNft(request, owner, { symbol: 'KEEPER', lead: '5' });
    await openInTelegram(page, `/nft/detail721?symbol=KEEPER&token_id=${tokenId}`, {
      user: uniqueTelegramUser('native-sheet'),
    });
    await expect.poll(() => main(page)).toMatchObject({ text: 'Make offer', is_visible: true, is_active: true });
    // an unlisted token has one action: no secondary button
    expect(await sent(page, 'web_app_setup_secondary_button')).not.toContainEqual(
      expect.objectContaining({ is_visible: true }),
    );

    await emitTelegramEvent(page, 'main_button_pressed');
    await expect(page.getByTestId('offer-price')).toBeVisible();
    // the sheet's confirm is the main button now, not a button of the sheet's own
    await expect(page.getByTestId('offer-confirm')).toHaveCount(0);
    await expect.poll(() => main(page)).toMatchObject({ text: 'Make offer', is_visible: true });
    // typing asks before the mini app closes; a picker in the form ticks
    await page.getByTestId('offer-price').fill('3');
    await expect.poll(() => lastSent(page, 'web_app_setup_closing_behavior')).toEqual({ need_confirmation: true });
    const picker = page.getByRole('dialog').getByRole('tab', { selected: false }).first();
    if ((await picker.count()) > 0) {
      await picker.click();
      await expect
        .poll(() => sent(page, 'web_app_trigger_haptic_feedback'))
        .toContainEqual({ type: 'selection_change' });
    }

    // closed: nothing typed is left to lose, and the page's own action is back on the main button
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('offer-price')).toHaveCount(0);
    await expect.poll(() => lastSent(page, 'web_app_setup_closing_behavior')).toEqual({ need_confirmation: false });
    await expect.poll(() => main(page)).toMatchObject({ text: 'Make offer', is_visible: true, is_active: true });
  });

  test('a payment: progress and closing confirmation while the call runs, the outcome felt, then the home-screen offer once', async ({
    page,
    baseURL,
  }) => {
    const user = uniqueTelegramUser('native-pay');
    await openInTelegram(page, '/asset/buy?channel=stars', { user });
    await page.getByTestId('stars-presets').getByRole('tab', { name: '500', exact: true }).click();
    await expect.poll(() => sent(page, 'web_app_trigger_haptic_feedback')).toContainEqual({ type: 'selection_change' });
    // an amount no other spec pays: the fake Bot API's invoices are told apart by their total
    await page.getByTestId('stars-amount').fill('137');
    await expect.poll(() => main(page)).toMatchObject({ text: 'Pay 137 ⭐', is_visible: true, is_active: true });

    const release = await holdRequests(page, '**/finance-api/api/stars/create_invoice');
    await emitTelegramEvent(page, 'main_button_pressed');
    await expect.poll(() => main(page)).toMatchObject({ is_progress_visible: true, is_active: false });
    // money is moving: closing the mini app asks first
    await expect.poll(() => lastSent(page, 'web_app_setup_closing_behavior')).toEqual({ need_confirmation: true });
    release();
    const slug = await openedInvoice(page);
    await expect
      .poll(() => sent(page, 'web_app_trigger_haptic_feedback'))
      .toContainEqual({ type: 'notification', notification_type: 'success' });
    const payload = await payloadOf(slug, 137);

    await emitTelegramEvent(page, 'invoice_closed', { slug, status: 'paid' });
    expect(await postTelegramUpdate(baseURL!, successfulPayment(user, payload, 137, `native-${Date.now()}`))).toBe(200);
    await expect(page.getByTestId('stars-balance')).toContainText('1.781');
    // (asked from the tap until the credit: the invoice sheet and the wait for the webhook hold it too)
    await expect.poll(() => lastSent(page, 'web_app_setup_closing_behavior')).toEqual({ need_confirmation: false });

    // the first credited top-up: the app asks whether the shortcut is there, and offers it when it is missing
    await expect.poll(async () => (await sent(page, 'web_app_check_home_screen')).length).toBe(1);
    expect(await sent(page, 'web_app_add_to_home_screen')).toHaveLength(0);
    await emitTelegramEvent(page, 'home_screen_checked', { status: 'missed' });
    await expect.poll(async () => (await sent(page, 'web_app_add_to_home_screen')).length).toBe(1);
    // remembered on the device: the next success asks nothing
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.includes('tg_home_screen_offered'))))
      .toBe(true);
  });
});
