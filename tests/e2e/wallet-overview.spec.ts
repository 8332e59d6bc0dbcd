import { expect, test, type APIRequestContext, type Page } from './support/test';
import { apiCall, contract, signInAgainByApi, signInByApi, uniqueEmail } from './support/api';
import { accessToken } from './support/signin-methods';

// The wallet overview, coin detail, history and trade detail against the real server and its simulated chain.

/** Signs up by API, then hands a login token to the page's own session on `path`. Returns the API token. */
async function signIn(page: Page, request: APIRequestContext, path: string, email = uniqueEmail('wallet')) {
  // Demo One may have been signed in by another spec a moment ago: its code's 60 s resend wait is ended first.
  const token = email.startsWith('demo') ? await signInAgainByApi(request, email) : await signInByApi(request, email);
  const handover = await apiCall(request, contract.user.genLoginToken, {}, token);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}login_token=${handover.data.login_token}`);
  // The page has exchanged the login token once its access token cookie is set (a reload before that signs out).
  await expect.poll(() => accessToken(page)).toBeTruthy();
  return token;
}

/** A deposit of `amount` USDT on TRC20 to the user's own address (pending until mined). */
async function deposit(request: APIRequestContext, token: string, amount: string) {
  const address = await apiCall(
    request,
    contract.finance.getDepositAddress,
    { symbol: 'USDT', chain_name: 'TRC20' },
    token,
  );
  const response = await request.post('/dev/chain/deposit', {
    data: { chain: 'TRC20', address: address.data.address, symbol: 'USDT', amount },
  });
  expect(response.ok()).toBe(true);
}
const mine = (request: APIRequestContext) => request.post('/dev/chain/mine', { data: { chain: 'TRC20', blocks: 25 } });

test('a new user sees every coin at zero, the empty state once zeros are hidden, and an empty NFT tab', async ({
  page,
  request,
}) => {
  await signIn(page, request, '/asset');
  await expect(page.getByRole('heading', { name: 'Assets' })).toBeVisible();
  await expect(page.getByTestId('total-usd')).toHaveText('$0');
  // "Hide zero balances" is off: the coin list, with zeros, not the empty state
  const hideZero = page.getByRole('switch', { name: 'Hide zero balances' });
  await expect(hideZero).not.toBeChecked();
  await expect(page.locator('[data-testid="coin-row"][data-symbol="USDT"]').getByTestId('coin-amount')).toHaveText('0');
  expect(await page.getByTestId('coin-row').count()).toBeGreaterThan(3);
  await expect(page.getByTestId('asset-empty')).toHaveCount(0);
  // zeros hidden: nothing is left, so the empty state with its deposit action, kept across a reload (and by the
  // page's first paint, which reads the same choice)
  await hideZero.click();
  await expect(page.getByTestId('asset-empty')).toContainText('You hold no coins yet');
  await expect(page.getByTestId('empty-deposit')).toHaveAttribute('href', '/asset/deposit');
  await expect(page.getByTestId('coin-row')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('asset-empty')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Hide zero balances' })).toBeChecked();
  const links: [string, string][] = [
    ['withdraw', '/asset/withdraw'],
    ['receive', '/asset/received'],
    ['buy', '/asset/buy'],
  ];
  for (const [id, href] of links) await expect(page.getByTestId(`action-${id}`)).toHaveAttribute('href', href);

  await page.getByRole('tab', { name: 'NFTs' }).click();
  await expect(page.getByTestId('nft-empty')).toContainText('You hold no NFTs yet');
});

test('a failed balance load shows the failure with a retry, never the empty state', async ({ page, request }) => {
  // A network failure (the request never reaches the server), then the real server again.
  await page.route(`**${contract.coin.accountBalance.path}`, (route) => route.abort());
  await signIn(page, request, '/asset');
  await expect(page.getByTestId('load-retry')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('asset-empty')).toHaveCount(0);
  await page.unroute(`**${contract.coin.accountBalance.path}`);
  await page.getByTestId('load-retry').click();
  await expect(page.getByTestId('coin-list')).toBeVisible();
  await expect(page.getByTestId('total-usd')).toHaveText('$0');
});

test('a deposit shows pending with confirmations, then in the balance and the history, without a reload', async ({
  page,
  request,
}) => {
  const token = await signIn(page, request, '/asset');
  await expect(page.getByTestId('coin-list')).toBeVisible();
  await deposit(request, token, '25');

  // The 10 s poll brings it in: pending, with its confirmations so far.
  await expect(page.getByTestId('pending-deposit')).toContainText('25 USDT', { timeout: 15_000 });
  await expect(page.getByTestId('pending-deposit')).toContainText(/\d+\/20 confirmations/);

  expect((await mine(request)).ok()).toBe(true);
  // Coming back to the window refetches at once.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByTestId('pending-deposits')).toHaveCount(0, { timeout: 3_000 });
  const usdt = page.locator('[data-testid="coin-row"][data-symbol="USDT"]');
  await expect(usdt.getByTestId('coin-amount')).toHaveText('25');
  await expect(page.getByTestId('total-usd')).not.toHaveText('$0');

  // The full history: the deposit, credited.
  await page.getByTestId('history-link').click();
  await expect(page).toHaveURL(/\/asset\/history$/);
  await expect(page.getByTestId('history-row').first()).toContainText('+25 USDT');
  await page.getByRole('tab', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(/type=receive/);
  await expect(page.locator('[data-testid="history-row"][data-status="credited"]')).toContainText('Completed');
});

test("a pending deposit's detail follows it to completed, and its coin shows it pending, without a reload", async ({
  page,
  request,
}) => {
  const token = await signIn(page, request, '/asset/coinDetail?symbol=USDT');
  await expect(page.getByTestId('coin-available')).toHaveText('0');
  await deposit(request, token, '4');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByTestId('pending-deposit')).toContainText('4 USDT');
  await page.getByTestId('pending-deposit').click();
  await expect(page).toHaveURL(/\/asset\/tradeDetail\?kind=deposit/);
  await expect(page.getByTestId('trade-status')).toHaveText('Pending');
  await expect(page.getByTestId('timeline-step')).toHaveCount(1);
  await mine(request);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByTestId('trade-status')).toHaveText('Completed');
  await expect(page.getByTestId('timeline-step')).toHaveCount(2);
  await page.goBack();
  await expect(page.getByTestId('coin-available')).toHaveText('4');
  await expect(page.getByTestId('pending-deposits')).toHaveCount(0);
});

test('the hide-zero toggle persists over a reload', async ({ page, request }) => {
  const token = await signIn(page, request, '/asset');
  await deposit(request, token, '12');
  await mine(request);
  await page.reload();
  await expect(page.locator('[data-testid="coin-row"][data-symbol="USDT"]')).toBeVisible();
  await expect(page.locator('[data-testid="coin-row"][data-symbol="BTC"]')).toBeVisible();

  await page.getByRole('switch', { name: 'Hide zero balances' }).check();
  await expect(page.locator('[data-testid="coin-row"][data-symbol="BTC"]')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Hide zero balances' })).toBeChecked();
  await expect(page.getByTestId('coin-row')).toHaveCount(1);
  await expect(page.getByTestId('coin-row')).toHaveAttribute('data-symbol', 'USDT');

  // /setting holds the same choice: turned off there, the overview lists the zeros again, from its first paint on
  await page.goto('/setting');
  const setting = page.getByRole('switch', { name: 'Hide assets with zero balance' });
  await expect(setting).toBeChecked();
  await setting.uncheck();
  await page.goto('/asset');
  await expect(page.getByRole('switch', { name: 'Hide zero balances' })).not.toBeChecked();
  await expect(page.locator('[data-testid="coin-row"][data-symbol="BTC"]')).toBeVisible();
});

test('coin detail shows the balance, the chart and the history; trade detail shows and copies the tx hash', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await signIn(page, request, '/asset');
  await deposit(request, token, '7.5');
  await mine(request);
  await page.reload();
  await page.locator('[data-testid="coin-row"][data-symbol="USDT"]').click();
  await expect(page).toHaveURL(/\/asset\/coinDetail\?symbol=USDT$/);
  await expect(page.getByTestId('coin-available')).toHaveText('7.5');
  await expect(page.getByTestId('coin-frozen')).toHaveText('0');
  await expect(page.getByTestId('price-chart').locator('canvas').first()).toBeVisible();
  await page.getByRole('tab', { name: '7 d' }).click();
  await expect(page.getByRole('tab', { name: '7 d' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('price-chart').locator('canvas').first()).toBeVisible();
  await expect(page.getByTestId('coin-deposit')).toHaveText('Deposit');
  await expect(page.getByTestId('coin-withdraw')).toHaveText('Withdraw');
  await expect(page.getByTestId('action-swap')).toHaveAttribute('href', '/asset/swap?symbol=USDT');

  await page.getByTestId('history-row').first().click();
  await expect(page).toHaveURL(/\/asset\/tradeDetail\?kind=deposit/);
  await expect(page.getByTestId('trade-amount')).toHaveText('+7.5 USDT');
  await expect(page.getByTestId('trade-status')).toHaveText('Completed');
  await expect(page.getByTestId('timeline-step')).toHaveCount(2);
  const hash = (await page.getByTestId('trade-hash').textContent()) ?? '';
  expect(hash.length).toBeGreaterThan(20);
  await page.getByTestId('copy-hash').click();
  await expect(page.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hash);
  // The deposit address, shortened 6…4.
  await expect(page.getByTestId('trade-fields')).toContainText(/T\w{5}\.\.\.\w{4}/);
});

test('coin detail without a known coin says so and leads back to the assets', async ({ page, request }) => {
  await signIn(page, request, '/asset/coinDetail?symbol=NOPE');
  await expect(page.getByRole('alert')).toContainText('There is no coin NOPE.');
  await page.goto('/asset/coinDetail');
  await expect(page.getByRole('alert')).toContainText('Open a coin from your assets.');
  await page.getByRole('link', { name: 'Go to assets' }).click();
  await expect(page).toHaveURL(/\/asset$/);
});

test('a swap and a move to the game account show in the history with their fee and type', async ({ page, request }) => {
  const token = await signIn(page, request, '/asset');
  await deposit(request, token, '50');
  await mine(request);
  const key = () => `e2e-wallet-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
  const quote = await apiCall(
    request,
    contract.finance.swapGetPrice,
    { from_symbol: 'USDT', to_symbol: 'TRX', amount: '10' },
    token,
  );
  expect(quote.code).toBe(0);
  const swapped = await apiCall(
    request,
    contract.finance.swapApply,
    { quote_id: quote.data.quote_id, slippage: '5' },
    token,
    { 'Idempotency-Key': key() },
  );
  expect(swapped.code).toBe(0);
  const moved = await apiCall(
    request,
    contract.finance.transfer,
    { symbol: 'USDT', amount: '3', from_account: 'spot', to_account: 'game' },
    token,
    { 'Idempotency-Key': key() },
  );
  expect(moved.code).toBe(0);

  await page.goto('/asset/history');
  await expect(page.getByTestId('history-row').first()).toContainText('To game');
  await expect(page.getByTestId('history-row').first()).toContainText('-3 USDT');
  await page.getByRole('tab', { name: 'Swap', exact: true }).click();
  await expect(page.getByTestId('history-row')).toHaveCount(1);
  await expect(page.getByTestId('history-row')).toContainText('TRX');
  await page.getByTestId('history-row').click();
  await expect(page).toHaveURL(/kind=swap/);
  await expect(page.getByTestId('trade-fields')).toContainText('Paid10 USDT');
  await expect(page.getByTestId('trade-fields')).toContainText(`Fee${quote.data.fee} USDT`);
  await expect(page.getByTestId('trade-status')).toHaveText('Completed');
});

test('infinite scroll loads the second page of the history', async ({ page, request }) => {
  const token = await signIn(page, request, '/asset');
  for (let i = 1; i <= 17; i += 1) await deposit(request, token, String(i));
  await mine(request);
  await page.goto('/asset/history?type=receive');
  await expect(page.getByTestId('history-row')).toHaveCount(15);
  await page.getByTestId('load-more').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('history-row')).toHaveCount(17);
  await expect(page.getByTestId('load-more')).toHaveCount(0);
});

test('the NFT tab lists custody NFTs and filters them by status', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, request, '/asset', 'demo1@example.com');
  await page.getByRole('tab', { name: 'NFTs' }).click();
  await expect(page.getByTestId('nft-item').first()).toBeVisible();
  const all = await page.getByTestId('nft-item').count();
  await page.getByTestId('nft-status').getByRole('tab', { name: 'In game' }).click();
  await expect(page.getByTestId('nft-item')).toHaveCount(1);
  await expect(page.getByTestId('nft-item')).toContainText('In game');
  await page.getByTestId('nft-status').getByRole('tab', { name: 'All', exact: true }).click();
  await expect(page.getByTestId('nft-item')).toHaveCount(all);

  // Desktop (spec filterType nft): several collections at once, as checkboxes.
  await page.getByRole('group', { name: 'Collection' }).getByRole('checkbox', { name: 'Astro Cats' }).check();
  await expect(page.getByTestId('nft-item')).not.toHaveCount(all);
  for (const item of await page.getByTestId('nft-item').all()) await expect(item).toContainText('Astro Cats');

  // Mobile (filterType symbol): one collection at a time.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('tab', { name: 'NFTs' }).click();
  await page.getByTestId('nft-filter-symbol').getByRole('tab', { name: 'Neon Bloom' }).click();
  await expect(page.getByTestId('nft-item').first()).toContainText('Neon Bloom');
  for (const item of await page.getByTestId('nft-item').all()) await expect(item).toContainText('Neon Bloom');
});
