import { expect, test, type Page } from './support/test';
import { signInByApi, uniqueEmail } from './support/api';
import { liveConnected } from './support/live';
import { depositAddress, openAs } from './support/wallet';

// Deposits arrive live: the server tells the user's open screens over the live channel the moment a deposit is seen
// and credited, so the deposit screen and /asset follow without a reload and without waiting for their 10 s poll.

/** Each step acts right after the screen's own poll answered: the next poll is ~10 s away, the live event is not. */
const LIVE_MS = 5_000;
const answered = (page: Page, call: string) => page.waitForResponse((r) => r.url().endsWith(call) && r.ok());

test('a deposit shows on its way on the deposit screen and is credited on /asset, without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await signInByApi(request, uniqueEmail('live-deposit'));
  const elsewhere = await depositAddress(request, token, 'USDT', 'ERC20');

  let polled = answered(page, '/finance/deposit_list');
  let connected = liveConnected(page);
  await openAs(page, request, token, '/asset/deposit?symbol=USDT&chain=TRC20');
  const shown = (await page.getByTestId('deposit-address').textContent())!;
  await polled;
  await connected;
  // one deposit to the shown address, one to the same coin's address on another chain
  for (const [chain, address, amount] of [
    ['TRC20', shown, '25'],
    ['ERC20', elsewhere, '30'],
  ])
    expect((await request.post('/dev/chain/deposit', { data: { chain, address, symbol: 'USDT', amount } })).ok()).toBe(
      true,
    );
  const coming = page.getByTestId('pending-deposit');
  await expect(coming).toHaveCount(1, { timeout: LIVE_MS });
  await expect(coming).toContainText('25 USDT');
  await expect(coming).toContainText(/\d+\/20 confirmations/);

  // /asset: both on their way, then the TRC20 one credited: the balance moves where the user looks
  polled = answered(page, '/account/balance');
  connected = liveConnected(page);
  await page.goto('/asset');
  await expect(page.getByTestId('pending-deposit')).toHaveCount(2);
  const usdt = page.locator('[data-testid="coin-row"][data-symbol="USDT"]').getByTestId('coin-amount');
  await expect(usdt).toHaveText('0');
  await polled;
  await connected;
  expect((await request.post('/dev/chain/mine', { data: { chain: 'TRC20', blocks: 25 } })).ok()).toBe(true);
  await expect(usdt).toHaveText('25', { timeout: LIVE_MS });
  await expect(page.getByTestId('pending-deposit')).toHaveCount(1, { timeout: LIVE_MS });
  await expect(page.getByTestId('total-usd')).not.toHaveText('$0');
});
