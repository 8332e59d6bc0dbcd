import BigNumber from 'bignumber.js';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { displayAmount } from '../../src/domain/amount';
import { hashPassword } from '../../src/shared/lib/password';
import { apiCall, contract, idempotencyKey, signInByApi, uniqueEmail } from './support/api';
import { holdingOf, offerByApi } from './support/bids';
import { depositNft, moveOutOfSpot, openAs, payingUser, spotUsdt } from './support/wallet';

// "My offers" (/nft/nftRecords/offerList) against the real server, with two users: A holds a token, B bids.
// An offer that expires leaves B's money as it was and leaves the token's page; a collection bid whose bidder spent
// the money is skipped when A lists below it and is shown to B as unfunded with the way to top up; an open offer is
// cancelled from its row.

const PASSWORD = '246810';
// A collection no other spec trades in, its floor (310 USDT) far above these bids: a bid here fills only against the
// listings this spec makes.
const SYMBOL = 'KEEPER';
const CHAIN = 'ERC20';
const DAY = 86_400;

const NFT = { symbol: SYMBOL, chain: CHAIN, lead: '8' };

const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * DAY + 3_600;
async function makeOffer(request: APIRequestContext, token: string, tokenId: string, price: string) {
  const made = await offerByApi(request, token, {
    symbol: SYMBOL,
    tokenId,
    price,
    password: PASSWORD,
    expiresAt: inDays(7),
  });
  expect(made.fills).toEqual([]);
  return made.bid;
}

const bidRow = (page: Page, orderNo: string) => page.locator(`[data-testid="bid-row"][data-order="${orderNo}"]`);

test('an offer expires: the row says Expired, the money is untouched, the token page no longer shows it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await signInByApi(request, uniqueEmail('offers-owner'));
  const bidder = await payingUser(request, 'offers-bidder', { usdt: '50', password: PASSWORD });
  const tokenId = await depositNft(request, owner, NFT);
  const before = await spotUsdt(request, bidder.token);
  const { order_no: orderNo, cost } = await makeOffer(request, bidder.token, tokenId, '5');
  // what it costs when it fills: the price and the buyer fee
  expect(new BigNumber(cost).isGreaterThan(5)).toBe(true);

  // Nothing is set aside for a bid: the balance is as it was, and the open bid counts beside it.
  expect(await spotUsdt(request, bidder.token)).toEqual(before);
  await openAs(page, request, bidder.token, '/nft/nftRecords/offerList');
  const row = bidRow(page, orderNo);
  await expect(row).toHaveAttribute('data-status', 'open');
  await expect(row.getByTestId('bid-status')).toHaveText('Open');
  await expect(row).toContainText('Offer');
  await expect(row).toContainText('5 USDT');
  await expect(row.getByTestId('bid-expiry')).toHaveText('Expires in 7 days');
  await expect(page.getByTestId('bids-available')).toHaveText('50 USDT');
  await expect(page.getByTestId('bids-open')).toContainText('1 open bid');
  await expect(page.getByTestId('bids-open')).toContainText(`${displayAmount(cost)} USDT`);
  await expect(page.getByTestId('bids-unfunded')).toHaveCount(0);

  // The owner sees it received, from the bidder.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await openAs(ownerPage, request, owner, '/nft/nftRecords/offerList?tab=received');
  const received = bidRow(ownerPage, orderNo);
  await expect(received).toHaveAttribute('data-status', 'open');
  await expect(received).toContainText('From ');
  await expect(received.getByTestId('bid-cancel')).toHaveCount(0);
  // accepted on the token's page, where what the owner receives is said
  await expect(received.getByTestId('bid-review')).toHaveAttribute(
    'href',
    `/nft/detail721?symbol=${SYMBOL}&token_id=${tokenId}`,
  );
  await expect(received).toContainText(`#${tokenId}`);
  await ownerContext.close();

  // Past its expiry (the development route runs the expiry job on it): Expired, under its filter too.
  const expired = await request.post('/dev/market/expire_bid', { data: { order_no: orderNo } });
  expect(expired.ok(), await expired.text()).toBe(true);
  await page.reload();
  await expect(row).toHaveAttribute('data-status', 'expired');
  await expect(row.getByTestId('bid-status')).toHaveText('Expired');
  await expect(row.getByTestId('bid-expiry')).toContainText('Expired ');
  await expect(row.getByTestId('bid-cancel')).toHaveCount(0);
  await page.getByTestId('bid-filter').getByRole('tab', { name: 'Expired' }).click();
  await expect(page).toHaveURL(/status=expired/);
  await expect(bidRow(page, orderNo)).toHaveCount(1);
  await page.getByTestId('bid-filter').getByRole('tab', { name: 'Open' }).click();
  await expect(page.getByText('No bids with this status.')).toBeVisible();

  // The money did not move, and the token's page has no offer left.
  expect(await spotUsdt(request, bidder.token)).toEqual(before);
  await expect(page.getByTestId('bids-available')).toHaveText('50 USDT');
  const offers = await apiCall(request, contract.offer.offerList, { symbol: SYMBOL, token_id: tokenId });
  expect(offers.data.list.map((bid) => bid.order_no)).not.toContain(orderNo);
  await page.goto(`/nft/detail721?symbol=${SYMBOL}&token_id=${tokenId}`);
  await expect(page.getByTestId('offers-empty')).toBeVisible();
  await expect(page.getByTestId('offer-row')).toHaveCount(0);
});

test('an unfunded collection bid is skipped when the owner lists below it, and shown to its bidder with Top up', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await payingUser(request, 'unfunded-owner', { usdt: '1', password: PASSWORD });
  const bidder = await payingUser(request, 'unfunded-bidder', { usdt: '3', password: PASSWORD });
  const tokenId = await depositNft(request, owner.token, NFT);

  // A collection bid of 2 USDT that 3 USDT pays (the buyer fee included); then the bidder spends all but 0.5.
  const placed = await apiCall(
    request,
    contract.quote.quoteMake,
    { symbol: SYMBOL, price: '2', quantity: 1, expires_at: inDays(7), password: hashPassword(PASSWORD) },
    bidder.token,
    idempotencyKey('offer-list-quote'),
  );
  expect(placed.code, placed.msg).toBe(0);
  expect(placed.data.fills).toEqual([]);
  const orderNo = placed.data.bid.order_no;
  await moveOutOfSpot(request, bidder.token, '2.5');

  // The owner lists the token at 1.5, below the bid: nothing sells, the token stays listed, nobody's money moves.
  const mine = await apiCall(request, contract.nftMarket.goodsInfo, { symbol: SYMBOL, token_id: tokenId }, owner.token);
  const listed = await apiCall(
    request,
    contract.nftMarket.on,
    { item_id: mine.data.mine!.item_id, price: '1.5' },
    owner.token,
    idempotencyKey('offer-list-list'),
  );
  expect(listed.code, listed.msg).toBe(0);
  const listing = await apiCall(
    request,
    contract.nftMarket.publishInfo,
    { order_no: listed.data.order_no },
    owner.token,
  );
  expect(listing.data.status).toBe('open');
  expect(listing.data.remaining).toBe(1);
  expect(new BigNumber((await spotUsdt(request, bidder.token)).available).toFixed()).toBe('0.5');

  // The bidder's list: the warning beside the balance, the bid Unfunded with why and where to top up.
  await openAs(page, request, bidder.token, '/nft/nftRecords/offerList');
  const warning = page.getByTestId('bids-unfunded');
  await expect(warning).toContainText("1 bid can't be paid");
  await expect(warning.getByTestId('bids-top-up')).toHaveAttribute('href', '/asset/deposit?symbol=USDT');
  await expect(page.getByTestId('bids-available')).toHaveText('0.5 USDT');
  const row = bidRow(page, orderNo);
  await expect(row).toHaveAttribute('data-status', 'unfunded');
  await expect(row.getByTestId('bid-status')).toHaveText('Unfunded');
  await expect(row).toContainText('Collection bid');
  await expect(row.getByTestId('bid-unfunded')).toHaveText(
    "Your balance can't pay this bid; it will be skipped until you top up.",
  );
  await row.getByTestId('bid-top-up').click();
  await expect(page).toHaveURL(/\/asset\/deposit\?symbol=USDT/);

  // Still listed after the bidder looked: the skipped bid did not come back to buy it.
  expect((await holdingOf(request, owner.token, SYMBOL, tokenId))?.item_id).toBe(mine.data.mine!.item_id);
  expect(
    (await apiCall(request, contract.nftMarket.publishInfo, { order_no: listed.data.order_no }, owner.token)).data
      .status,
  ).toBe('open');
});

test('an open offer is cancelled from its row after the confirmation', async ({ page, request }) => {
  test.setTimeout(150_000);
  const owner = await signInByApi(request, uniqueEmail('cancel-owner'));
  const bidder = await payingUser(request, 'cancel-bidder', { usdt: '20', password: PASSWORD });
  const tokenId = await depositNft(request, owner, NFT);
  const { order_no: orderNo } = await makeOffer(request, bidder.token, tokenId, '3');

  // reached from "My activity"
  await openAs(page, request, bidder.token, '/nft/nftRecords');
  await page.getByTestId('activity-offers').click();
  await expect(page).toHaveURL(/\/nft\/nftRecords\/offerList$/);
  await expect(page.getByRole('heading', { name: 'My offers' })).toBeVisible();
  const row = bidRow(page, orderNo);
  await expect(row).toHaveAttribute('data-status', 'open');
  await row.getByTestId('bid-cancel').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Cancel this bid?');
  // "Keep it" changes nothing
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveAttribute('data-status', 'open');

  await row.getByTestId('bid-cancel').click();
  await page.getByTestId('bid-cancel-confirm').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row).toHaveAttribute('data-status', 'cancelled');
  await expect(row.getByTestId('bid-status')).toHaveText('Cancelled');
  await expect(row.getByTestId('bid-cancel')).toHaveCount(0);
  await expect(page.getByTestId('bids-open')).toContainText('0 open bids');
  const offers = await apiCall(request, contract.offer.offerList, { symbol: SYMBOL, token_id: tokenId });
  expect(offers.data.list.map((bid) => bid.order_no)).not.toContain(orderNo);
});

test('my offers as a visitor: asked to log in', async ({ page }) => {
  await page.goto('/nft/nftRecords/offerList');
  await expect(page.getByText('Log in to see the bids you made and the offers on your NFTs.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toBeVisible();
});
