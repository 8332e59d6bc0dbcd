import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { Goods } from '../../src/contract/nftMarket/types';
import { hashPassword } from '../../src/shared/lib/password';
import { apiCall, contract, idempotencyKey, signInByApi, uniqueEmail } from './support/api';
import { listByApi } from './support/bids';
import { botRequests, botRespond, waitForBotRequest } from './support/botApi';
import { screenshotsIn, SIZES } from './support/screens';
import { accessToken } from './support/signin-methods';
import {
  emitTelegramEvent,
  LIGHT_THEME,
  linkedTelegramUser,
  openInTelegram,
  telegramEvents,
  type TelegramUser,
  uniqueTelegramUser,
} from './support/telegram';
import { openAs, payingUser } from './support/wallet';

/**
 * Alerts in the Telegram chat against the real server and this worker's fake Bot API: /setting's "Alerts in
 * Telegram" asks Telegram for write access (requestWriteAccess, answered as the client would), a sale then sends the
 * seller ONE chat alert, and a 429 from the Bot API is retried after its retry_after.
 */

const PASSWORD = '135790';
const RETRY_AFTER = 2;
const shoot = screenshotsIn('test-results/screens-alerts');

async function buy(request: APIRequestContext, token: string, orderNo: string, price: string) {
  const sold = await apiCall(
    request,
    contract.nftMarket.buy,
    { order_no: orderNo, price, password: hashPassword(PASSWORD) },
    token,
    idempotencyKey('alerts-buy'),
  );
  expect(sold.code, sold.msg).toBe(0);
}

/** A seeded USDT listing under 60 USDT, bought by `token`'s user, then listed again by them at `price`. */
async function ownAndList(request: APIRequestContext, token: string, price: string): Promise<string> {
  const res = await apiCall(request, contract.nftMarket.search, {
    sort: 2,
    page_size: 50,
    filter: { erc_type: 'ERC721', max_price: '60' },
  });
  const goods: Goods | undefined = res.data.list.find((row) => row.price_symbol === 'USDT' && row.order_no);
  if (!goods) throw new Error('no cheap listed token');
  await buy(request, token, goods.order_no!, goods.price!);
  return listByApi(request, token, { symbol: goods.symbol, tokenId: goods.token_id, price });
}

/** How many of a page's write-access requests the test has answered. */
const answeredRequests = new WeakMap<Page, number>();

/**
 * The app asked Telegram for write access (again); the client answers `status`. It waits for a request not answered
 * yet: the client's answer to a request that has not been posted reaches no listener (the app listens from just
 * before it posts), so answering early would leave the app waiting for an answer that never comes.
 */
async function answerWriteAccess(page: Page, status: 'allowed' | 'cancelled') {
  const answered = answeredRequests.get(page) ?? 0;
  await expect
    .poll(
      async () => (await telegramEvents(page)).filter((event) => event.name === 'web_app_request_write_access').length,
    )
    .toBeGreaterThan(answered);
  answeredRequests.set(page, answered + 1);
  await emitTelegramEvent(page, 'write_access_requested', { status });
}

const sendsTo = (user: TelegramUser) =>
  botRequests('sendMessage').filter((call) => String(call.params.chat_id) === String(user.id));

test('a sale sends the seller one chat alert, retried after a 429’s retry_after', async ({ page, request }) => {
  test.setTimeout(180_000);
  const seller = await payingUser(request, 'alert-seller', { usdt: '80', password: PASSWORD });
  const tgUser = await linkedTelegramUser(request, seller.token, 'alert-seller');
  const buyer = await payingUser(request, 'alert-buyer', { usdt: '80', password: PASSWORD });
  const orderNo = await ownAndList(request, seller.token, '30');

  // Inside Telegram, /setting: the bot may not write yet; Allow asks Telegram, which says allowed.
  await openInTelegram(page, '/setting', { user: tgUser });
  const access = page.getByTestId('setting-alerts-access');
  await expect(access).toContainText('Bot may write to you');
  await page.getByTestId('setting-alerts-allow').click();
  await answerWriteAccess(page, 'allowed');
  await expect(access).toContainText('Allowed');
  await expect(page.getByTestId('setting-alert-item_sold').getByRole('switch')).toBeChecked();
  expect(await accessToken(page)).toBeTruthy();

  // The Bot API's first answer to the alert is a 429: the job waits retry_after, then sends again.
  const before = sendsTo(tgUser).length;
  botRespond(
    'sendMessage',
    () => ({
      ok: false,
      error_code: 429,
      description: `Too Many Requests: retry after ${RETRY_AFTER}`,
      parameters: { retry_after: RETRY_AFTER },
    }),
    { once: true },
  );
  await buy(request, buyer.token, orderNo, '30');
  const isSeller = (params: Record<string, unknown>) => String(params.chat_id) === String(tgUser.id);
  await waitForBotRequest('sendMessage', isSeller, 20_000);
  await expect.poll(() => sendsTo(tgUser).length - before, { timeout: 20_000 }).toBe(2);
  const [refused, sent] = sendsTo(tgUser).slice(before);
  expect(sent!.at - refused!.at).toBeGreaterThanOrEqual(RETRY_AFTER * 1000);
  for (const call of [refused!, sent!]) {
    expect(call.params.parse_mode).toBe('HTML');
    expect(String(call.params.text)).toContain('<b>Your NFT sold</b>');
  }
  const button = (sent!.params.reply_markup as { inline_keyboard: { text: string; url: string }[][] })
    .inline_keyboard[0]![0]!;
  expect(button.url).toMatch(/^https:\/\/t\.me\/NFTMarketTestBot\/app\?startapp=[A-Za-z0-9_-]+$/);

  // One sale, one message in the app: the alert came from that row, once.
  const messages = await apiCall(request, contract.message.list, { page: 1, page_size: 50 }, seller.token);
  expect(messages.data.list.filter((m) => m.title === 'Your NFT sold')).toHaveLength(1);
});

test('turning an alert on asks for write access first; declined, the switch stays as it was', async ({ page }) => {
  const tgUser = uniqueTelegramUser('alert-switch');
  await openInTelegram(page, '/setting', { user: tgUser });
  const sold = page.getByTestId('setting-alert-item_sold').getByRole('switch');
  await expect(sold).toBeChecked();
  await sold.click();
  await expect(sold).not.toBeChecked();
  await sold.click();
  await answerWriteAccess(page, 'cancelled');
  await expect(page.getByText('Alerts stay out of the chat until you allow the bot to write to you.')).toBeVisible();
  await expect(sold).not.toBeChecked();
  await sold.click();
  await answerWriteAccess(page, 'allowed');
  await expect(sold).toBeChecked();
  await expect(page.getByTestId('setting-alerts-access')).toContainText('Allowed');
});

test('outside Telegram the section says alerts need the Telegram app', async ({ page, request }) => {
  const token = await signInByApi(request, uniqueEmail('alert-browser'));
  await openAs(page, request, token, '/setting');
  await expect(page.getByTestId('setting-alerts-access')).toContainText('Alerts need the Telegram app');
  await expect(page.getByTestId('setting-alerts-open-bot')).toBeVisible();
  await expect(page.getByTestId('setting-alerts-allow')).toHaveCount(0);
});

test.describe('Alerts in Telegram screens', () => {
  for (const [size, viewport] of Object.entries(SIZES))
    for (const theme of ['light', 'dark'] as const)
      test(`/setting alerts ${size} ${theme}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await openInTelegram(page, '/setting', {
          user: uniqueTelegramUser('alert-shot'),
          ...(theme === 'light' ? { themeParams: LIGHT_THEME } : {}),
        });
        await expect(page.getByTestId('setting-alerts')).toBeVisible();
        await expect(page.getByTestId('setting-price-alerts-empty')).toBeVisible();
        await page.getByTestId('setting-alerts').scrollIntoViewIfNeeded();
        await shoot(page, `setting-alerts-${size}-${theme}`);
      });

  test('/setting alerts in Korean, with a price alert', async ({ page }) => {
    await page.setViewportSize(SIZES.mobile);
    const user = { ...uniqueTelegramUser('alert-ko'), language_code: 'ko' };
    await openInTelegram(page, '/setting', { user });
    const token = (await accessToken(page))!;
    const collections = await apiCall(page.request, contract.nftMarket.search, {
      sort: 2,
      page_size: 5,
      filter: { erc_type: 'ERC721' },
    });
    const symbol = collections.data.list[0]!.symbol;
    const added = await apiCall(
      page.request,
      contract.alert.priceAdd,
      { symbol, direction: 'below', price: '12.5' },
      token,
    );
    expect(added.code, added.msg).toBe(0);
    await page.reload();
    await expect(page.getByText('텔레그램 알림', { exact: true })).toBeVisible();
    await expect(page.getByTestId('setting-price-alert')).toContainText('12.5');
    await page.getByTestId('setting-price-alerts').scrollIntoViewIfNeeded();
    await shoot(page, 'setting-alerts-ko');
  });

  test('the price alert sheet on a collection page', async ({ page }) => {
    await page.setViewportSize(SIZES.mobile);
    await openInTelegram(page, '/setting', { user: uniqueTelegramUser('alert-sheet') });
    const collections = await apiCall(page.request, contract.nftMarket.search, {
      sort: 2,
      page_size: 5,
      filter: { erc_type: 'ERC721' },
    });
    const symbol = collections.data.list[0]!.symbol;
    await page.evaluate((to) => history.pushState(null, '', to), `/nft/nftCollection?symbol=${symbol}`);
    await page.getByTestId('price-alert-open').click();
    const price = page.getByTestId('price-alert-price');
    await expect(price).toBeVisible();
    await shoot(page, 'price-alert-sheet');
    await price.fill('0');
    await emitTelegramEvent(page, 'main_button_pressed');
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await shoot(page, 'price-alert-sheet-invalid');
    await price.fill('7');
    await page.getByTestId('price-alert-direction').getByText('Above').click();
    await emitTelegramEvent(page, 'main_button_pressed');
    await expect(page.getByText('Price alert set. You can remove it in Settings.')).toBeVisible();
  });
});
