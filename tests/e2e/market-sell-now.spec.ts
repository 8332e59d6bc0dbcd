import BigNumber from 'bignumber.js';
import { expect, test, type APIRequestContext } from './support/test';
import { tradeSplit } from '../../src/domain/tradeSplit';
import { hashPassword } from '../../src/shared/lib/password';
import { apiCall, contract, idempotencyKey } from './support/api';
import { holdingOf, inDays, offerByApi } from './support/bids';
import { accessToken } from './support/signin-methods';
import { mainButton, openInTelegram, uniqueTelegramUser } from './support/telegram';
import { depositNft, moveOutOfSpot, openAs, payingUser, spotUsdt } from './support/wallet';

// Sell now against the real server, with two users: A holds a token, B bids on it (a trait bid, or an offer); A sees
// the best bid with what they receive after the seller fee and the royalty, confirms with the payment password, and
// the token moves to B with the money, by the market's one split.

const PASSWORD = '135790';
// A collection no other spec trades in, with a royalty: the seller's figures have all three parts.
const SYMBOL = 'GHOST';
const CHAIN = 'SOLANA';

/**
 * A token with traits that the user buys from the market (its cheapest listing: a seed token, which has traits; a
 * token new to the platform has none), so a trait bid can match it.
 */
async function buyTraitToken(request: APIRequestContext, token: string) {
  const found = await apiCall(request, contract.nftMarket.search, { symbol: SYMBOL, sort: 2, page_size: 10 });
  const goods = found.data.list.find((row) => row.price_symbol === 'USDT' && row.order_no);
  if (!goods) throw new Error(`no ${SYMBOL} listing`);
  const bought = await apiCall(
    request,
    contract.nftMarket.buy,
    { order_no: goods.order_no!, price: goods.price!, password: hashPassword(PASSWORD) },
    token,
    idempotencyKey('sell-now-buy'),
  );
  expect(bought.code, bought.msg).toBe(0);
  const info = await apiCall(
    request,
    contract.nftMarket.goodsInfo,
    { symbol: SYMBOL, token_id: goods.token_id },
    token,
  );
  expect(info.data.mine).not.toBeNull();
  return { tokenId: goods.token_id, info: info.data };
}

/** A token new to the platform deposited to the user on the simulated chain and credited. */
async function depositToken(request: APIRequestContext, token: string) {
  const tokenId = await depositNft(request, token, { symbol: SYMBOL, chain: CHAIN, lead: '7' });
  const info = await apiCall(request, contract.nftMarket.goodsInfo, { symbol: SYMBOL, token_id: tokenId }, token);
  expect(info.data.mine).not.toBeNull();
  return { tokenId, info: info.data };
}

const usdt = (value: BigNumber.Value) => `${new BigNumber(value).toFixed()} USDT`;

async function rates(request: APIRequestContext) {
  const fee = await apiCall(request, contract.nftMarket.tradeFee, { symbol: SYMBOL });
  expect(fee.code, fee.msg).toBe(0);
  return fee.data;
}

test('sell now to a trait bid from the item page: the token goes to the bidder, the money by the split', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await payingUser(request, 'sell-now-owner', { usdt: '40', password: PASSWORD });
  const bidder = await payingUser(request, 'sell-now-bidder', { usdt: '50', password: PASSWORD });
  const { tokenId, info } = await buyTraitToken(request, owner.token);
  const trait = info.traits[0]!;
  // below every listing of that trait value, so the bid buys nothing when placed and stands for the owner
  const price = new BigNumber(trait.floor ?? '10').times(0.8).decimalPlaces(2, BigNumber.ROUND_DOWN).toFixed();

  const placed = await apiCall(
    request,
    contract.quote.quoteMake,
    {
      symbol: SYMBOL,
      price,
      quantity: 1,
      trait_type: trait.trait_type,
      trait_value: String(trait.value),
      expires_at: inDays(7),
      password: hashPassword(PASSWORD),
    },
    bidder.token,
    idempotencyKey('sell-now-trait'),
  );
  expect(placed.code, placed.msg).toBe(0);
  expect(placed.data.fills).toEqual([]);
  const fee = await rates(request);
  const split = tradeSplit(price, 1, fee);
  const ownerBefore = await spotUsdt(request, owner.token);
  const bidderBefore = await spotUsdt(request, bidder.token);

  await openAs(page, request, owner.token, `/nft/detail721?symbol=${SYMBOL}&token_id=${tokenId}`);
  const block = page.getByTestId('sell-now');
  await expect(block.getByTestId('sell-now-kind')).toHaveText(`Trait bid · ${trait.trait_type}: ${trait.value}`);
  await expect(block.getByTestId('sell-now-price')).toHaveText(usdt(price));
  await expect(block.getByTestId('sell-now-proceeds')).toHaveText(usdt(split.sellerGets.toFixed()));
  await block.getByTestId('sell-now-open').click();

  const sheet = page.getByTestId('sell-now-sheet');
  await expect(sheet.getByTestId('sell-now-kind')).toHaveText(`Trait bid · ${trait.trait_type}: ${trait.value}`);
  await expect(sheet.getByTestId('sell-now-receive')).toHaveText(usdt(split.sellerGets.toFixed()));
  const confirm = page.getByTestId('sell-now-confirm');
  await expect(confirm).toBeDisabled();
  // a wrong password is refused under its field, and what was typed stays
  await sheet.getByTestId('sell-now-password').fill('000000');
  await confirm.click();
  await expect(sheet.getByTestId('sell-now-password')).toHaveValue('000000');
  await expect(sheet.getByTestId('sell-now-password')).toHaveAttribute('aria-invalid', 'true');
  await sheet.getByTestId('sell-now-password').fill(PASSWORD);
  await confirm.click();

  const receipt = page.getByTestId('sell-now-receipt');
  await expect(receipt.getByTestId('sell-now-received')).toHaveText(usdt(split.sellerGets.toFixed()));
  await page.getByTestId('sell-now-done').click();
  await expect(receipt).toHaveCount(0);
  // the page learns the token is no longer the owner's: no sell now, no listing action
  await expect(page.getByTestId('sell-now')).toHaveCount(0);
  await expect(page.getByTestId('detail-sell')).toHaveCount(0);

  expect((await holdingOf(request, bidder.token, SYMBOL, tokenId))?.amount).toBe(1);
  expect(await holdingOf(request, owner.token, SYMBOL, tokenId)).toBeNull();
  const ownerAfter = await spotUsdt(request, owner.token);
  const bidderAfter = await spotUsdt(request, bidder.token);
  expect(ownerAfter.available).toBe(new BigNumber(ownerBefore.available).plus(split.sellerGets.value).toFixed());
  expect(bidderAfter.available).toBe(new BigNumber(bidderBefore.available).minus(split.buyerPays.value).toFixed());
});

test("sell now from the owner's NFT card to an offer", async ({ page, request }) => {
  test.setTimeout(180_000);
  const owner = await payingUser(request, 'sell-now-card-owner', { usdt: '1', password: PASSWORD });
  const bidder = await payingUser(request, 'sell-now-card-bidder', { usdt: '50', password: PASSWORD });
  const { tokenId, info } = await depositToken(request, owner.token);
  const price = '12.5';
  await offerByApi(request, bidder.token, { symbol: SYMBOL, tokenId, price, password: PASSWORD });
  const split = tradeSplit(price, 1, await rates(request));
  const ownerBefore = await spotUsdt(request, owner.token);

  await openAs(page, request, owner.token, `/nft/batch?symbol=${SYMBOL}`);
  const card = page.locator(`[data-testid="batch-card"][data-item="${info.mine!.item_id}"]`);
  await expect(card.getByTestId('sell-now-price')).toHaveText(usdt(price));
  await expect(card.getByTestId('sell-now-proceeds')).toHaveText(usdt(split.sellerGets.toFixed()));
  await card.getByTestId('sell-now-open').click();

  const sheet = page.getByTestId('sell-now-sheet');
  await expect(sheet.getByTestId('sell-now-kind')).toHaveText('Offer on this NFT');
  await expect(sheet.getByTestId('sell-now-receive')).toHaveText(usdt(split.sellerGets.toFixed()));
  await sheet.getByTestId('sell-now-password').fill(PASSWORD);
  await page.getByTestId('sell-now-confirm').click();
  await expect(page.getByTestId('sell-now-received')).toHaveText(usdt(split.sellerGets.toFixed()));
  await page.getByTestId('sell-now-done').click();
  // the card is gone with the token
  await expect(card).toHaveCount(0);

  expect((await holdingOf(request, bidder.token, SYMBOL, tokenId))?.amount).toBe(1);
  const ownerAfter = await spotUsdt(request, owner.token);
  expect(ownerAfter.available).toBe(new BigNumber(ownerBefore.available).plus(split.sellerGets.value).toFixed());
});

test('a bidder who spent the money: the sale is refused, nothing moves, and the sheet says there is no bid now', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await payingUser(request, 'sell-now-spent-owner', { usdt: '1', password: PASSWORD });
  const bidder = await payingUser(request, 'sell-now-spent-bidder', { usdt: '5', password: PASSWORD });
  const { tokenId } = await depositToken(request, owner.token);
  await offerByApi(request, bidder.token, { symbol: SYMBOL, tokenId, price: '4', password: PASSWORD });

  await openAs(page, request, owner.token, `/nft/detail721?symbol=${SYMBOL}&token_id=${tokenId}`);
  await page.getByTestId('sell-now-open').click();
  await page.getByTestId('sell-now-password').fill(PASSWORD);
  // with the sheet open, the bidder moves all but 1 USDT out of the spot account: the offer (4 + fee) is unfunded
  await moveOutOfSpot(request, bidder.token, '4');
  const ownerBefore = await spotUsdt(request, owner.token);
  const bidderBefore = await spotUsdt(request, bidder.token);
  await page.getByTestId('sell-now-confirm').click();

  await expect(page.getByTestId('sell-now-refused')).toContainText(
    "The bidder's balance cannot pay this bid right now. Nothing was sold: try the next best bid.",
  );
  // the token's answer has no bid it can be sold to now, and the password stays typed
  await expect(page.getByTestId('sell-now-gone')).toBeVisible();
  await expect(page.getByTestId('sell-now-confirm')).toBeDisabled();
  await expect(page.getByTestId('sell-now-password')).toHaveValue(PASSWORD);
  expect(await spotUsdt(request, owner.token)).toEqual(ownerBefore);
  expect(await spotUsdt(request, bidder.token)).toEqual(bidderBefore);
  expect((await holdingOf(request, owner.token, SYMBOL, tokenId))?.amount).toBe(1);
});

test("inside Telegram, the sheet's confirm is the main button, given back to the page's action when it closes", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const bidder = await payingUser(request, 'sell-now-tg-bidder', { usdt: '20', password: PASSWORD });
  await openInTelegram(page, '/', { user: uniqueTelegramUser('sell-now') });
  await expect.poll(() => accessToken(page)).toBeTruthy();
  const owner = (await accessToken(page))!;
  const { tokenId } = await depositToken(request, owner);
  await offerByApi(request, bidder.token, { symbol: SYMBOL, tokenId, price: '3', password: PASSWORD });

  await page.goto(`/nft/detail721?symbol=${SYMBOL}&token_id=${tokenId}`);
  await expect(page.getByTestId('sell-now-price')).toHaveText('3 USDT');
  await expect.poll(() => mainButton(page)).toMatchObject({ text: 'List for sale', is_visible: true });
  await page.getByTestId('sell-now-open').click();
  await expect(page.getByTestId('sell-now-sheet')).toBeVisible();
  // no button of the sheet's own: Telegram's is the confirm, inactive while a payment password is still to be set
  await expect(page.getByTestId('sell-now-confirm')).toHaveCount(0);
  await expect(page.getByTestId('sell-now-no-password')).toBeVisible();
  await expect.poll(() => mainButton(page)).toMatchObject({ text: 'Sell now', is_visible: true, is_active: false });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('sell-now-sheet')).toHaveCount(0);
  await expect.poll(() => mainButton(page)).toMatchObject({ text: 'List for sale', is_visible: true });
});
