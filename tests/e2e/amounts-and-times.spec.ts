import { expect, test } from './support/test';
import { apiCall, contract, signInByApi, uniqueEmail } from './support/api';
import { depositAddress, fundUsdt, openAs, payingUser } from './support/wallet';

// One rule for amounts typed (the coin's decimals, refused alike on every form), one for amounts shown (grouped, a
// precision by size), and one zone for every time on screen (UTC+8, or the device's when chosen in /setting).

test('too many decimals are refused the same way on swap and send; /asset groups thousands and trims ETH', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await payingUser(request, 'amounts', { usdt: '1250.5', password: '135790' });
  const other = await apiCall(
    request,
    contract.user.profile,
    {},
    await signInByApi(request, uniqueEmail('amounts-to')),
  );
  // ETH (18 decimals) with every one of them used
  const sent = await request.post('/dev/chain/deposit', {
    data: {
      chain: 'ERC20',
      address: await depositAddress(request, token, 'ETH', 'ERC20'),
      symbol: 'ETH',
      amount: '1.234567890123456789',
    },
  });
  expect(sent.ok()).toBe(true);
  await request.post('/dev/chain/mine', { data: { chain: 'ERC20', blocks: 40 } });

  await openAs(page, request, token, '/asset');
  const usdt = page.locator('[data-testid="coin-row"][data-symbol="USDT"]');
  await expect(usdt.getByTestId('coin-amount')).toHaveText('1,250.5');
  const eth = page.locator('[data-testid="coin-row"][data-symbol="ETH"]');
  await expect(eth.getByTestId('coin-amount')).toHaveText('1.2345678');
  await expect(page.getByTestId('total-usd')).toHaveText(/^\$\d{1,3}(,\d{3})+(\.\d{1,2})?$/);

  // swap: USDT has 6 decimals; the 7th is refused and the field says why
  await page.goto('/asset/swap?from=USDT&to=BTC');
  const swapAmount = page.getByTestId('swap-amount');
  await swapAmount.pressSequentially('1.1234567');
  await expect(swapAmount).toHaveValue('1.123456');
  await expect(page.getByTestId('amount-decimals')).toHaveText('USDT takes no more decimal places.');
  // the next keystroke within the rule clears the note
  await swapAmount.fill('1.5');
  await expect(page.getByTestId('amount-decimals')).toHaveCount(0);

  // send: the same refusal, the same words, no error of its own
  await page.goto('/asset/send?symbol=USDT');
  await page.getByTestId('send-pay-id').fill(other.data.pay_id);
  const sendAmount = page.getByTestId('send-amount');
  await sendAmount.fill('1,250.1234567');
  await expect(sendAmount).toHaveValue('1250.123456');
  await expect(page.getByTestId('amount-decimals')).toHaveText('USDT takes no more decimal places.');
  await expect(sendAmount).not.toHaveAttribute('aria-invalid', 'true');
  // the balance it offers is grouped too
  await expect(page.getByText('1,250.5 USDT', { exact: false }).first()).toBeVisible();
});

test.describe('in another time zone', () => {
  test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

  test("times read in UTC+8 until the device's zone is chosen in /setting; the choice is kept", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const token = await signInByApi(request, uniqueEmail('zone'));
    await fundUsdt(request, token, '5');
    const created = page.getByTestId('current-created');

    await openAs(page, request, token, '/personal/current');
    await expect(created).toHaveText(/^\d\d\/\d\d\/\d\d \d\d:\d\d:\d\d \(UTC\+8\)$/);
    const inUtc8 = await created.textContent();

    await page.goto('/setting');
    const zones = page.getByTestId('setting-time-zone');
    await expect(zones.getByTestId('setting-time-zone-utc8')).toContainText('(UTC+8)');
    // New York in November: UTC-5
    await expect(zones.getByTestId('setting-time-zone-device')).toContainText('This device’s time zone (UTC-5)');
    await zones.getByTestId('setting-time-zone-device').click();
    await expect(zones.getByRole('radio', { name: /This device/ })).toBeChecked();

    await page.goto('/personal/current');
    await expect(created).toHaveText(/^\d\d\/\d\d\/\d\d \d\d:\d\d:\d\d \(UTC-5\)$/);
    // the same moment, 13 hours earlier on the clock
    const hour = (text: string | null) => Number(text!.slice(9, 11));
    expect((hour(inUtc8) - hour(await created.textContent()) + 24) % 24).toBe(13);

    // the deposit's record follows the same rule, and the choice outlives a reload
    await page.reload();
    await expect(created).toContainText('(UTC-5)');
    await page.goto('/asset/history');
    await expect(page.getByTestId('history-row').first()).toContainText('(UTC-5)');
  });
});
