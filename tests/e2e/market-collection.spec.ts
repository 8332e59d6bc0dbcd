import { expect, test, type APIRequestContext } from './support/test';
import { apiCall, contract, signInByApi, uniqueEmail, useToken } from './support/api';

// The collection screens: the ranking by 7-day volume, a collection's page with its figures, the chart
// loaded after the screen paints, traits that filter the items and stay in the URL, and the sales in its activity.

/** The busiest verified collection with enough items to filter, its most common trait value, and that filter's count. */
async function busyCollection(request: APIRequestContext) {
  const ranking = await apiCall(request, contract.nftMarket.nftSymbolRecommendList, {
    page_size: 50,
  });
  const collection = ranking.data.list.find((row) => row.verified && row.items >= 50);
  if (!collection) throw new Error('no seeded collection with 50 items');
  const traits = await apiCall(request, contract.nftMarket.nftCustomAttributeList, {
    symbol: collection.symbol,
  });
  const trait = traits.data.traits[0]!;
  const value = trait.values[0]!;
  const filtered = await apiCall(request, contract.nftMarket.search, {
    symbol: collection.symbol,
    page_size: 12,
    filter: { attributes: [{ trait_type: trait.trait_type, values: [value.value] }] },
  });
  return { collection, trait: trait.trait_type, value: value.value, count: filtered.data.count };
}

const number = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test('from the ranking to a collection: figures, chart, a trait filter kept in the URL, and its sales', async ({
  page,
  request,
}) => {
  const { collection, trait, value, count } = await busyCollection(request);
  expect(count).toBeGreaterThan(0);
  const chartCode: string[] = [];
  page.on('request', (req) => {
    if (/lightweight-charts|collectionChartCanvas/.test(req.url())) chartCode.push(req.url());
  });

  await page.goto('/nft/nftCollection');
  await expect(page.getByRole('heading', { name: 'Top collections' })).toBeVisible();
  const row = page.locator(`[data-testid="collection-row"][data-symbol="${collection.symbol}"]`);
  await expect(row).toContainText(collection.name);
  expect(chartCode, 'the chart library is not part of the ranking screen').toEqual([]);

  await row.click();
  await expect(page).toHaveURL(new RegExp(`/nft/symbolDetail\\?symbol=${collection.symbol}$`));
  await expect(page.getByTestId('collection-name')).toContainText(collection.name);
  await expect(page.getByTestId('collection-stat-items')).toContainText(/\d/);
  expect(number(await page.getByTestId('collection-stat-items').locator('dd').textContent())).toBe(collection.items);
  expect(number(await page.getByTestId('collection-stat-owners').locator('dd').textContent())).toBeGreaterThan(0);

  // The chart draws once its points are in; switching the range draws it again.
  const canvas = page.getByTestId('chart-canvas').locator('canvas').first();
  await expect(canvas).toBeVisible();
  expect(chartCode.length).toBeGreaterThan(0);
  const range = page.getByTestId('chart-range');
  await range.getByRole('tab', { name: '30 d' }).click();
  await expect(range.getByRole('tab', { name: '30 d' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('chart-summary')).toContainText(/\d+ sales?/);
  await expect(canvas).toBeVisible();

  // A trait value filters the grid and goes into the URL.
  const results = page.getByTestId('search-count');
  await expect(results).toHaveText(/\d+ results?/);
  await page.getByTestId(`trait-${trait}`).click();
  await page.getByTestId(`trait-value-${trait}-${value}`).click();
  await expect(page).toHaveURL(/attr=/);
  await expect(results).toHaveText(`${count} result${count === 1 ? '' : 's'}`);
  const cards = page.getByTestId('goods-card');
  await expect(cards.first()).toBeVisible();
  for (const token of await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-token'))))
    expect(token).toMatch(new RegExp(`^${collection.symbol}#`));

  // A reload shows the same filter.
  await page.reload();
  await expect(page).toHaveURL(/attr=/);
  await expect(results).toHaveText(`${count} result${count === 1 ? '' : 's'}`);
  await expect(page.getByTestId(`trait-${trait}`)).toContainText('1 chosen');

  // The activity tab lists the collection's sales.
  await page.getByTestId('collection-tabs').getByRole('tab', { name: 'Activity' }).click();
  await page.getByTestId('activity').getByRole('tab', { name: 'Sale' }).click();
  const sales = page.getByTestId('activity-row');
  await expect(sales.first()).toBeVisible();
  expect(await sales.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-kind')))).not.toContain('list');
  await expect(page.locator('[data-testid="activity-row"][data-kind="sale"]').first()).toBeVisible();

  // The rankings: open listings, cheapest first; no offers yet.
  await page.getByTestId('collection-tabs').getByRole('tab', { name: 'Rankings' }).click();
  await expect(page.getByTestId('ranking-orders-row').first()).toBeVisible();
  await expect(page.getByTestId('ranking-offers')).toContainText('No offers yet.');
});

test('the favourite: a visitor is sent to sign in; a user adds the collection and removes it again', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const { collection } = await busyCollection(request);
  const path = `/nft/symbolDetail?symbol=${collection.symbol}`;
  await page.goto(path);
  await page.getByTestId('collection-favorite').click();
  await expect(page).toHaveURL(/\/login/);

  await useToken(context, baseURL!, await signInByApi(request, uniqueEmail('collection')));
  await page.goto(path);
  const favorite = page.getByTestId('collection-favorite');
  await expect(favorite).toHaveAttribute('aria-pressed', 'false');
  await favorite.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await favorite.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'false');
});

test('an unknown collection says so; a range without sales says that instead of an empty chart', async ({
  page,
  request,
}) => {
  await page.goto('/nft/symbolDetail?symbol=NOSUCH');
  await expect(page.getByText('This collection was not found.', { exact: false })).toBeVisible();

  // A quiet day: every bucket of the range without a sale.
  const { collection } = await busyCollection(request);
  const now = Math.floor(Date.now() / 1000);
  const points = Array.from({ length: 24 }, (_, index) => ({
    time: now - (24 - index) * 3600,
    floor: null,
    average: null,
    volume: '0',
    sales: 0,
  }));
  await page.route(`**${contract.nftMarket.symbolOrderStatistics.path}`, (route) =>
    route.fulfill({
      json: { code: 0, msg: 'ok', data: { range: '24h', price_symbol: 'USDT', bucket: 3600, points } },
    }),
  );
  await page.goto(`/nft/symbolDetail?symbol=${collection.symbol}`);
  // the page arrives with its default range's answer; another range is asked for, and answered quiet here
  await page.getByTestId('chart-range').getByRole('tab', { name: '24 h' }).click();
  await expect(page.getByTestId('chart-empty')).toHaveText('No sales in this period');
  await expect(page.getByTestId('chart-canvas')).toHaveCount(0);
});
