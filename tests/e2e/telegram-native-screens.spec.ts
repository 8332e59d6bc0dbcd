import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiCall, contract, signInByApi, uniqueEmail } from './support/api';
import { postTelegramUpdate } from './support/botApi';
import { openedInvoice, payloadOf, successfulPayment } from './support/stars';
import {
  backButtonVisible,
  emitTelegramEvent,
  openInTelegram,
  telegramEvents,
  uniqueTelegramUser,
} from './support/telegram';
import { depositNft } from './support/wallet';

/**
 * Native behaviour in the simulated Telegram launch, per kind of screen not covered by telegram-native.spec.ts (a
 * list, a form, a popup): a detail with a main and a secondary button, a sheet that takes the main button over, and a
 * payment. Every postEvent the app sends is recorded; Telegram's button presses are the simulator's events.
 */

const sent = async (page: Page, name: string) =>
  (await telegramEvents(page)).filter((event) => event.name === name).map((event) => event.params);
const lastSent = async (page: Page, name: string) =>
  (await sent(page, name)).at(-1) as Record<string, unknown> | undefined;
const pathname = (page: Page) => new URL(page.url()).pathname;
const main = (page: Page) => lastSent(page, 'web_app_setup_main_button');
const secondary = (page: Page) => lastSent(page, 'web_app_setup_secondary_button');

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

test.describe('native behaviour inside Telegram, per kind of screen', () => {
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
