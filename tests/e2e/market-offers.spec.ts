import BigNumber from 'bignumber.js';
import { expect, test, type APIRequestContext } from './support/test';
import { tradeSplit } from '../../src/domain/tradeSplit';
import { apiCall, contract, uniqueEmail, signInByApi } from './support/api';
import { holdingOf, offerByApi } from './support/bids';
import { depositNft, openAs, payingUser, spotUsdt } from './support/wallet';

// Offers on the item page against the real server, with two users: A holds a token, B makes an offer on it in the
// bid form; A, whose page is open, sees it arrive without a reload and accepts the best one after seeing what they
// receive; the NFT and the money move by the purchase's rule. B cancels an offer from the same page.

const PASSWORD = '135791';
// A collection whose floor (310 USDT) is far above these offers: nothing here fills against a listing.
const SYMBOL = 'KEEPER';
const CHAIN = 'ERC20';

const NFT = { symbol: SYMBOL, chain: CHAIN, lead: '7' };
const itemPath = (tokenId: string) => `/nft/detail721?symbol=${SYMBOL}&token_id=${tokenId}`;

/** The bidder's offer through the API, placed; its order number. */
const offerOn = async (request: APIRequestContext, token: string, tokenId: string, price: string) =>
  (await offerByApi(request, token, { symbol: SYMBOL, tokenId, price, password: PASSWORD })).bid.order_no;

test('B makes an offer in the form, A sees it arrive live and accepts the best: the NFT and the money move', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await payingUser(request, 'item-offers-owner', { usdt: '1', password: PASSWORD });
  const bidder = await payingUser(request, 'item-offers-bidder', { usdt: '40', password: PASSWORD });
  const tokenId = await depositNft(request, owner.token, NFT);
  // a lower offer is already there: the new one goes above it, as the best
  const lower = await offerOn(request, bidder.token, tokenId, '2.5');

  // A's item page is open before B offers
  await openAs(page, request, owner.token, itemPath(tokenId));
  const rows = page.getByTestId('offer-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('2.5 USDT');
  await expect(page.getByTestId('offer-make')).toHaveCount(0); // the owner of an ERC721 token does not offer on it

  // B, in another browser, makes an offer of 12.34 in the sheet: the cost says the buyer fee, nothing is frozen
  const bidderContext = await browser.newContext();
  const bidderPage = await bidderContext.newPage();
  await openAs(bidderPage, request, bidder.token, itemPath(tokenId));
  await bidderPage.getByTestId('offer-make').click();
  const fee = (await apiCall(request, contract.nftMarket.tradeFee, { symbol: SYMBOL })).data;
  const split = tradeSplit('12.34', 1, fee);
  const form = bidderPage.getByRole('dialog');
  await form.getByTestId('offer-price').fill('12.34');
  // what was typed outlives a reload (the offer's draft, kept until the offer is made)
  await bidderPage.reload();
  await bidderPage.getByTestId('offer-make').click();
  await expect(form.getByTestId('offer-price')).toHaveValue('12.34');
  await expect(form.getByTestId('offer-total')).toContainText(`${split.buyerPays.toFixed()} USDT`);
  await expect(form.getByTestId('offer-available')).toContainText('40 USDT');
  await expect(form.getByTestId('offer-open-total')).toContainText(
    `${new BigNumber('2.5').plus(tradeSplit('2.5', 1, fee).buyerFee.value).toFixed()} USDT`,
  );
  await expect(form.getByTestId('offer-ends')).toBeVisible();
  // a refusal keeps what was typed: a wrong password
  await form.getByTestId('offer-password').fill('000000');
  await form.getByTestId('offer-confirm').click();
  await expect(form.getByTestId('offer-password')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByTestId('offer-price')).toHaveValue('12.34');
  await form.getByTestId('offer-password').fill(PASSWORD);
  await form.getByTestId('offer-confirm').click();
  await expect(bidderPage.getByRole('dialog')).toHaveCount(0);
  const bidderBefore = await spotUsdt(request, bidder.token);
  expect(bidderBefore.available).toBe('40'); // nothing is set aside for a bid
  expect(bidderBefore.frozen).toBe('0');

  // A sees the new offer on top, without a reload
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('12.34 USDT');
  await expect(rows.first()).toContainText('Best');
  await expect(rows.nth(1)).toContainText('2.5 USDT');

  // A accepts the best: the sheet says what A receives after the seller fee and royalty
  const ownerBefore = await spotUsdt(request, owner.token);
  await rows.first().getByTestId('offer-accept').click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByTestId('offer-accept-proceeds')).toContainText(`${split.sellerGets.toFixed()} USDT`);
  await sheet.getByTestId('offer-accept-password').fill(PASSWORD);
  await page.getByTestId('offer-accept-confirm').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the money moved by the purchase's rule
  await expect
    .poll(async () => (await spotUsdt(request, owner.token)).available)
    .toBe(new BigNumber(ownerBefore.available).plus(split.sellerGets.value).toFixed());
  expect((await spotUsdt(request, bidder.token)).available).toBe(
    new BigNumber('40').minus(split.buyerPays.value).toFixed(),
  );
  // the item is now B's, and A's page no longer offers A an Accept
  expect(await holdingOf(request, bidder.token, SYMBOL, tokenId)).not.toBeNull();
  expect(await holdingOf(request, owner.token, SYMBOL, tokenId)).toBeNull();
  await expect(page.getByTestId('offer-accept')).toHaveCount(0);
  await expect(page.getByTestId('offer-make')).toBeVisible();
  // B's lower offer is B's own now: B sees it with Cancel on its page
  await bidderPage.reload();
  const own = bidderPage.locator(`[data-testid="offer-row"][data-order-no="${lower}"]`);
  await expect(own.getByTestId('offer-cancel')).toBeVisible();
  await bidderContext.close();
});

test('B cancels an offer from the item page; the ladder empties and the balance is untouched', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await signInByApi(request, uniqueEmail('item-cancel-owner'));
  const bidder = await payingUser(request, 'item-cancel-bidder', { usdt: '10', password: PASSWORD });
  const tokenId = await depositNft(request, owner, NFT);
  const orderNo = await offerOn(request, bidder.token, tokenId, '4');

  await openAs(page, request, bidder.token, itemPath(tokenId));
  const row = page.locator(`[data-testid="offer-row"][data-order-no="${orderNo}"]`);
  await expect(row).toContainText('Yours');
  await expect(row.getByTestId('offer-accept')).toHaveCount(0);
  await row.getByTestId('offer-cancel').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Cancel your offer?');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(row).toHaveCount(1);
  await row.getByTestId('offer-cancel').click();
  await page.getByTestId('offer-cancel-confirm').click();
  await expect(page.getByTestId('offers-empty')).toBeVisible();
  await expect(page.getByTestId('offer-row')).toHaveCount(0);
  expect(await spotUsdt(request, bidder.token)).toEqual({ available: '10', frozen: '0' });
  const sent = await apiCall(request, contract.offer.offerSendList, { page: 1, page_size: 10 }, bidder.token);
  expect(sent.data.list.find((bid) => bid.order_no === orderNo)?.status).toBe('cancelled');
});

test('a visitor who taps Make offer is asked to log in', async ({ page, request }) => {
  const owner = await signInByApi(request, uniqueEmail('item-visitor-owner'));
  const tokenId = await depositNft(request, owner, NFT);
  await page.goto(itemPath(tokenId));
  await expect(page.getByTestId('offers-empty')).toBeVisible();
  await page.getByTestId('offer-make').click();
  await expect(page).toHaveURL(/\/login/);
});
