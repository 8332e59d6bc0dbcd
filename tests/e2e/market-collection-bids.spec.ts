import BigNumber from 'bignumber.js';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { apiCall, contract, idempotencyKey, signInByApi, uniqueEmail } from './support/api';
import { holdingOf } from './support/bids';
import { depositNft, openAs, payingUser, spotUsdt } from './support/wallet';

// Collection bids on the collection page, against the real server, with two users: A holds tokens, B bids. A bid
// placed in the sheet stands on the ladder; a listing below it sells at once to it at the bid's price, and the ladder
// follows live; an entrustment order buys a cheaper listing at once and leaves the rest standing.

const PASSWORD = '135790';
// A collection no other spec trades in, its floor (780 USDT) far above these bids: a bid here fills only against the
// listings this spec makes. Fees: buyer 1 %, seller 2 %; royalty 6 %.
const SYMBOL = 'MECHA';
const CHAIN = 'ERC20';

const NFT = { symbol: SYMBOL, chain: CHAIN, lead: '7' };

/** The owner lists their token at `price` through the API; returns the listing's order. */
async function list(request: APIRequestContext, token: string, tokenId: string, price: string) {
  const mine = await holdingOf(request, token, SYMBOL, tokenId);
  const listed = await apiCall(
    request,
    contract.nftMarket.on,
    { item_id: mine!.item_id, price },
    token,
    idempotencyKey('collection-bids-list'),
  );
  expect(listed.code, listed.msg).toBe(0);
  return listed.data.order_no;
}

const available = async (request: APIRequestContext, token: string) =>
  new BigNumber((await spotUsdt(request, token)).available).toFixed();

async function openBids(page: Page, request: APIRequestContext, token: string) {
  await openAs(page, request, token, `/nft/symbolDetail?symbol=${SYMBOL}`);
  await page.getByTestId('collection-tabs').getByRole('tab', { name: 'Bids', exact: true }).click();
}

/** Through the sheet: price, editions, password; waits for the preview of what it does now. */
async function fillBid(page: Page, price: string, quantity: string) {
  await page.getByTestId('collection-bid-place').click();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toContainText('Bid on ');
  await sheet.getByTestId('collection-bid-price').fill(price);
  await sheet.getByTestId('collection-bid-quantity').fill(quantity);
  await sheet.getByTestId('collection-bid-password').fill(PASSWORD);
  await expect(sheet.getByTestId('entrust-preview')).toBeVisible();
  return sheet;
}

test('a collection bid placed in the sheet fills at once, at its price, when the other user lists below it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const seller = await signInByApi(request, uniqueEmail('cbid-seller'));
  const bidder = await payingUser(request, 'cbid-bidder', { usdt: '50', password: PASSWORD });
  const tokenId = await depositNft(request, seller, NFT);

  await openBids(page, request, bidder.token);
  await expect(page.getByTestId('bid-ladder')).toContainText('No bids yet');
  await expect(page.getByTestId('collection-stat-topBid').locator('dd')).toHaveText('—');

  // B bids 10 USDT for up to 2 items: no listing is that cheap, so all of it stands (a plain quote).
  const sheet = await fillBid(page, '10', '2');
  await expect(sheet.getByTestId('entrust-none-now')).toBeVisible();
  await expect(sheet.getByTestId('entrust-preview')).toContainText('Stays open: 2 items');
  await expect(sheet.getByTestId('entrust-rest')).toContainText('10.1 USDT');
  await expect(sheet.getByTestId('collection-bid-total')).toContainText('20.2 USDT');
  const confirm = sheet.getByTestId('collection-bid-confirm');
  await expect(confirm).toHaveText('Place bid');
  await confirm.click();
  const placed = page.getByTestId('collection-bid-placed');
  await expect(placed.getByTestId('collection-bid-standing')).toContainText('2 items still to buy');
  await page.getByTestId('collection-bid-done').click();
  await expect(placed).toHaveCount(0);
  // nothing was taken from the balance: a bid pays when it fills
  expect(await available(request, bidder.token)).toBe('50');

  // The ladder and the header show it; B's own bid is listed with what it still buys.
  const level = page.locator('[data-testid="bid-level"][data-price="10"]');
  await expect(level).toContainText('2 items');
  await expect(level).toContainText('1 bidder');
  await expect(page.getByTestId('collection-stat-topBid').locator('dd')).toHaveText('10 USDT');
  const mine = page.getByTestId('my-collection-bid');
  await expect(mine).toHaveCount(1);
  await expect(mine).toHaveAttribute('data-status', 'open');
  await expect(mine.getByTestId('my-collection-bid-remaining')).toHaveText('2 of 2 still to buy');

  // A lists a token at 8, below the bid: it sells to B at once at the bid's price, 10.
  const sellerBefore = await available(request, seller);
  const orderNo = await list(request, seller, tokenId, '8');
  const listing = await apiCall(request, contract.nftMarket.publishInfo, { order_no: orderNo }, seller);
  expect(listing.data.status).not.toBe('open');
  expect(await holdingOf(request, bidder.token, SYMBOL, tokenId)).not.toBeNull();
  expect(await holdingOf(request, seller, SYMBOL, tokenId)).toBeNull();
  // B paid 10 + 1 % buyer fee; A got 10 − 2 % seller fee − 6 % royalty
  expect(await available(request, bidder.token)).toBe('39.9');
  expect(new BigNumber(await available(request, seller)).minus(sellerBefore).toFixed()).toBe('9.2');

  // B's open screen follows live, without a reload: one item left on the ladder and on B's bid.
  await expect(level).toContainText('1 item');
  await expect(mine.getByTestId('my-collection-bid-remaining')).toHaveText('1 of 2 still to buy');

  // B cancels the rest from the row (after the confirmation): the ladder empties.
  await mine.getByTestId('my-collection-bid-cancel').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Cancel this bid?');
  await dialog.getByTestId('collection-bid-cancel-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(mine).toHaveAttribute('data-status', 'cancelled');
  await expect(mine.getByTestId('my-collection-bid-cancel')).toHaveCount(0);
  await expect(page.getByTestId('bid-ladder')).toContainText('No bids yet');
  await expect(page.getByTestId('collection-stat-topBid').locator('dd')).toHaveText('—');
});

test('an entrustment order buys a cheaper listing at once and leaves the rest standing', async ({ page, request }) => {
  test.setTimeout(180_000);
  const seller = await signInByApi(request, uniqueEmail('entrust-seller'));
  const bidder = await payingUser(request, 'entrust-bidder', { usdt: '50', password: PASSWORD });
  const tokenId = await depositNft(request, seller, NFT);
  await list(request, seller, tokenId, '5');

  // B asks for up to 2 at 10 or less: the preview shows the listing at 5 bought now and one item left standing.
  await openBids(page, request, bidder.token);
  const sheet = await fillBid(page, '10', '2');
  const line = sheet.getByTestId('entrust-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('5 USDT');
  await expect(sheet.getByTestId('entrust-lines')).toContainText('5.05 USDT');
  await expect(sheet.getByTestId('entrust-preview')).toContainText('Stays open: 1 item');
  await expect(sheet.getByTestId('entrust-rest')).toContainText('10.1 USDT');
  const confirm = sheet.getByTestId('collection-bid-confirm');
  await expect(confirm).toHaveText('Buy 1 now, bid for the rest');
  await confirm.click();

  // What it did: bought the token at the listing's price, and one item still to buy at 10.
  const placed = page.getByTestId('collection-bid-placed');
  await expect(placed).toContainText('Bought 1 item');
  await expect(placed.getByTestId('collection-bid-fills')).toContainText('5 USDT');
  await expect(placed.getByTestId('collection-bid-standing')).toContainText('1 item still to buy');
  await page.getByTestId('collection-bid-done').click();
  expect(await holdingOf(request, bidder.token, SYMBOL, tokenId)).not.toBeNull();
  expect(await available(request, bidder.token)).toBe('44.95');

  const sent = await apiCall(request, contract.quote.quoteSendList, { symbol: SYMBOL }, bidder.token);
  expect(sent.data.list[0]).toMatchObject({ kind: 'entrust', status: 'open', quantity: 2, remaining: 1, price: '10' });
  const mine = page.getByTestId('my-collection-bid');
  await expect(mine.getByTestId('my-collection-bid-remaining')).toHaveText('1 of 2 still to buy');
  await expect(page.locator('[data-testid="bid-level"][data-price="10"]')).toContainText('1 item');

  // Leave the collection's book as it was found for the next test of this worker.
  const cancelled = await apiCall(
    request,
    contract.quote.quoteCancel,
    { order_no: sent.data.list[0]!.order_no },
    bidder.token,
  );
  expect(cancelled.code, cancelled.msg).toBe(0);
});
