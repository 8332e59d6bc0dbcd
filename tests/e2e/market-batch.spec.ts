import { expect, test, type APIRequestContext } from './support/test';
import BigNumber from 'bignumber.js';
import { displayAmount } from '../../src/domain/amount';
import { hashPassword } from '../../src/shared/lib/password';
import { apiCall, contract } from './support/api';
import { openAs, payingUser, sendNft, spotUsdt } from './support/wallet';

// Batch listing and the sweep cart against the real server. A user with three NFTs lists them at once from
// /nft/batch (one bad price first: refused under its line, nothing listed), re-prices them by a percentage and
// delists them at once from /nft/batch/update. Then a buyer sweeps three cheap listings into the cart; another user
// buys one of them meanwhile, so "Buy 3" is refused naming it and nothing is bought; the remaining two are bought
// and the receipt lists exactly those two.

const PASSWORD = '135790';
const SYMBOL = 'ASTRO';
const CHAIN = 'ERC20';

/** A new ASTRO token sent to the user on the simulated chain (credited once mined). */
async function depositNft(request: APIRequestContext, token: string, n: number): Promise<string> {
  const tokenId = `8${String(Date.now() % 1_000_000_000)}${n}`;
  await sendNft(request, token, { chain: CHAIN, symbol: SYMBOL, tokenId });
  return tokenId;
}

/** Three new NFTs for the user, credited once the chain has mined past its confirmations. */
async function threeNfts(request: APIRequestContext, token: string): Promise<string[]> {
  const ids = [
    await depositNft(request, token, 1),
    await depositNft(request, token, 2),
    await depositNft(request, token, 3),
  ];
  expect((await request.post('/dev/chain/mine', { data: { chain: CHAIN, blocks: 40 } })).ok()).toBe(true);
  await expect
    .poll(async () => (await sellable(request, token)).filter((row) => ids.includes(row.goods.token_id)).length)
    .toBe(3);
  return ids;
}

const sellable = async (request: APIRequestContext, token: string) =>
  (await apiCall(request, contract.nftMarket.sellSearch, { symbol: SYMBOL, page_size: 100 }, token)).data.list;

const openOrders = async (request: APIRequestContext, token: string) =>
  (await apiCall(request, contract.nftMarket.orderHistory, { status: 'open', page_size: 50 }, token)).data;

/** "12.5 USDT" as the screens write it (the one display rule: grouped, 8 significant digits). */
const usdt = (value: BigNumber.Value) => `${displayAmount(new BigNumber(value).toFixed())} USDT`;

test('batch: three NFTs listed at once (a bad price refused first), re-priced by a percentage, delisted at once', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const seller = await payingUser(request, 'batch-seller', { usdt: '1', password: PASSWORD });
  const ids = await threeNfts(request, seller.token);

  // /nft/batch: a visitor is asked to sign in
  await page.goto('/nft/batch');
  await expect(page.getByTestId('batch-login')).toBeVisible();

  // the three are chosen on /nft/batch; a reload keeps the choice
  await openAs(page, request, seller.token, '/nft/batch');
  const cards = page.getByTestId('batch-card');
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) await card.getByTestId('batch-select').click();
  await expect(page.getByTestId('batch-selected')).toHaveText('3 chosen');
  await page.reload();
  await expect(page.getByTestId('batch-selected')).toHaveText('3 chosen');
  await page.getByTestId('batch-continue').click();
  await expect(page).toHaveURL(/\/nft\/batch\/on$/);

  // one price for all; a line's price keeps the coin's 6 decimals as every amount field does (the 7th is refused
  // and the field says so); then that line's token is listed elsewhere meanwhile: the form is valid, the server
  // refuses that line under it, and nothing is listed
  const lines = page.getByTestId('batch-line');
  await expect(lines).toHaveCount(3);
  await page.getByTestId('batch-same').fill('5');
  await page.getByTestId('batch-same-apply').click();
  for (const line of await lines.all()) await expect(line.getByTestId('batch-price')).toHaveValue('5');
  await expect(lines.first().getByTestId('batch-receive')).toContainText('USDT');
  const bad = lines.nth(2);
  await lines.nth(1).getByTestId('batch-price').fill('6');
  await bad.getByTestId('batch-price').fill('7.1234567');
  await expect(bad.getByTestId('batch-price')).toHaveValue('7.123456');
  await expect(bad.getByTestId('amount-decimals')).toHaveText('USDT takes no more decimal places.');
  const badItem = Number(await bad.getAttribute('data-item'));
  const elsewhere = await apiCall(
    request,
    contract.nftMarket.onBatchV2,
    { items: [{ item_id: badItem, price: '9' }] },
    seller.token,
    { 'Idempotency-Key': `e2e-batch-elsewhere-${Date.now()}` },
  );
  expect(elsewhere.code).toBe(0);
  await page.getByTestId('batch-list').click();
  // every line is far below ASTRO's floor (the seed's cats sell for much more): said on each line, asked once
  await expect(lines.first().getByTestId('batch-below-floor')).toContainText('below the floor of');
  await expect(page.getByTestId('batch-below-floor-confirm')).toContainText('3 lines are priced more than half below');
  await page.getByRole('dialog').getByRole('button', { name: 'Use this price' }).click();
  await expect(bad.getByTestId('batch-answer')).toHaveAttribute('data-ok', 'false');
  await expect(lines.first().getByTestId('batch-answer')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('batch-refused')).toContainText('1 line needs a change');
  await expect(page).toHaveURL(/\/nft\/batch\/on$/);
  expect((await openOrders(request, seller.token)).count).toBe(1);
  const off = await apiCall(
    request,
    contract.nftMarket.off,
    { order_no: elsewhere.data.orders[0]!.order_no },
    seller.token,
    { 'Idempotency-Key': `e2e-batch-off-${Date.now()}` },
  );
  expect(off.code).toBe(0);

  // a price typed again: the line's old answer goes; the batch is listed, all three
  await bad.getByTestId('batch-price').fill('7');
  await expect(bad.getByTestId('batch-answer')).toHaveCount(0);
  await page.getByTestId('batch-list').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Use this price' }).click();
  await expect(page.getByText('3 NFTs listed.')).toBeVisible();
  await expect(page).toHaveURL(/\/nft\/nftRecordPageOrder\?status=open$/);
  const listed = await openOrders(request, seller.token);
  expect(listed.list.map((order) => order.token_id).sort()).toEqual([...ids].sort());
  expect(listed.list.map((order) => order.price).sort()).toEqual(['5', '6', '7']);
  for (const id of ids) await expect(page.getByTestId('order-row').filter({ hasText: `#${id}` })).toHaveCount(1);

  // /nft/batch/update: all chosen, -10 % for all, saved at once; the rows show the new prices
  await page.getByTestId('orders-batch-update').click();
  await expect(page).toHaveURL(/\/nft\/batch\/update$/);
  const rows = page.getByTestId('batch-order');
  await expect(rows).toHaveCount(3);
  await page.getByTestId('batch-select-all').click();
  await page.getByTestId('batch-percent').fill('-10');
  await page.getByTestId('batch-percent-apply').click();
  const newPrices = await page
    .getByTestId('batch-new-price')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).sort());
  expect(newPrices).toEqual(['4.5', '5.4', '6.3']);
  await page.getByTestId('batch-save').click();
  await expect(page.getByText('3 prices updated.')).toBeVisible();
  await expect(page.getByTestId('batch-new-price')).toHaveCount(0);
  for (const price of ['4.5', '5.4', '6.3'])
    await expect(page.getByTestId('batch-order-price').filter({ hasText: usdt(price) })).toHaveCount(1);
  expect((await openOrders(request, seller.token)).list.map((order) => order.price).sort()).toEqual([
    '4.5',
    '5.4',
    '6.3',
  ]);

  // all chosen again and delisted at once: the list is empty and the NFTs can be listed again
  await page.getByTestId('batch-select-all').click();
  await page.getByTestId('batch-delist').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delist' }).click();
  await expect(page.getByText('3 listings removed.')).toBeVisible();
  await expect(rows).toHaveCount(0);
  await expect(page.getByText('You have no open listings.')).toBeVisible();
  expect((await openOrders(request, seller.token)).count).toBe(0);
  expect((await sellable(request, seller.token)).every((row) => row.listable === 1)).toBe(true);
});

test('sweep: three cheap listings in the cart, one sold meanwhile refuses the whole purchase, then two are bought', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const [seller, buyer, other] = await Promise.all([
    payingUser(request, 'sweep-seller', { usdt: '1', password: PASSWORD }),
    payingUser(request, 'sweep-buyer', { usdt: '100', password: PASSWORD }),
    payingUser(request, 'sweep-other', { usdt: '100', password: PASSWORD }),
  ]);
  const ids = await threeNfts(request, seller.token);
  const rows = await sellable(request, seller.token);
  const prices = ['0.51', '0.52', '0.53'];
  const itemOf = (id: string) => rows.find((row) => row.goods.token_id === id)!;
  const listing = await apiCall(
    request,
    contract.nftMarket.onBatchV2,
    { items: ids.map((id, index) => ({ item_id: itemOf(id).item_id, price: prices[index]! })) },
    seller.token,
    { 'Idempotency-Key': `e2e-sweep-list-${Date.now()}` },
  );
  expect(listing.code).toBe(0);
  const orderOf = (id: string) => listing.data.orders.find((order) => order.token_id === id)!;
  const [first, sold, third] = ids as [string, string, string];

  // the collection's items, cheapest first, in sweep mode: the first tapped into the cart, then "the 2 cheapest
  // up to 0.75" adds the other two (the one in the cart is not picked twice)
  await openAs(page, request, buyer.token, `/nft/symbolDetail?symbol=${SYMBOL}&sort=2`);
  await page.getByTestId('sweep-mode').click();
  await expect(page.getByText('Sweep: tap listed NFTs to put them in your cart.')).toBeVisible();
  await page.locator(`[data-token="${SYMBOL}#${first}"]`).getByTestId('sweep-pick').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByTestId('sweep-cheapest').click();
  await page.getByTestId('cheapest-count').fill('2');
  await page.getByTestId('cheapest-cap').fill('0.75');
  await page.getByTestId('cheapest-add').click();
  await expect(page.getByText('2 NFTs added to your cart.')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await expect(page.getByTestId('cart-button')).toContainText(usdt('1.56'));
  for (const id of ids)
    await expect(page.locator(`[data-token="${SYMBOL}#${id}"]`).getByRole('checkbox')).toBeChecked();
  // the cart survives a reload
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('3');

  // the review: three lines available, totals with the fee, the balance after
  await page.getByTestId('cart-review').click();
  await expect(page).toHaveURL(/\/nft\/cart$/);
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(3);
  await expect(page.locator('[data-testid="cart-line"][data-available="true"]')).toHaveCount(3);
  await expect(page.getByTestId('cart-total')).toHaveText(usdt('1.5756'));
  await expect(page.getByTestId('cart-buy')).toHaveText('Buy 3 NFTs');
  await page.getByTestId('cart-password').fill(PASSWORD);
  const before = await spotUsdt(request, buyer.token);

  // another user buys one of them meanwhile (through the API)
  const bought = await apiCall(
    request,
    contract.nftMarket.buy,
    { order_no: orderOf(sold).order_no, price: '0.52', password: hashPassword(PASSWORD) },
    other.token,
    { 'Idempotency-Key': `e2e-sweep-rival-${Date.now()}` },
  );
  expect(bought.code).toBe(0);
  const soldName = orderOf(sold).name;

  // "Buy 3": refused naming that NFT, nothing bought, its line marked, the password still typed
  await page.getByTestId('cart-buy').click();
  await expect(page.getByTestId('cart-refused')).toContainText(`${soldName} is no longer available at that price`);
  const soldLine = page.locator(`[data-testid="cart-line"][data-token="${SYMBOL}#${sold}"]`);
  await expect(soldLine).toHaveAttribute('data-available', 'false');
  await expect(soldLine.getByTestId('cart-line-status')).toContainText('was sold or delisted');
  await expect(page.getByTestId('cart-buy')).toHaveText('Buy 2 NFTs');
  await expect(page.getByTestId('cart-password')).toHaveValue(PASSWORD);
  await expect(page.getByTestId('cart-total')).toHaveText(usdt('1.0504'));
  expect(await spotUsdt(request, buyer.token)).toEqual(before);
  expect((await apiCall(request, contract.nftMarket.buyHistory, {}, buyer.token)).data.count).toBe(0);

  // "Buy 2": the receipt lists exactly those two, each linking to its token, and the total paid
  await page.getByTestId('cart-buy').click();
  await expect(page.getByText('You bought 2 NFTs')).toBeVisible();
  const receipt = page.getByTestId('cart-receipt-line');
  await expect(receipt).toHaveCount(2);
  expect((await receipt.evaluateAll((els) => els.map((el) => el.getAttribute('data-token')))).sort()).toEqual(
    [`${SYMBOL}#${first}`, `${SYMBOL}#${third}`].sort(),
  );
  for (const id of [first, third])
    await expect(
      page.locator(`[data-testid="cart-receipt-line"][data-token="${SYMBOL}#${id}"] a[href*="token_id=${id}"]`),
    ).toHaveCount(1);
  await expect(page.getByTestId('cart-receipt-total')).toHaveText(usdt('1.0504'));
  expect(new BigNumber((await spotUsdt(request, buyer.token)).available).toFixed()).toBe(
    new BigNumber(before.available).minus('1.0504').toFixed(),
  );

  // the cart is empty afterwards
  await page.goto(`/nft/symbolDetail?symbol=${SYMBOL}&sort=2`);
  await expect(page.getByTestId('goods-card').first()).toBeVisible();
  await expect(page.getByTestId('cart-button')).toHaveCount(0);
});
