import { expect, test, type Page } from './support/test';
import type { Bid, SentBidsRes } from '../../src/contract/offer/types';
import { hashPassword } from '../../src/shared/lib/password';
import { apiCall, contract, idempotencyKey, signInByApi, uniqueEmail } from './support/api';
import { fakeBid, offerByApi } from './support/bids';
import { screenshotsIn, SIZES } from './support/screens';
import { openSimulator } from './support/simulator';
import { uniqueTelegramUser } from './support/telegram';
import { depositNft, openAs, payingUser } from './support/wallet';

// "My offers" for a visual check, written to test-results/screens-offers (git-ignored; SHOTS_DIR elsewhere): the
// sent and received bids at 390 and 1440 px, light and dark, in Chinese, the cancel confirmation, long names, empty
// lists, a failed load, and inside the simulated Telegram launch with the cancel on the main button.
const DIR = process.env.SHOTS_DIR ?? 'test-results/screens-offers';
const shoot = screenshotsIn(DIR);
const PASSWORD = '135790';
const SYMBOL = 'KEEPER';
const PATH = '/nft/nftRecords/offerList';
/** The app reloads itself when the width crosses its desktop breakpoint: resized away from it, nothing aborts. */
async function resize(page: Page, viewport: { width: number; height: number }) {
  await page.goto('about:blank');
  await page.setViewportSize(viewport);
}
const expiresAt = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400 + 600;

/** One of the viewer's own bids as the server writes one (see fakeBid). */
const sentBid = (overrides: Partial<Bid>) => fakeBid({ mine: true, ...overrides });

async function serveSent(page: Page, list: Bid[], unfunded = 0) {
  const data: SentBidsRes = {
    list,
    count: list.length,
    page: 1,
    page_size: 12,
    summary: {
      price_symbol: 'USDT',
      open_total: '1234567.89',
      open_count: list.filter((bid) => bid.status === 'open' || bid.status === 'unfunded').length,
      unfunded_count: unfunded,
      available: '98765.4321',
    },
  };
  await page.route(`**${contract.offer.offerSendList.path}`, (route) =>
    route.fulfill({ json: { code: 0, msg: 'success', data } }),
  );
}

test('my offers with real bids: sizes, themes, Chinese, received, the cancel confirmation', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await signInByApi(request, uniqueEmail('shots-owner'));
  const bidder = await payingUser(request, 'shots-bidder', { usdt: '20', password: PASSWORD });
  const tokenId = await depositNft(request, owner, { symbol: SYMBOL, lead: '9' });
  const password = hashPassword(PASSWORD);
  const offer = (price: string) =>
    offerByApi(request, bidder.token, { symbol: SYMBOL, tokenId, price, password: PASSWORD, expiresAt: expiresAt(7) });
  await offer('5');
  const cancelled = await offer('4');
  await apiCall(request, contract.offer.offerCancel, { order_no: cancelled.bid.order_no }, bidder.token);
  // 20 USDT pays the offer and the trait bid, not the collection bid: that one is unfunded
  const quote = (body: { price: string; quantity: number; trait_type?: string; trait_value?: string }) =>
    apiCall(
      request,
      contract.quote.quoteMake,
      { symbol: SYMBOL, ...body, expires_at: expiresAt(1), password },
      bidder.token,
      idempotencyKey('offer-shots-quote'),
    );
  expect((await quote({ price: '25', quantity: 3 })).code).toBe(0);
  expect((await quote({ price: '3', quantity: 2, trait_type: 'Keeper', trait_value: 'Old sailor' })).code).toBe(0);

  await openAs(page, request, bidder.token, PATH);
  await expect(page.getByTestId('bid-row')).toHaveCount(4);
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const theme of ['light', 'dark'] as const) {
      await resize(page, viewport);
      await page.goto(`${PATH}?theme=${theme}`);
      await expect(page.getByTestId('bid-row')).toHaveCount(4);
      await expect(page.getByTestId('bids-unfunded')).toBeVisible();
      await shoot(page, `sent-${size}-${theme}`);
    }
  }
  await resize(page, SIZES.mobile);
  await page.goto(`${PATH}?lang=zh-CN`);
  await expect(page.getByTestId('bid-row')).toHaveCount(4);
  await shoot(page, 'sent-mobile-zh-CN');
  await page.goto(`${PATH}?lang=en&theme=light`);
  await page.locator('[data-testid="bid-row"][data-status="open"]').getByTestId('bid-cancel').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shoot(page, 'cancel-mobile-light');
  await resize(page, SIZES.desktop);
  await page.goto(`${PATH}?lang=en&theme=light`);
  await page.locator('[data-testid="bid-row"][data-status="open"]').getByTestId('bid-cancel').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shoot(page, 'cancel-desktop-light');

  const ownerContext = await browser.newContext({ viewport: SIZES.mobile });
  const ownerPage = await ownerContext.newPage();
  await openAs(ownerPage, request, owner, `${PATH}?tab=received`);
  await expect(ownerPage.getByTestId('bid-row')).toHaveCount(1);
  await shoot(ownerPage, 'received-mobile-light');
  await ownerPage.goto(`${PATH}?tab=received&theme=dark&lang=ko`);
  await expect(ownerPage.getByTestId('bid-row')).toHaveCount(1);
  await shoot(ownerPage, 'received-mobile-dark-ko');
  await ownerContext.close();
});

test('my offers: empty lists, long names, a failed load', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await signInByApi(request, uniqueEmail('shots-empty'));
  await page.setViewportSize(SIZES.mobile);
  await openAs(page, request, token, PATH);
  await expect(page.getByTestId('bid-list').or(page.getByText("You haven't made any bids."))).toBeVisible();
  await shoot(page, 'empty-sent-mobile');
  await page.goto(`${PATH}?tab=received&theme=dark`);
  await expect(page.getByText('No offers on your NFTs yet.')).toBeVisible();
  await shoot(page, 'empty-received-mobile-dark');

  const long = 'The Extraordinarily Long-Named Lighthouse Keeper of the Northernmost Stormy Coast';
  await serveSent(
    page,
    [
      sentBid({ name: `${long} #123456789`, status: 'unfunded', quantity: 1 }),
      sentBid({
        kind: 'quote',
        scope: 'trait',
        token_id: null,
        name: null,
        image: null,
        collection_name: long,
        trait_type: 'Keeper of the lamp',
        trait_value: 'An old sailor with a very long beard',
        quantity: 120,
        remaining: 37,
        price: '123456789.12345678',
      }),
      sentBid({ kind: 'entrust', scope: 'collection', token_id: null, name: null, status: 'accepted', remaining: 0 }),
      sentBid({ status: 'expired', closed_at: Math.floor(Date.now() / 1000) - 60 }),
    ],
    1,
  );
  for (const [size, viewport] of Object.entries(SIZES)) {
    await resize(page, viewport);
    await page.goto(`${PATH}?theme=light`);
    await expect(page.getByTestId('bid-row')).toHaveCount(4);
    await shoot(page, `long-${size}`);
  }
  await page.unroute(`**${contract.offer.offerSendList.path}`);
  await page.route(`**${contract.offer.offerSendList.path}`, (route) => route.abort('connectionrefused'));
  await resize(page, SIZES.mobile);
  await page.goto(PATH);
  await expect(page.getByRole('button', { name: 'Try again' }).first()).toBeVisible();
  await shoot(page, 'failed-mobile');
});

test('my offers inside the simulated Telegram launch: cancel on the main button', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1100, height: 900 });
  await serveSent(page, [
    sentBid({}),
    sentBid({ kind: 'quote', scope: 'collection', token_id: null, name: null, quantity: 5, remaining: 5 }),
  ]);
  const sim = await openSimulator(page, { path: PATH, user: uniqueTelegramUser('shotsoffers') });
  await expect(sim.app.getByTestId('bid-row')).toHaveCount(2);
  await shoot(page, 'telegram-list');
  await sim.app.getByTestId('bid-cancel').first().click();
  await expect(sim.mainButton).toContainText('Cancel bid');
  // inside Telegram the confirm is the main button, not a second button in the dialog
  await expect(sim.app.getByTestId('bid-cancel-confirm')).toHaveCount(0);
  await shoot(page, 'telegram-cancel');
});
