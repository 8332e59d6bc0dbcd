import { expect, test, type Page } from './support/test';
import type { Bid, SentBidsRes } from '../../src/contract/offer/types';
import { hashPassword } from '../../src/shared/lib/password';
import { apiCall, contract, signInByApi, uniqueEmail } from './support/api';
import { screenshotsIn, SIZES } from './support/screens';
import { openSimulator } from './support/simulator';
import { uniqueTelegramUser } from './support/telegram';
import { openAs, payingUser, sendNft } from './support/wallet';

// "My offers" for a visual check, written to test-results/screens-offers (git-ignored; SHOTS_DIR elsewhere): the
// sent and received bids at 390 and 1440 px, light and dark, in Chinese, the cancel confirmation, long names, empty
// lists, a failed load, and inside the simulated Telegram launch with the cancel on the main button.
const DIR = process.env.SHOTS_DIR ?? 'test-results/screens-offers';
const shoot = screenshotsIn(DIR);
const PASSWORD = '135790';
const SYMBOL = 'KEEPER';
const PATH = '/nft/nftRecords/offerList';
const key = (tag: string) => ({
  'Idempotency-Key': `e2e-offer-shots-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
});
/** The app reloads itself when the width crosses its desktop breakpoint: resized away from it, nothing aborts. */
async function resize(page: Page, viewport: { width: number; height: number }) {
  await page.goto('about:blank');
  await page.setViewportSize(viewport);
}
const expiresAt = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400 + 600;

/** A bid as the server writes one, for the screens only the browser can be made to see (long names, Telegram). */
function fakeBid(overrides: Partial<Bid>): Bid {
  return {
    order_no: `F${Math.floor(Math.random() * 1e12)}`,
    kind: 'offer',
    scope: 'token',
    status: 'open',
    symbol: SYMBOL,
    collection_name: 'Lighthouse Keepers',
    collection_image: '/seed/art/KEEPER/1.webp',
    token_id: '17',
    name: 'Lighthouse Keeper #17',
    image: '/seed/art/KEEPER/17.webp',
    trait_type: null,
    trait_value: null,
    price: '12.5',
    price_symbol: 'USDT',
    cost: '12.5625',
    proceeds: '11.5',
    quantity: 1,
    remaining: 1,
    bidder: { nickname: 'Night owl', pay_id: '10002233' },
    mine: true,
    expires_at: expiresAt(3),
    created_at: Math.floor(Date.now() / 1000) - 3_600,
    closed_at: null,
    ...overrides,
  };
}

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
  const tokenId = `9${String(Date.now() % 1_000_000_000)}`;
  await sendNft(request, owner, { chain: 'ERC20', symbol: SYMBOL, tokenId });
  await request.post('/dev/chain/mine', { data: { chain: 'ERC20', blocks: 40 } });
  const password = hashPassword(PASSWORD);
  const offer = (price: string) =>
    apiCall(
      request,
      contract.offer.offerMake,
      { symbol: SYMBOL, token_id: tokenId, price, expires_at: expiresAt(7), password },
      bidder.token,
      key('offer'),
    );
  expect((await offer('5')).code).toBe(0);
  const cancelled = await offer('4');
  await apiCall(request, contract.offer.offerCancel, { order_no: cancelled.data.bid.order_no }, bidder.token);
  // 20 USDT pays the offer and the trait bid, not the collection bid: that one is unfunded
  const quote = (body: { price: string; quantity: number; trait_type?: string; trait_value?: string }) =>
    apiCall(
      request,
      contract.quote.quoteMake,
      { symbol: SYMBOL, ...body, expires_at: expiresAt(1), password },
      bidder.token,
      key('quote'),
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
      fakeBid({ name: `${long} #123456789`, status: 'unfunded', quantity: 1 }),
      fakeBid({
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
      fakeBid({ kind: 'entrust', scope: 'collection', token_id: null, name: null, status: 'accepted', remaining: 0 }),
      fakeBid({ status: 'expired', closed_at: Math.floor(Date.now() / 1000) - 60 }),
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
    fakeBid({}),
    fakeBid({ kind: 'quote', scope: 'collection', token_id: null, name: null, quantity: 5, remaining: 5 }),
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
