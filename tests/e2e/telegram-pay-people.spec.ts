import BigNumber from 'bignumber.js';
import { expect, test, type APIRequestContext } from './support/test';
import { encodeStartApp } from '../../src/domain/startapp';
import { newPaymentRequestId, paymentRequestPath } from '../../src/features/wallet/payPeopleModel';
import { hashPassword } from '../../src/shared/lib/password';
import { apiCall, contract, endCodeWait, signInByApi, uniqueEmail } from './support/api';
import { signInViaUi } from './support/auth-ui';
import { emitTelegramEvent, linkedTelegramUser, openInTelegram, telegramUserWhoUsedTheApp } from './support/telegram';
import { fundUsdt, openAs, payingUser, setPaymentPassword, spotUsdt } from './support/wallet';

// Paying people, not addresses: a send to a Telegram @username shows whom before the password and moves the money
// once; a payment request link opened in the Telegram launch fills the send screen; a referred user's trade pays the
// referrer their share of the fee, seen on the referral screen.

const PASSWORD = '135790';

/** What the user of `token` sent to other users (their transfers' count). */
async function sentCount(request: APIRequestContext, token: string) {
  const sent = await apiCall(request, contract.finance.transferToList, { kind: 'user' }, token);
  return sent.data.count;
}

test('send to @username: the name and picture before the password, the money arrives once', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  // the receiver has used the app through Telegram: their username was stored at that sign-in
  const receiver = await telegramUserWhoUsedTheApp(context, 'paypeople');

  const payer = await payingUser(request, 'pay-by-name', { usdt: '30', password: PASSWORD });
  await openAs(page, request, payer.token, '/asset/send?symbol=USDT');
  await page.getByTestId('send-pay-id').fill(`@${receiver.username!.toUpperCase()}`);
  const who = page.getByTestId('send-recipient');
  await expect(who).toContainText(receiver.username!);
  await expect(who).toContainText(`@${receiver.username}`);
  await expect(page.getByTestId('send-password')).toHaveValue('');

  await page.getByTestId('send-amount').fill('4.25');
  await page.getByTestId('send-password').fill(PASSWORD);
  const before = new BigNumber((await spotUsdt(request, payer.token)).available);
  // a double tap on confirm: one transfer (one idempotency key per intent)
  await page.getByTestId('send-submit').dblclick();
  await expect(page.getByTestId('send-receipt-amount')).toHaveText('4.25 USDT');
  await expect(page.getByTestId('send-receipt-to')).toContainText(receiver.username!);
  expect(await sentCount(request, payer.token)).toBe(1);
  // exact decimals: the balance moved by 4.25 to the last unit, not to within a float's rounding
  const after = new BigNumber((await spotUsdt(request, payer.token)).available);
  expect(after.toFixed()).toBe(before.minus('4.25').toFixed());
});

test('an unknown @name is refused clearly and the form keeps what was typed', async ({ page, request }) => {
  const payer = await payingUser(request, 'pay-unknown', { usdt: '5', password: PASSWORD });
  await openAs(page, request, payer.token, '/asset/send?symbol=USDT');
  const field = page.getByTestId('send-pay-id');
  await field.fill('@nobody_uses_this_name_77');
  await expect(page.getByText('No user with this name has used the app.')).toBeVisible();
  await expect(page.getByTestId('send-recipient')).toHaveCount(0);
  await expect(field).toHaveValue('@nobody_uses_this_name_77');
  await page.getByTestId('send-amount').fill('1');
  await page.getByTestId('send-submit').click();
  expect(await sentCount(request, payer.token)).toBe(0);
  await expect(page.getByTestId('send-amount')).toHaveValue('1');
  // a name Telegram would not allow is said before any look-up
  await field.fill('@ab');
  await expect(page.getByText('Enter a Pay ID (4 to 20 digits) or a Telegram @username')).toBeVisible();
});

test('a payment request link opened in Telegram lands on the filled send screen, paid twice moves money once; bad values are left empty', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const requesterToken = await signInByApi(request, uniqueEmail('requester'));
  const requester = await apiCall(request, contract.user.profile, {}, requesterToken);
  // the payer: an account with money and a payment password, linked to the Telegram user who opens the link
  const payer = await payingUser(request, 'request-payer', { usdt: '20', password: PASSWORD });
  const tgUser = await linkedTelegramUser(request, payer.token, 'reqpayer');

  const path = paymentRequestPath({
    symbol: 'USDT',
    amount: '2.5',
    payId: requester.data.pay_id,
    id: newPaymentRequestId(),
  });
  await openInTelegram(page, '/', { user: tgUser, startParam: encodeStartApp(path)! });
  await expect.poll(() => new URL(page.url()).pathname).toBe('/asset/send');
  await expect(page.getByTestId('send-amount')).toHaveValue('2.5');
  await expect(page.getByTestId('send-pay-id')).toHaveValue(requester.data.pay_id);
  await expect(page.getByTestId('send-recipient')).toContainText(requester.data.nickname);
  await expect(page.getByTestId('send-prefill-refused')).toHaveCount(0);
  // nothing moved by opening it: the payer confirms
  expect(await sentCount(request, payer.token)).toBe(0);
  const before = new BigNumber((await spotUsdt(request, payer.token)).available);
  await page.getByTestId('send-password').fill(PASSWORD);
  // inside Telegram the screen's primary action is Telegram's main button
  await emitTelegramEvent(page, 'main_button_pressed');
  await expect(page.getByTestId('send-receipt-amount')).toHaveText('2.5 USDT');
  expect(await sentCount(request, payer.token)).toBe(1);

  // the same request opened again in a new launch and paid again: its receipt, and no second transfer
  const again = await context.newPage();
  await openInTelegram(again, '/', { user: tgUser, startParam: encodeStartApp(path)! });
  await expect(again.getByTestId('send-amount')).toHaveValue('2.5');
  await expect(again.getByTestId('send-recipient')).toContainText(requester.data.nickname);
  await again.getByTestId('send-password').fill(PASSWORD);
  await emitTelegramEvent(again, 'main_button_pressed');
  await expect(again.getByTestId('send-receipt-amount')).toHaveText('2.5 USDT');
  expect(await sentCount(request, payer.token)).toBe(1);
  const after = new BigNumber((await spotUsdt(request, payer.token)).available);
  expect(after.toFixed()).toBe(before.minus('2.5').toFixed());
  await again.close();

  // a link whose amount breaks the coin's rules and whose coin does not exist
  const bad = await context.newPage();
  await openInTelegram(bad, '/', {
    user: tgUser,
    startParam: encodeStartApp(`/asset/send?symbol=NOPE&amount=1.1234567&pay_id=${requester.data.pay_id}`)!,
  });
  await expect(bad.getByTestId('send-prefill-refused')).toBeVisible();
  await expect(bad.getByTestId('send-amount')).toHaveValue('');
  await expect(bad.getByTestId('send-pay-id')).toHaveValue(requester.data.pay_id);
});

test("a referred user's trade pays the referrer their share, seen on the referral screen", async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(180_000);
  const referrer = await payingUser(request, 'referrer', { usdt: '1', password: PASSWORD });
  const mine = await apiCall(request, contract.referral.mine, {}, referrer.token);
  expect(mine.data.code).toMatch(/^[A-Za-z0-9]{8}$/);

  // the invited user signs up in a browser through the referral link
  const invitedEmail = uniqueEmail('invited');
  const signUp = await context.newPage();
  await signUp.goto(`/login?ref=${mine.data.code}`);
  await signInViaUi(signUp, invitedEmail);
  await expect
    .poll(async () => (await apiCall(request, contract.referral.invitees, {}, referrer.token)).data.count)
    .toBe(1);
  await signUp.close();

  // they buy a listed token: the buyer fee's share goes to the referrer
  await endCodeWait(request, invitedEmail);
  const invitedToken = await signInByApi(request, invitedEmail);
  await fundUsdt(request, invitedToken, '100');
  await setPaymentPassword(request, invitedToken, invitedEmail, PASSWORD);
  const listed = await apiCall(request, contract.nftMarket.search, {
    sort: 2,
    page_size: 50,
    filter: { erc_type: 'ERC721', max_price: '60' },
  });
  const goods = listed.data.list.find((row) => row.price_symbol === 'USDT' && row.order_no);
  expect(goods).toBeTruthy();
  const bought = await apiCall(
    request,
    contract.nftMarket.buy,
    { order_no: goods!.order_no!, price: goods!.price!, password: hashPassword(PASSWORD) },
    invitedToken,
    { 'Idempotency-Key': `e2e-ref-buy-${Date.now()}` },
  );
  expect(bought.code, bought.msg).toBe(0);
  expect(new BigNumber(bought.data.buyer_fee).gt(0)).toBe(true);

  await openAs(page, request, referrer.token, '/personal/referrals');
  await expect(page.getByTestId('referral-code')).toHaveText(mine.data.code);
  await expect(page.getByText('1 invited user')).toBeVisible();
  await expect(page.getByTestId('referral-invitees')).toContainText('Joined in the browser');
  await expect(page.getByTestId('referral-total-USDT')).toBeVisible();
  const earnings = await apiCall(request, contract.referral.earnings, {}, referrer.token);
  expect(earnings.data.recent).toHaveLength(1);
  expect(earnings.data.recent[0]).toMatchObject({ side: 'buyer', symbol: 'USDT' });
  expect(new BigNumber(earnings.data.recent[0]!.amount).gt(0)).toBe(true);
});
