import { expect, test, type APIRequestContext, type Page } from './support/test';
import { apiCall, contract, signInByApi, uniqueEmail } from './support/api';
import { accessToken } from './support/signin-methods';

// Swap, address book and fiat purchase screens against the real server (its simulated chain, price walk and
// simulated fiat provider).

/** Signs up by API, then hands a login token to the page's own session on `path`. Returns the API token. */
async function signIn(page: Page, request: APIRequestContext, path: string, email = uniqueEmail('swap')) {
  const token = await signInByApi(request, email);
  const handover = await apiCall(request, contract.user.genLoginToken, {}, token);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}login_token=${handover.data.login_token}`);
  await expect.poll(() => accessToken(page)).toBeTruthy();
  return token;
}

/** Credits `amount` USDT to the user's spot account through the simulated chain (deposit, then mined). */
async function fundUsdt(request: APIRequestContext, token: string, amount: string) {
  const address = await apiCall(
    request,
    contract.finance.getDepositAddress,
    { symbol: 'USDT', chain_name: 'TRC20' },
    token,
  );
  const sent = await request.post('/dev/chain/deposit', {
    data: { chain: 'TRC20', address: address.data.address, symbol: 'USDT', amount },
  });
  expect(sent.ok()).toBe(true);
  expect((await request.post('/dev/chain/mine', { data: { chain: 'TRC20', blocks: 25 } })).ok()).toBe(true);
}

test.describe('swap', () => {
  test('a quote with its countdown, the swap, its receipt and the history', async ({ page, request }) => {
    const token = await signIn(page, request, '/asset');
    await fundUsdt(request, token, '100');
    await page.goto('/asset/swap?from=USDT&to=BTC');
    await expect(page.getByTestId('swap-from')).toHaveAttribute('data-symbol', 'USDT');
    await expect(page.getByTestId('swap-to')).toHaveAttribute('data-symbol', 'BTC');
    await expect(page.getByTestId('swap-from')).toContainText('100 USDT');

    // too much: refused inline, the amount kept
    await page.getByTestId('swap-amount').fill('150');
    await expect(page.getByText('Not enough USDT available.')).toBeVisible();
    await expect(page.getByTestId('swap-amount')).toHaveValue('150');
    await expect(page.getByTestId('swap-submit')).toBeDisabled();

    await page.getByTestId('swap-amount').fill('10');
    await expect(page.getByTestId('swap-to-amount')).toContainText('BTC');
    await expect(page.getByTestId('swap-min-received')).toContainText('BTC');
    await expect(page.getByTestId('swap-countdown')).toHaveText(/\d+ seconds?/);
    // slippage chips are 60x32
    const chip = page.getByTestId('swap-slippage').getByRole('tab', { name: '1%', exact: true });
    const box = await chip.boundingBox();
    expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([60, 32]);
    // a custom slippage above 50 % is refused
    await page.getByTestId('swap-slippage').getByRole('tab', { name: 'Custom' }).click();
    await page.getByTestId('swap-slippage-custom').fill('60');
    await expect(page.getByText('Slippage can be at most 50%.')).toBeVisible();
    await expect(page.getByTestId('swap-submit')).toBeDisabled();
    await chip.click();

    await expect(page.getByTestId('swap-submit')).toBeEnabled();
    await page.getByTestId('swap-submit').click();
    await expect(page.getByTestId('swap-receipt')).toBeVisible();
    await expect(page.getByTestId('swap-receipt')).toContainText('Swap complete');
    await expect(page.getByTestId('swap-receipt-received')).toContainText('BTC');
    // one "Swap again" on the receipt: the screen's primary action, not a second button beside it
    await expect(page.getByRole('button', { name: 'Swap again' })).toHaveCount(1);

    await page.getByRole('link', { name: 'Swap history' }).first().click();
    await expect(page).toHaveURL(/\/asset\/swap\/history$/);
    await expect(page.getByTestId('swap-row')).toHaveCount(1);
    await expect(page.getByTestId('swap-row')).toContainText('USDT → BTC');
  });

  test('the Seraph swap works on the game account and has its own history', async ({ page, request }) => {
    const token = await signIn(page, request, '/asset');
    await fundUsdt(request, token, '100');
    const moved = await apiCall(
      request,
      contract.finance.transfer,
      { symbol: 'USDT', amount: '40', from_account: 'spot', to_account: 'game' },
      token,
      { 'Idempotency-Key': `e2e-seraph-${Date.now()}-${Math.random().toString(36).slice(2, 10)}` },
    );
    expect(moved.code).toBe(0);
    await page.goto('/asset/swap/seraph');
    await expect(page.getByRole('heading', { name: 'Seraph swap' })).toBeVisible();
    await expect(page.getByTestId('swap-from')).toHaveAttribute('data-symbol', 'USDT');
    await expect(page.getByTestId('swap-from')).toContainText('40 USDT');
    await page.getByTestId('swap-amount').fill('10');
    await expect(page.getByTestId('swap-to-amount')).toBeVisible();
    await page.getByTestId('swap-submit').click();
    await expect(page.getByTestId('swap-receipt')).toContainText('Swap complete');
    await page.goto('/asset/swap/seraph/history');
    await expect(page.getByTestId('swap-row')).toHaveCount(1);
    await page.goto('/asset/swap/history');
    await expect(page.getByText('No swaps yet.')).toBeVisible();
  });

  test('the price moves beyond the slippage: refused with a message, nothing swapped, the form kept', async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request, '/asset');
    await fundUsdt(request, token, '100');
    await page.goto('/asset/swap?from=USDT&to=SOL');
    await expect(page.getByTestId('swap-to')).toHaveAttribute('data-symbol', 'SOL');
    await page.getByTestId('swap-slippage').getByRole('tab', { name: '0.1%', exact: true }).click();
    await page.getByTestId('swap-amount').fill('20');
    await expect(page.getByTestId('swap-to-amount')).toContainText('SOL');
    await expect(page.getByTestId('swap-submit')).toBeEnabled();
    // SOL doubles in price: 20 USDT now buys about half the quoted SOL
    const moved = await request.post('/dev/price/move', { data: { symbol: 'SOL', factor: '2' } });
    expect(moved.ok()).toBe(true);
    try {
      await page.getByTestId('swap-submit').click();
      await expect(page.getByTestId('swap-refusal')).toContainText('The price moved more than your 0.1% slippage');
      await expect(page.getByTestId('swap-amount')).toHaveValue('20');
      await expect(page.getByTestId('swap-receipt')).toHaveCount(0);
      const history = await apiCall(request, contract.finance.swapList, { page: 1, page_size: 15 }, token);
      expect(history.data.count).toBe(0);
    } finally {
      await request.post('/dev/price/move', { data: { symbol: 'SOL', factor: '0.5' } });
    }
  });
});

test.describe('address book', () => {
  test('add with the chain suggested, a duplicate and an invalid address refused, edit, delete', async ({
    page,
    request,
  }) => {
    await signIn(page, request, '/asset/address', uniqueEmail('book'));
    await expect(page.getByRole('heading', { name: 'Address book' })).toBeVisible();
    await expect(page.getByText('No saved addresses yet.')).toBeVisible();
    // a real TRON address (its base58check checksum holds)
    const tron = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

    // add: pasting a TRON address selects TRC20 (the chain suggestion)
    await page.getByTestId('address-add').click();
    await expect(page).toHaveURL(/\/asset\/addressEdit$/);
    await page.getByTestId('address-input').fill(tron);
    await expect(page.getByTestId('address-chain').getByRole('tab', { name: 'TRC20' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('This address fits: TRC20')).toBeVisible();
    await page.getByTestId('address-label').fill('Cold wallet');
    await page.getByTestId('address-save').click();
    await expect(page).toHaveURL(/\/asset\/address$/);
    await expect(page.getByTestId('address-row')).toHaveCount(1);
    await expect(page.getByTestId('address-row')).toContainText('Cold wallet');

    // the same address again: refused, the form kept
    await page.getByTestId('address-add').click();
    await page.getByTestId('address-input').fill(tron);
    await page.getByTestId('address-label').fill('Again');
    await page.getByTestId('address-save').click();
    await expect(page.getByText('This address is already saved on this network.')).toBeVisible();
    await expect(page.getByTestId('address-input')).toHaveValue(tron);
    await expect(page.getByTestId('address-label')).toHaveValue('Again');

    // an address that fits no chain: refused for the chosen one, the form kept
    await page.getByTestId('address-chain').getByRole('tab', { name: 'ERC20' }).click();
    await page.getByTestId('address-input').fill('0x1234');
    await page.getByTestId('address-save').click();
    await expect(page.getByText('This is not a valid address for the chosen network.')).toBeVisible();
    await expect(page.getByTestId('address-input')).toHaveValue('0x1234');
    // the right length and prefix, but the EIP-55 checksum says one letter was mistyped
    await page.getByTestId('address-input').fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD');
    await expect(page.getByText('This is not a valid address for the chosen network.')).toBeVisible();
    await expect(page).toHaveURL(/\/asset\/addressEdit$/);
    await page.goBack();

    // edit
    await expect(page.getByTestId('address-row')).toHaveCount(1);
    await page.getByTestId('address-row').getByRole('link').click();
    await expect(page).toHaveURL(/\/asset\/addressEdit\?id=\d+$/);
    await expect(page.getByTestId('address-label')).toHaveValue('Cold wallet');
    await page.getByTestId('address-label').fill('Exchange');
    await page.getByTestId('address-save').click();
    await expect(page).toHaveURL(/\/asset\/address$/);
    await expect(page.getByTestId('address-row')).toContainText('Exchange');

    // filter by chain
    await page.getByTestId('address-filter').getByRole('tab', { name: 'BTC' }).click();
    await expect(page.getByText('No saved addresses on BTC.')).toBeVisible();
    await page.getByTestId('address-filter').getByRole('tab', { name: 'TRC20' }).click();
    await expect(page.getByTestId('address-row')).toHaveCount(1);

    // delete, after a confirmation
    await page.getByTestId('address-row').getByRole('link').click();
    await page.getByTestId('address-delete').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete address' }).click();
    await expect(page).toHaveURL(/\/asset\/address$/);
    await expect(page.getByText('No saved addresses yet.')).toBeVisible();
  });
});

test.describe('buy with fiat', () => {
  test('offers per provider, the order, the simulated provider page in a new page, completion without reload', async ({
    page,
    request,
  }) => {
    await signIn(page, request, '/asset/buy', uniqueEmail('buy'));
    await expect(page.getByRole('heading', { name: 'Buy crypto' })).toBeVisible();
    await expect(page.getByTestId('buy-coin').getByRole('tab', { name: 'USDT' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // USD has 2 decimals: the third is refused as on every amount field, and the field says so
    await page.getByTestId('buy-amount').fill('1.234');
    await expect(page.getByTestId('buy-amount')).toHaveValue('1.23');
    await expect(page.getByTestId('amount-decimals')).toHaveText('USD takes no more decimal places.');
    await page.getByTestId('buy-amount').fill('250');
    const nimbus = page.getByTestId('buy-channel-nimbus');
    await expect(nimbus).toContainText('241.25 USDT');
    await expect(nimbus).toContainText('Fee 8.75 USD');
    await nimbus.click();
    await page.getByTestId('buy-submit').click();
    await expect(page).toHaveURL(/\/asset\/buyCoins\?order=/);
    await expect(page.getByTestId('buy-order')).toHaveAttribute('data-status', 'pending');
    await expect(page.getByTestId('buy-coin-amount')).toHaveText('241.25 USDT');

    const [provider] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('buy-pay').click()]);
    await provider.waitForLoadState();
    expect(new URL(provider.url()).pathname).toBe('/dev/fiat/checkout');
    await provider.getByRole('button', { name: 'Pay 250 USD' }).click();
    await expect(provider.getByText('Paid. The coins are in your wallet.')).toBeVisible();
    await provider.close();

    // the buy screen follows the order by itself
    await expect(page.getByTestId('buy-order')).toHaveAttribute('data-status', 'credited', { timeout: 15_000 });
    await expect(page.getByText('Purchase complete')).toBeVisible();
    await expect(page.getByTestId('buy-balance')).toHaveText('241.25 USDT');
    await expect(page.getByTestId('buy-again')).toBeVisible();
  });
});
