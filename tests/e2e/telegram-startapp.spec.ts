import { expect, test } from './support/test';
import { decodeStartApp, encodeStartApp } from '../../src/domain/startapp';
import { botRequests, botRespond } from './support/botApi';
import { emitTelegramEvent, openInTelegram, telegramEvents, uniqueTelegramUser } from './support/telegram';

/** Startapp links (t.me/<bot>/<app>?startapp=…) and the share button inside Telegram. */

const ITEM = '/nft/detail721?symbol=ASTRO&token_id=1';
const here = (url: string) => new URL(url).pathname + new URL(url).search;

test.describe('a startapp link', () => {
  test('signs a new Telegram user in through the launch, then lands on the screen that needs the session', async ({
    page,
  }) => {
    const user = uniqueTelegramUser('sanew');
    // A link shared with a referral code in it: the screen is the same.
    await openInTelegram(page, '/', { user, startParam: encodeStartApp('/personal', 'Ab12Cd34')! });
    await expect.poll(() => here(page.url())).toBe('/personal');
    await expect(page.getByTestId('profile-name')).toBeVisible();
    expect(here(page.url())).toBe('/personal');
  });

  test('opens the screen for a user already signed in', async ({ page, context }) => {
    const user = uniqueTelegramUser('saback');
    await openInTelegram(page, '/personal', { user });
    await expect(page.getByTestId('profile-name')).toBeVisible();

    // Each launch is a new webview (its own session storage, the device's local storage): a new page.
    const item = await context.newPage();
    await openInTelegram(item, '/', { user, startParam: encodeStartApp(ITEM)! });
    await expect.poll(() => here(item.url())).toBe(ITEM);
    await expect(item.getByTestId('detail-collection')).toBeVisible();
    const send = await context.newPage();
    await openInTelegram(send, '/', { user, startParam: encodeStartApp('/asset/send?symbol=USDT', 'Ab12Cd34')! });
    await expect.poll(() => here(send.url())).toBe('/asset/send?symbol=USDT');
  });
});

test.describe('the share button inside Telegram', () => {
  test('sends the card the server prepared with savePreparedInlineMessage (shareMessage)', async ({ page }) => {
    const user = uniqueTelegramUser('sharecard');
    const id = `prepared-e2e-${user.id}`;
    botRespond('savePreparedInlineMessage', () => ({ ok: true, result: { id, expiration_date: 2_000_000_000 } }), {
      once: true,
    });
    await openInTelegram(page, ITEM, { user });
    // signed in through the launch: the card is prepared for the Telegram account linked at sign-in
    await expect(page.getByTestId('messages-bell')).toBeVisible();
    await page.getByTestId('share-button').click();
    await expect
      .poll(async () => (await telegramEvents(page)).find((event) => event.name === 'web_app_send_prepared_message'))
      .toMatchObject({ params: { id } });
    const saved = botRequests('savePreparedInlineMessage').filter((call) => call.params.user_id === user.id);
    expect(saved).toHaveLength(1);
    const result = saved[0]!.params.result as { reply_markup: { inline_keyboard: { url: string }[][] } };
    const open = new URL(result.reply_markup.inline_keyboard[0]![0]!.url);
    expect(decodeStartApp(open.searchParams.get('startapp'))).toEqual({ path: ITEM, ref: null });
    // Telegram says it went out: the button is free again, and nothing else was opened.
    await emitTelegramEvent(page, 'prepared_message_sent');
    await expect(page.getByTestId('share-button')).toBeEnabled();
    expect((await telegramEvents(page)).map((event) => event.name)).not.toContain('web_app_open_tg_link');
  });

  test("falls back to Telegram's share sheet on a client without shareMessage, with the item's startapp link", async ({
    page,
  }) => {
    await openInTelegram(page, ITEM, { user: uniqueTelegramUser('shareold'), version: '7.0' });
    await page.getByTestId('share-button').click();
    await expect
      .poll(async () => (await telegramEvents(page)).some((event) => event.name === 'web_app_open_tg_link'))
      .toBe(true);
    const events = await telegramEvents(page);
    expect(events.map((event) => event.name)).not.toContain('web_app_send_prepared_message');
    const open = events.find((event) => event.name === 'web_app_open_tg_link')!.params as { path_full: string };
    expect(open.path_full).toMatch(/^\/share\/url\?/);
    const shared = new URLSearchParams(open.path_full.slice('/share/url?'.length));
    const link = new URL(shared.get('url')!);
    expect(link.origin + link.pathname).toBe('https://t.me/NFTMarketTestBot/app');
    expect(decodeStartApp(link.searchParams.get('startapp'))).toEqual({ path: ITEM, ref: null });
    expect(shared.get('text')).toBeTruthy();
  });
});
