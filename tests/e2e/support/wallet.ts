import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { hashPassword } from '../../../src/shared/lib/password';
import { apiCall, contract, idempotencyKey, latestCode, signInByApi, uniqueEmail } from './api';
import { accessToken } from './signin-methods';

/** Opens `path` signed in as `token` (a login-token handover, as a link from another device would). */
export async function openAs(page: Page, request: APIRequestContext, token: string, path: string) {
  const handover = await apiCall(request, contract.user.genLoginToken, {}, token);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}login_token=${handover.data.login_token}`);
  await expect.poll(() => accessToken(page)).toBeTruthy();
}

/** The user's deposit address of `symbol` on `chain`. */
export async function depositAddress(request: APIRequestContext, token: string, symbol: string, chain: string) {
  const res = await apiCall(request, contract.finance.getDepositAddress, { symbol, chain_name: chain }, token);
  return res.data.address;
}

/**
 * Token `tokenId` of collection `symbol` is sent on `chain` to the user's NFT deposit address; it is credited once
 * the chain is mined past its confirmations (`/dev/chain/mine`), the way NFTs arrive for real.
 */
export async function sendNft(
  request: APIRequestContext,
  token: string,
  nft: { chain: string; symbol: string; tokenId: string },
) {
  const address = await apiCall(request, contract.nftCustody.getNftDepositAddress, { chain_name: nft.chain }, token);
  const sent = await request.post('/dev/chain/nft_deposit', {
    data: { chain: nft.chain, address: address.data.address, symbol: nft.symbol, token_id: nft.tokenId },
  });
  expect(sent.ok()).toBe(true);
}

/**
 * A new token of collection `symbol` sent to the user on `chain` and mined past its confirmations, so it is credited;
 * its token id: `lead` (a digit of the spec's own, so that two specs never mint the same id) then the time.
 */
export async function depositNft(
  request: APIRequestContext,
  token: string,
  nft: { symbol: string; chain?: string; lead: string },
): Promise<string> {
  const chain = nft.chain ?? 'ERC20';
  const tokenId = `${nft.lead}${String(Date.now() % 1_000_000_000)}${Math.floor(Math.random() * 10)}`;
  await sendNft(request, token, { chain, symbol: nft.symbol, tokenId });
  expect((await request.post('/dev/chain/mine', { data: { chain, blocks: 40 } })).ok()).toBe(true);
  return tokenId;
}

/** Moves `amount` USDT of the user's spot balance to the game account: money a bid counted on is gone. */
export async function moveOutOfSpot(request: APIRequestContext, token: string, amount: string) {
  const moved = await apiCall(
    request,
    contract.finance.transfer,
    { symbol: 'USDT', amount, from_account: 'spot', to_account: 'game' },
    token,
    idempotencyKey('spend'),
  );
  expect(moved.code, moved.msg).toBe(0);
}

/** `amount` USDT arrives on `chain` at the user's address, confirmed (the chain mined past its confirmations). */
export async function fundUsdt(request: APIRequestContext, token: string, amount: string, chain = 'TRC20') {
  const sent = await request.post('/dev/chain/deposit', {
    data: { chain, address: await depositAddress(request, token, 'USDT', chain), symbol: 'USDT', amount },
  });
  expect(sent.ok()).toBe(true);
  await request.post('/dev/chain/mine', { data: { chain, blocks: 40 } });
}

/**
 * A payment password (its own email code, scene set_capital_password). A first one starts no withdrawal hold; a
 * change of it does, which `endHold` ends unless the test is about the hold.
 */
export async function setPaymentPassword(
  request: APIRequestContext,
  token: string,
  email: string,
  password: string,
  { endHold = true } = {},
) {
  await apiCall(request, contract.user.sendVerifyCodeV2, { scene: 'set_capital_password' }, token);
  const set = await apiCall(
    request,
    contract.user.modifyCapitalPassword,
    { password: hashPassword(password), email_code: await latestCode(request, email) },
    token,
  );
  expect(set.code).toBe(0);
  if (endHold) expect((await request.post('/dev/user/end_hold', { data: { email } })).ok()).toBe(true);
}

/** A new signed-in user (email `tag-…`) holding `usdt` USDT on `chain`, with the payment password `password`. */
export async function payingUser(
  request: APIRequestContext,
  tag: string,
  {
    usdt,
    password,
    chain = 'TRC20',
    endHold = true,
  }: { usdt: string; password: string; chain?: string; endHold?: boolean },
) {
  const email = uniqueEmail(tag);
  const token = await signInByApi(request, email);
  await fundUsdt(request, token, usdt, chain);
  await setPaymentPassword(request, token, email, password, { endHold });
  return { email, token };
}

/** The spot account's USDT, available and frozen. */
export async function spotUsdt(request: APIRequestContext, token: string) {
  const res = await apiCall(request, contract.coin.accountBalance, {}, token);
  const row = res.data.list.find((r) => r.account === 'spot' && r.symbol === 'USDT');
  return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
}

/** In an open withdrawal sheet: the payment password, then the email code of scene withdraw sent and typed. */
export async function fillWithdrawSecrets(
  page: Page,
  sheet: Locator,
  request: APIRequestContext,
  email: string,
  password: string,
  prefix = 'withdraw',
) {
  await page.getByTestId(`${prefix}-password`).fill(password);
  await sheet.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Code sent to your email')).toBeVisible();
  await sheet.locator('input[name="email_code"]').fill(await latestCode(request, email));
}
