import { expect, test, type APIRequestContext, type Page } from './support/test';
import { hashPassword } from '../../src/shared/lib/password';
import { apiCall, contract, latestCode, signInByApi, uniqueEmail } from './support/api';
import { accessToken } from './support/signin-methods';

// Moving money between the user's own accounts and to another user, against the real server.

async function openAs(page: Page, request: APIRequestContext, token: string, path: string) {
  const handover = await apiCall(request, contract.user.genLoginToken, {}, token);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}login_token=${handover.data.login_token}`);
  await expect.poll(() => accessToken(page)).toBeTruthy();
}

/** USDT on TRC20 to the user's own address, confirmed. */
async function fund(request: APIRequestContext, token: string, amount: string) {
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
  await request.post('/dev/chain/mine', { data: { chain: 'TRC20', blocks: 25 } });
}

const available = async (request: APIRequestContext, token: string, account: string) => {
  const res = await apiCall(request, contract.coin.accountBalance, {}, token);
  return res.data.list.find((row) => row.account === account && row.symbol === 'USDT')?.available ?? '0';
};

test('transfer between own accounts: spot to game and back, an amount over the balance refused and kept', async ({
  page,
  request,
}) => {
  const token = await signInByApi(request, uniqueEmail('transfer'));
  await fund(request, token, '30');
  await openAs(page, request, token, '/asset/transfer?symbol=USDT');
  await expect(page.getByRole('heading', { name: 'Transfer' })).toBeVisible();
  await expect(page.getByText('Available in Spot: 30 USDT')).toBeVisible();

  const amount = page.getByTestId('transfer-amount');
  await amount.fill('100');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByText('That is more than the account holds.')).toBeVisible();
  await expect(amount).toHaveValue('100');
  expect(await available(request, token, 'spot')).toBe('30');

  await amount.fill('12');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByText('Transferred')).toBeVisible();
  await expect(page.getByText('Available in Spot: 18 USDT')).toBeVisible();
  expect(await available(request, token, 'game')).toBe('12');

  await page.getByTestId('transfer-moves').getByRole('tab', { name: 'Game → Spot' }).click();
  await expect(page.getByText('Available in Game: 12 USDT')).toBeVisible();
  await page.getByTestId('transfer-max').click();
  await expect(amount).toHaveValue('12');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByText('Available in Game: 0 USDT')).toBeVisible();
  expect(await available(request, token, 'spot')).toBe('30');
});

test('send to a Pay ID: a wrong one says so, the recipient is shown first, and receives the money', async ({
  page,
  request,
}) => {
  const receiverToken = await signInByApi(request, uniqueEmail('receiver'));
  const receiver = await apiCall(request, contract.user.profile, {}, receiverToken);
  const email = uniqueEmail('sender');
  const token = await signInByApi(request, email);
  await fund(request, token, '20');
  await apiCall(request, contract.user.sendVerifyCodeV2, { scene: 'set_capital_password' }, token);
  const set = await apiCall(
    request,
    contract.user.modifyCapitalPassword,
    { password: hashPassword('246810'), email_code: await latestCode(request, email) },
    token,
  );
  expect(set.code).toBe(0);

  await openAs(page, request, token, '/asset/send?symbol=USDT');
  await expect(page.getByRole('heading', { name: 'Send' })).toBeVisible();
  const payId = page.getByTestId('send-pay-id');
  await payId.fill('12345');
  await expect(page.getByText(/no user|not found|Pay ID/i).first()).toBeVisible();
  await expect(page.getByTestId('send-recipient')).toHaveCount(0);

  await payId.fill(receiver.data.pay_id);
  await expect(page.getByTestId('send-recipient')).toContainText(receiver.data.nickname);
  await page.getByTestId('send-amount').fill('7.5');
  await page.getByTestId('send-memo').fill('lunch');
  await page.getByTestId('send-password').fill('246810');
  await page.getByTestId('send-submit').click();
  await expect(page.getByTestId('send-receipt')).toContainText('Sent');
  await page.getByTestId('send-again').click();
  await expect(page.getByText('Available: 12.5 USDT')).toBeVisible();
  expect(await available(request, receiverToken, 'spot')).toBe('7.5');
});
