import { expect, test, type Page } from './support/test';
import { apiCall, contract, latestCode, signInByApi, uniqueEmail } from './support/api';
import { SIZES } from './support/screens';
import { fundUsdt, openAs, setPaymentPassword } from './support/wallet';

// Sending by Pay ID as a new user meets it: no payment password yet is said before the form, /setPay brings the user
// back, a refusal keeps what was typed, and the send ends on its receipt. The coin chips stay in sight on a phone.

const PASSWORD = '246810';

test('send without a payment password: said first, set on /setPay which returns here, then a receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const receiverToken = await signInByApi(request, uniqueEmail('send-receiver'));
  const receiver = await apiCall(request, contract.user.profile, {}, receiverToken);
  const email = uniqueEmail('send-new');
  const token = await signInByApi(request, email);
  const me = await apiCall(request, contract.user.profile, {}, token);
  await fundUsdt(request, token, '20');

  // before anything is typed: no payment password, and the one way on
  await openAs(page, request, token, '/asset/send?symbol=USDT');
  await expect(page.getByTestId('send-no-password')).toContainText('Set a payment password first');
  await expect(page.getByTestId('send-pay-id')).toHaveCount(0);
  await page.getByTestId('send-set-password').click();
  await expect(page).toHaveURL(/\/setPay\?redirectUrl=%2Fasset%2Fsend%3Fsymbol%3DUSDT$/);
  await expect(page.getByText('Once it is saved, you go back to finish what you started.')).toBeVisible();
  await page.locator('input[name="pay-password"]').fill(PASSWORD);
  await page.locator('input[name="pay-repeat"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Code sent. Check your inbox.')).toBeVisible();
  await page.locator('input[name="code-set_capital_password"]').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Set payment password' }).click();

  // back where the user was, the form now open
  await expect(page).toHaveURL(/\/asset\/send\?symbol=USDT$/);
  await expect(page.getByTestId('send-no-password')).toHaveCount(0);
  const payId = page.getByTestId('send-pay-id');
  const password = page.getByTestId('send-password');
  // a refusal of the send itself (to oneself) keeps everything typed, the password too
  await payId.fill(me.data.pay_id);
  await expect(page.getByTestId('send-recipient')).toBeVisible();
  await page.getByTestId('send-amount').fill('7.5');
  await page.getByTestId('send-memo').fill('lunch');
  await password.fill(PASSWORD);
  await page.getByTestId('send-submit').click();
  await expect(page.getByTestId('send-refused')).toContainText('You cannot send to your own Pay ID.');
  await expect(password).toHaveValue(PASSWORD);
  await expect(page.getByTestId('send-amount')).toHaveValue('7.5');

  // the send: its receipt (amount, receiver, fee, time) and the way to its record
  await payId.fill(receiver.data.pay_id);
  await expect(page.getByTestId('send-recipient')).toContainText(receiver.data.nickname);
  await page.getByTestId('send-submit').click();
  const receipt = page.getByTestId('send-receipt');
  await expect(receipt).toContainText('Sent');
  await expect(page.getByTestId('send-receipt-amount')).toHaveText('7.5 USDT');
  await expect(page.getByTestId('send-receipt-to')).toContainText(receiver.data.nickname);
  await expect(page.getByTestId('send-receipt-to')).toContainText(receiver.data.pay_id);
  await expect(receipt).toContainText('0 USDT (no network fee)');
  await expect(receipt).toContainText('lunch');
  await expect(receipt).toContainText('Time');
  await expect(page.getByRole('button', { name: 'Send again' })).toHaveCount(1);
  await page.getByTestId('send-receipt-detail').click();
  await expect(page).toHaveURL(/\/asset\/tradeDetail\?kind=transferTo&id=\d+/);
  await expect(page.getByTestId('trade-amount')).toContainText('7.5');
});

/** Every chip of the chip row `testId` lies inside the viewport (none cut at its edge, none off-screen). */
async function chipsInSight(page: Page, testId: string) {
  const chips = page.getByTestId(testId).getByRole('tab');
  await expect(chips.first()).toBeVisible();
  const width = page.viewportSize()!.width;
  const boxes = await chips.evaluateAll((all) => all.map((chip) => chip.getBoundingClientRect().toJSON()));
  expect(boxes.length).toBeGreaterThan(4);
  for (const box of boxes as DOMRect[]) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
  }
}

test('the coin chips of send, withdraw and deposit are all in sight on a 390 px phone', async ({ page, request }) => {
  const email = uniqueEmail('chips');
  const token = await signInByApi(request, email);
  await setPaymentPassword(request, token, email, PASSWORD);
  await page.setViewportSize(SIZES.mobile);
  await openAs(page, request, token, '/asset/send?symbol=USDT');
  await chipsInSight(page, 'send-coins');
  await page.goto('/asset/withdraw?symbol=USDT');
  await chipsInSight(page, 'withdraw-coins');
  await page.goto('/asset/deposit?symbol=USDT');
  await chipsInSight(page, 'deposit-coins');
  // the last coin can be chosen without scrolling the row
  await page.getByTestId('deposit-coins').getByRole('tab').last().click();
  await expect(page.getByTestId('deposit-coins').getByRole('tab').last()).toHaveAttribute('aria-selected', 'true');
});
