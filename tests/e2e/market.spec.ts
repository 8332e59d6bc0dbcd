import { expect, test, type APIRequestContext } from './support/test';
import BigNumber from 'bignumber.js';
import type { Goods } from '../../src/contract/nftMarket/types';
import { tradeSplit } from '../../src/domain/tradeSplit';
import { hashPassword } from '../../src/shared/lib/password';
import { apiCall, contract } from './support/api';
import { openAs, payingUser, spotUsdt } from './support/wallet';
import { liveConnected } from './support/live';

// The market as a user meets it: search with filters kept in the URL, a token's page, buying with the
// payment password, then listing what was bought, changing its price and delisting it.

const PASSWORD = '246810';

/** The cheapest listed ERC721 token in USDT under `cap` that no test bought yet. */
async function cheapToken(request: APIRequestContext, cap = '60'): Promise<Goods> {
  const res = await apiCall(request, contract.nftMarket.search, {
    sort: 2,
    page_size: 50,
    filter: { erc_type: 'ERC721', max_price: cap },
  });
  // a seeded token (ranked, with traits and history): other specs list freshly deposited tokens, which have neither,
  // at low prices
  const goods = res.data.list.find((row) => row.price_symbol === 'USDT' && row.verified && row.rarity_rank !== null);
  if (!goods) throw new Error('no cheap listed token');
  return goods;
}

/** `token`'s user buys `goods`'s listing through the API (another person, not the page under test). */
async function buyByApi(request: APIRequestContext, token: string, goods: Goods) {
  const sold = await apiCall(
    request,
    contract.nftMarket.buy,
    // A listed token: its price is set.
    { order_no: goods.order_no!, price: goods.price!, password: hashPassword(PASSWORD) },
    token,
    { 'Idempotency-Key': `e2e-buy-${goods.order_no}-${Date.now()}` },
  );
  expect(sold.code, sold.msg).toBe(0);
}

test('search: words, a collection, a trait and a sort are kept in the URL and survive a reload', async ({
  page,
  request,
}) => {
  const ranking = await apiCall(request, contract.nftMarket.nftSymbolRecommendList, { page_size: 50 });
  const collection = ranking.data.list[0]!;
  const traits = await apiCall(request, contract.nftMarket.nftCustomAttributeList, {
    symbol: collection.symbol,
  });
  const trait = traits.data.traits[0]!;
  const value = trait.values[0]!;

  await page.goto('/nft/search');
  await expect(page.getByTestId('goods-card').first()).toBeVisible();
  const all = await page.getByTestId('search-count').textContent();

  await page.getByTestId('search-filters').click();
  await page.getByTestId(`filter-collection-${collection.symbol}`).click();
  await page.getByTestId(`trait-${trait.trait_type}`).click();
  await page.getByTestId(`trait-value-${trait.trait_type}-${value.value}`).click();
  await page.getByTestId('filter-apply').click();
  await expect(page).toHaveURL(new RegExp(`symbol=${collection.symbol}.*attr=`));
  await expect(page.getByTestId('search-count')).not.toHaveText(all ?? '');
  const cards = page.getByTestId('goods-card');
  await expect(cards.first()).toBeVisible();
  for (const token of await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-token'))))
    expect(token).toMatch(new RegExp(`^${collection.symbol}#`));

  await page.getByTestId('search-sort').click();
  await page.getByTestId('sort-2').click();
  await expect(page).toHaveURL(/sort=2/);
  await page.reload();
  await expect(page.getByTestId('search-filters')).toContainText('(2)');
  const prices = await page
    .getByTestId('goods-card')
    .evaluateAll((nodes) => nodes.map((node) => node.querySelector('strong')?.textContent ?? ''));
  const numbers = prices.filter(Boolean).map((text) => new BigNumber(text.replace(/[^\d.]/g, '')));
  for (let i = 1; i < numbers.length; i += 1) expect(numbers[i]!.gte(numbers[i - 1]!)).toBe(true);

  // words that match nothing: the empty state, not an error
  await page.getByTestId('search-title').fill('zzzz-no-such-nft');
  await expect(page.getByText('No NFT matches this search')).toBeVisible();
  await expect(page).toHaveURL(/title=zzzz-no-such-nft/);
});

test('a bad price filter is said under its field and nothing is applied', async ({ page }) => {
  await page.goto('/nft/search');
  await page.getByTestId('search-filters').click();
  await page.getByTestId('filter-min').fill('012');
  await page.getByTestId('filter-apply').click();
  await expect(page.getByTestId('filter-min')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('filter-min')).toHaveValue('012');
  await expect(page).not.toHaveURL(/min=/);
});

test('a visitor sees the token and is asked to sign in to buy', async ({ page, request }) => {
  const goods = await cheapToken(request);
  await page.goto(`/nft/detail721?symbol=${goods.symbol}&token_id=${goods.token_id}`);
  await expect(page.getByRole('heading', { name: goods.name })).toBeVisible();
  await expect(page.getByTestId('goods-traits')).toBeVisible();
  await expect(page.getByTestId('activity-row').first()).toBeVisible();
  await page.getByTestId('detail-buy').click();
  await expect(page).toHaveURL(/\/login/);

  // the purchase screen's own link, shared: the visitor is asked to sign in, never told a session expired
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  await page.goto(`/nft/buy?symbol=${goods.symbol}&token_id=${goods.token_id}&order_no=${goods.order_no}`);
  await expect(page.getByTestId('batch-login')).toBeVisible();
  await expect(page.getByText('Log in to buy this NFT.')).toBeVisible();
  await expect(page.locator('.notice, [role="alert"]')).toHaveCount(0);
  expect(asked.filter((path) => /payment_setting|account\/balance|coin_list/.test(path))).toEqual([]);
  await page.getByTestId('batch-login').click();
  await expect(page).toHaveURL(/\/login/);
});

test('buy with the payment password, then list, re-price and delist what was bought', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token } = await payingUser(request, 'market-buyer', { usdt: '200', password: PASSWORD });
  const goods = await cheapToken(request);
  const before = new BigNumber((await spotUsdt(request, token)).available);

  await openAs(page, request, token, `/nft/detail721?symbol=${goods.symbol}&token_id=${goods.token_id}`);
  await page.getByTestId('detail-buy').click();
  await expect(page).toHaveURL(/\/nft\/buy\?/);
  const total = new BigNumber(goods.price!).times('1.01').decimalPlaces(8);
  await expect(page.getByTestId('buy-total')).toContainText(total.toFormat());

  // a wrong password is said under the field; nothing moves and the page stays
  await page.getByTestId('buy-password').fill('111111');
  await page.getByTestId('buy-confirm').click();
  await expect(page.getByTestId('buy-password')).toHaveAttribute('aria-invalid', 'true');
  expect(new BigNumber((await spotUsdt(request, token)).available).eq(before)).toBe(true);

  await page.getByTestId('buy-password').fill(PASSWORD);
  await page.getByTestId('buy-confirm').click();
  await expect(page).toHaveURL(/\/nft\/detail721\?/);
  await expect(page.getByTestId('detail-sell')).toBeVisible();
  await expect.poll(async () => (await spotUsdt(request, token)).available).toBe(before.minus(total).toFixed());

  // list it: a price of 0 is refused under the field, then 25 shows what the seller receives
  await page.getByTestId('detail-sell').click();
  await page.getByTestId('sell-price').fill('0');
  await page.getByTestId('sell-confirm').click();
  await expect(page.getByTestId('sell-price')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('sell-price').fill('25');
  const fee = await apiCall(request, contract.nftMarket.tradeFee, {
    symbol: goods.symbol,
  });
  const proceeds = new BigNumber(25)
    .minus(new BigNumber(25).times(fee.data.seller_fee_rate))
    .minus(new BigNumber(25).times(fee.data.royalty_rate));
  await expect(page.getByTestId('sell-proceeds')).toContainText(proceeds.toFormat());
  await page.getByTestId('sell-confirm').click();
  await expect(page.getByTestId('detail-price')).toContainText('25 USDT');

  await page.getByTestId('detail-change').click();
  await page.getByTestId('sell-price').fill('30');
  await page.getByTestId('sell-confirm').click();
  await expect(page.getByTestId('detail-price')).toContainText('30 USDT');

  await page.getByTestId('detail-delist').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delist' }).click();
  await expect(page.getByTestId('detail-sell')).toBeVisible();
  const info = await apiCall(request, contract.nftMarket.goodsInfo, {
    symbol: goods.symbol,
    token_id: goods.token_id,
  });
  expect(info.data.listings).toEqual([]);
  const kinds = await page.getByTestId('activity-row').evaluateAll((rows) => rows.map((row) => row.dataset.kind));
  expect(kinds.slice(0, 4)).toEqual(['delist', 'change', 'list', 'sale']);
});

test('a listing sold while the purchase screen is open is said there at once, and nothing is charged', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await payingUser(request, 'market-late', { usdt: '200', password: PASSWORD });
  const rival = await payingUser(request, 'market-rival', { usdt: '200', password: PASSWORD });
  const goods = await cheapToken(request);
  const connected = liveConnected(page);
  await openAs(page, request, token, `/nft/detail721?symbol=${goods.symbol}&token_id=${goods.token_id}`);
  await page.getByTestId('detail-buy').click();
  await expect(page.getByTestId('buy-total')).toBeVisible();
  await connected;
  const before = (await spotUsdt(request, token)).available;
  // the rival buys it first
  await buyByApi(request, rival.token, goods);
  // the open purchase screen hears of the sale (live updates) and says so before anything is typed or charged
  await expect(page.getByTestId('buy-gone')).toContainText('Nothing was charged');
  await expect(page.getByTestId('buy-confirm')).toHaveCount(0);
  expect((await spotUsdt(request, token)).available).toBe(before);
});

/**
 * A seller's own listing at 25 USDT: `seller` buys a cheap token (through the API, as another person would) and lists
 * it. Returns the listing's number and the token.
 */
async function sellerListing(request: APIRequestContext, seller: string, price: string) {
  const goods = await cheapToken(request);
  await buyByApi(request, seller, goods);
  const mine = await apiCall(
    request,
    contract.nftMarket.goodsInfo,
    { symbol: goods.symbol, token_id: goods.token_id },
    seller,
  );
  const listed = await apiCall(request, contract.nftMarket.on, { item_id: mine.data.mine!.item_id, price }, seller, {
    'Idempotency-Key': `e2e-on-${goods.token_id}-${Date.now()}`,
  });
  expect(listed.code, listed.msg).toBe(0);
  return { goods, orderNo: listed.data.order_no };
}

for (const way of ['live', 'refused'] as const)
  test(`a seller re-prices while the purchase screen is open: the screen says so and buys only at a price the buyer accepted (${way})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const buyer = await payingUser(request, `reprice-buyer-${way}`, { usdt: '200', password: PASSWORD });
    const seller = await payingUser(request, `reprice-seller-${way}`, { usdt: '200', password: PASSWORD });
    const { goods, orderNo } = await sellerListing(request, seller.token, '25');
    // without the live channel, the screen learns of the new price only from the refused purchase
    if (way === 'refused') await page.route('**/nft-api/live**', (route) => route.abort());
    const connected = way === 'live' ? liveConnected(page) : null;
    await openAs(
      page,
      request,
      buyer.token,
      `/nft/buy?symbol=${goods.symbol}&token_id=${goods.token_id}&order_no=${orderNo}`,
    );
    await expect(page.getByTestId('buy-total')).toContainText('25');
    await connected;
    await page.getByTestId('buy-password').fill(PASSWORD);
    const before = (await spotUsdt(request, buyer.token)).available;

    const changed = await apiCall(request, contract.nftMarket.change, { order_no: orderNo, price: '27' }, seller.token);
    expect(changed.code, changed.msg).toBe(0);
    const sent: { price?: string }[] = [];
    page.on('request', (req) => {
      if (req.url().includes(contract.nftMarket.buy.path)) sent.push(req.postDataJSON() as { price?: string });
    });
    if (way === 'refused') {
      // the purchase at the price on screen is refused, nothing is charged, and the new price is said
      await page.getByTestId('buy-confirm').click();
      await expect.poll(() => sent.length).toBe(1);
      expect(sent[0]!.price).toBe('25');
    }
    const notice = page.getByTestId('buy-price-changed');
    await expect(notice).toContainText('The price changed from 25 USDT to 27 USDT');
    await expect(notice).toContainText('New total');
    // the purchase waits for the buyer: nothing can be confirmed at the new price until it is accepted
    await expect(page.getByTestId('buy-confirm')).toBeDisabled();
    await expect(page.getByTestId('buy-password')).toHaveValue(PASSWORD);
    expect((await spotUsdt(request, buyer.token)).available).toBe(before);

    await page.getByTestId('buy-accept-price').click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByTestId('buy-total')).toContainText('27');
    await page.getByTestId('buy-confirm').click();
    await expect(page).toHaveURL(/\/nft\/detail721\?/);
    expect(sent.at(-1)!.price).toBe('27');
    const fee = await apiCall(request, contract.nftMarket.tradeFee, {});
    const total = new BigNumber(27).plus(new BigNumber(27).times(fee.data.buyer_fee_rate));
    await expect
      .poll(async () => (await spotUsdt(request, buyer.token)).available)
      .toBe(new BigNumber(before).minus(total).toFixed());
  });

test('listing: zero is said at once, a price far below the floor says how far and asks again, the seller sees what they receive', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const seller = await payingUser(request, 'floor-seller', { usdt: '200', password: PASSWORD });
  const goods = await cheapToken(request);
  await buyByApi(request, seller.token, goods);
  const collection = await apiCall(request, contract.nftMarket.goodsSymbol, {
    symbol: goods.symbol,
  });
  const floor = new BigNumber(collection.data.floor_price!);
  const low = floor.times('0.3').decimalPlaces(2, BigNumber.ROUND_UP);
  const percent = floor.minus(low).dividedBy(floor).times(100).integerValue(BigNumber.ROUND_FLOOR);
  const fee = await apiCall(request, contract.nftMarket.tradeFee, { symbol: goods.symbol });

  await openAs(page, request, seller.token, `/nft/detail721?symbol=${goods.symbol}&token_id=${goods.token_id}`);
  await page.getByTestId('detail-sell').click();
  const field = page.getByTestId('sell-price');
  await field.fill('0');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog')).toContainText('The price must be more than 0.');

  await field.fill(low.toFixed());
  const warning = page.getByTestId('sell-below-floor');
  await expect(warning).toContainText(`${percent.toFixed()} % below the floor of ${floor.toFormat()} USDT`);
  const receives = tradeSplit(low, 1, fee.data).sellerGets.value;
  await expect(page.getByTestId('sell-proceeds')).toContainText(receives.toFormat());
  await page.getByTestId('sell-confirm').click();
  // asked, not listed: the button now confirms this price
  await expect(warning).toContainText('Far below the floor');
  await expect(page.getByTestId('sell-confirm')).toHaveText('Use this price');
  const unlisted = await apiCall(request, contract.nftMarket.goodsInfo, {
    symbol: goods.symbol,
    token_id: goods.token_id,
  });
  expect(unlisted.data.listings).toEqual([]);
  await page.getByTestId('sell-confirm').click();
  await expect(page.getByTestId('detail-price')).toContainText(`${low.toFormat()} USDT`);
});

test('a sale made by someone else shows on an open token page within a second or two, without a reload', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const goods = await cheapToken(request);
  const connected = liveConnected(page);
  await page.goto(`/nft/detail721?symbol=${goods.symbol}&token_id=${goods.token_id}`);
  await expect(page.getByTestId('detail-buy')).toBeVisible();
  await connected;
  const before = await page.getByTestId('activity-row').count();
  let loads = 0;
  page.on('load', () => (loads += 1));

  // another person, in another browser, buys it
  const rival = await payingUser(request, 'market-live', { usdt: '200', password: PASSWORD });
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await openAs(otherPage, request, rival.token, `/nft/detail721?symbol=${goods.symbol}&token_id=${goods.token_id}`);
  await otherPage.getByTestId('detail-buy').click();
  await otherPage.getByTestId('buy-password').fill(PASSWORD);
  await otherPage.getByTestId('buy-confirm').click();
  await expect(otherPage.getByTestId('detail-sell')).toBeVisible();
  await other.close();

  // the first page learns of it by itself: no longer for sale, the sale on top of its activity
  await expect(page.getByTestId('detail-buy')).toHaveCount(0, { timeout: 5000 });
  await expect(page.getByTestId('detail-price')).toContainText('Not listed');
  await expect(page.getByTestId('activity-row').first()).toHaveAttribute('data-kind', 'sale');
  expect(await page.getByTestId('activity-row').count()).toBeGreaterThanOrEqual(Math.min(before, 10));
  expect(loads).toBe(0);
});

test('after a dropped live connection the page reconnects and catches up on a sale it missed meanwhile', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const rival = await payingUser(request, 'market-gap', { usdt: '200', password: PASSWORD });
  const goods = await cheapToken(request);
  const connected = liveConnected(page);
  await page.goto(`/nft/detail721?symbol=${goods.symbol}&token_id=${goods.token_id}`);
  await expect(page.getByTestId('detail-buy')).toBeVisible();
  await connected;
  let attempts = 0;
  const live = '**/nft-api/live?**';
  // the network is down for the live channel: the connection drops and every attempt to come back fails
  await page.route(live, (route) => {
    attempts += 1;
    return route.abort('internetdisconnected');
  });
  const drop = await request.post('/dev/live/drop', { data: { topic: `t:${goods.symbol}:${goods.token_id}` } });
  expect(((await drop.json()) as { data: { dropped: number } }).data.dropped).toBeGreaterThan(0);
  await expect.poll(() => attempts, { timeout: 10_000 }).toBeGreaterThan(0);

  // meanwhile someone buys the token: its event has no way to reach the page
  await buyByApi(request, rival.token, goods);
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('detail-buy')).toBeVisible();

  // the network is back: the connection comes back by itself and the page refetches what it shows
  await page.unroute(live);
  await expect(page.getByTestId('detail-buy')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByTestId('detail-price')).toContainText('Not listed');
  await expect(page.getByTestId('activity-row').first()).toHaveAttribute('data-kind', 'sale');
});

test("home's featured NFTs are the market's: a card opens its token at the price it is listed for", async ({
  page,
}) => {
  await page.goto('/');
  const card = page.locator('.nft-card').first();
  await expect(card).toBeVisible();
  const price = (await card.locator('.nft-card__value').textContent())!.trim();
  await card.click();
  await expect(page).toHaveURL(/\/nft\/detail(721|1155)\?symbol=[A-Z]+&token_id=\w+/);
  await expect(page.getByTestId('detail-price')).toContainText(price);
  // the seed's seller is named by its nickname, the network by its name (the server's id as detail)
  await expect(page.getByTestId('detail-listings')).toContainText('Genesis Gallery');
  await expect(page.getByTestId('detail-listings')).not.toContainText(/\bmarket\b/);
  await expect(page.getByTestId('detail-chain')).toContainText(
    /(Ethereum \(ERC20\)|BNB Smart Chain \(BSC\)|TRON \(TRC20\)|Solana|Bitcoin \(BTC\))$/,
  );
});

test('an ERC1155 token: its editions page lists every listing cheapest first and its holders', async ({
  page,
  request,
}) => {
  const res = await apiCall(request, contract.nftMarket.search, {
    sort: 3,
    filter: { erc_type: 'ERC1155' },
  });
  const goods = res.data.list[0]!;
  await page.goto(`/nft/detail1155?symbol=${goods.symbol}&token_id=${goods.token_id}`);
  await page.getByTestId('detail-editions').click();
  await expect(page).toHaveURL(/\/nft\/detail1156\?/);
  const rows = page.getByTestId('editions-listings').locator('li');
  await expect(rows.first()).toBeVisible();
  const prices = await rows.evaluateAll((items) =>
    items.map((item) => Number((item.textContent ?? '').replace(/,/g, '').match(/[\d.]+/)?.[0])),
  );
  for (let i = 1; i < prices.length; i += 1) expect(prices[i]!).toBeGreaterThanOrEqual(prices[i - 1]!);
  await expect(page.getByTestId('editions-holders').locator('li').first()).toBeVisible();
});

test('quick buy: N editions of an ERC1155 token from its cheapest listings in one step', async ({ page, request }) => {
  test.setTimeout(120_000);
  const res = await apiCall(request, contract.nftMarket.search, {
    sort: 2,
    page_size: 50,
    filter: { erc_type: 'ERC1155' },
  });
  // a token sold by at least two listings, so that the plan spans them
  let target: { goods: Goods; book: { price: string; remaining: number }[] } | null = null;
  for (const goods of res.data.list) {
    const book = await apiCall(request, contract.nftMarket.nftItemOrderRanking, {
      symbol: goods.symbol,
      token_id: goods.token_id,
      page_size: 50,
    });
    if (book.data.list.length >= 2) {
      target = { goods, book: book.data.list };
      break;
    }
  }
  if (!target) throw new Error('no ERC1155 token with two listings');
  const wanted = target.book[0]!.remaining + 1;
  const amount = new BigNumber(target.book[0]!.price).times(target.book[0]!.remaining).plus(target.book[1]!.price);
  const { token } = await payingUser(request, 'market-fast', {
    usdt: amount.times(2).plus(10).toFixed(2),
    password: PASSWORD,
  });
  const { goods } = target;
  await openAs(page, request, token, `/nft/detail1155/fastBuy?symbol=${goods.symbol}&token_id=${goods.token_id}`);
  await page.getByTestId('fastbuy-quantity').fill(String(wanted));
  await expect(page.getByTestId('fastbuy-plan').locator('li')).toHaveCount(2);
  await expect(page.getByTestId('fastbuy-total')).toContainText(amount.times('1.01').decimalPlaces(8).toFormat());
  await page.getByTestId('fastbuy-password').fill(PASSWORD);
  await page.getByTestId('fastbuy-confirm').click();
  await expect(page).toHaveURL(/\/nft\/detail1155\?/);
  const info = await apiCall(
    request,
    contract.nftMarket.goodsInfo,
    { symbol: goods.symbol, token_id: goods.token_id },
    token,
  );
  expect(info.data.mine?.amount).toBe(wanted);
});

test("the search's tabs: the game's NFTs only, kept in the URL", async ({ page, request }) => {
  const games = await apiCall(request, contract.nftMarket.search, {
    page_size: 100,
    filter: { game: 'Seraph', status: 'all' },
  });
  const symbols = new Set(games.data.list.map((goods) => goods.symbol));
  expect(symbols.size).toBeGreaterThan(0);
  await page.goto('/nft/search');
  await page.getByTestId('search-tabs').getByRole('tab', { name: 'Seraph game' }).click();
  await expect(page).toHaveURL(/game=Seraph/);
  const cards = page.getByTestId('goods-card');
  await expect(cards.first()).toBeVisible();
  for (const token of await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-token'))))
    expect(symbols.has(token!.split('#')[0]!)).toBe(true);
});
