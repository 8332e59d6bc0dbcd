import { expect, test, type APIRequestContext, type Page } from './support/test';
import { apiCall, contract, signInByApi, uniqueEmail } from './support/api';
import { accessToken } from './support/signin-methods';

// Deposit and receive screens against the real server and its simulated chain.

async function signIn(page: Page, request: APIRequestContext, path: string) {
  const token = await signInByApi(request, uniqueEmail('receive'));
  const handover = await apiCall(request, contract.user.genLoginToken, {}, token);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}login_token=${handover.data.login_token}`);
  await expect.poll(() => accessToken(page)).toBeTruthy();
  return token;
}

test('deposit: the coin and chain from the link, the address as text and QR, and a deposit to it is credited', async ({
  page,
  request,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await signIn(page, request, '/asset/deposit?symbol=usdt&chain=trc20');
  await expect(page.getByRole('heading', { name: 'Deposit' })).toBeVisible();
  await expect(page.getByTestId('deposit-coins').getByRole('tab', { name: 'USDT' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('deposit-chains').getByRole('tab', { name: 'TRC20' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const address = page.getByTestId('deposit-address');
  await expect(address).toHaveText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  await expect(page.getByRole('img', { name: 'QR code of your USDT address on TRON (TRC20)' })).toHaveAttribute(
    'src',
    /^data:image\/png/,
  );
  await expect(page.getByTestId('deposit-min')).toHaveText('1 USDT');
  await expect(page.getByTestId('deposit-confirmations')).toHaveText('20');
  await expect(page.getByText('Send only USDT on TRON (TRC20)')).toBeVisible();
  await page.getByTestId('deposit-copy').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.textContent());

  // The address is the user's: money sent to it is credited after the confirmations.
  const sent = await request.post('/dev/chain/deposit', {
    data: { chain: 'TRC20', address: await address.textContent(), symbol: 'USDT', amount: '12' },
  });
  expect(sent.ok()).toBe(true);
  await request.post('/dev/chain/mine', { data: { chain: 'TRC20', blocks: 25 } });
  const balance = await apiCall(request, contract.coin.accountBalance, {}, token);
  expect(balance.data.list.find((row) => row.symbol === 'USDT')?.available).toBe('12');

  // Another chain of the coin: another address, kept in the link.
  await page.getByTestId('deposit-chains').getByRole('tab', { name: 'ERC20' }).click();
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  await expect(page).toHaveURL(/symbol=USDT&chain=ERC20/);
  await page.getByTestId('deposit-coins').getByRole('tab', { name: 'BTC' }).click();
  await expect(page.getByTestId('deposit-chains').getByRole('tab', { name: 'BTC' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(address).toHaveText(/^bc1q/);
});

test('receive: the Pay ID as text and QR, copied with one tap', async ({ page, request }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await signIn(page, request, '/asset/received');
  const profile = await apiCall(request, contract.user.profile, {}, token);
  await expect(page.getByRole('heading', { name: 'Receive' })).toBeVisible();
  await expect(page.getByTestId('receive-pay-id')).toHaveText(profile.data.pay_id);
  await expect(page.getByRole('img', { name: 'QR code of your Pay ID' })).toHaveAttribute('src', /^data:image\/png/);
  await page.getByTestId('receive-copy').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(profile.data.pay_id);
});

test('an NFT deposited on the chain shows in the NFT tab, moves to the game and back', async ({ page, request }) => {
  const token = await signIn(page, request, '/asset');
  const address = await apiCall(request, contract.nftCustody.getNftDepositAddress, { chain_name: 'BSC' }, token);
  const tokenId = String(Date.now() % 1_000_000_000);
  const sent = await request.post('/dev/chain/nft_deposit', {
    data: { chain: 'BSC', address: address.data.address, symbol: 'PEAKS', token_id: tokenId },
  });
  expect(sent.ok()).toBe(true);
  await request.post('/dev/chain/mine', { data: { chain: 'BSC', blocks: 40 } });

  await page.reload();
  await page.getByRole('tab', { name: 'NFTs' }).click();
  const card = page.getByTestId('nft-item').filter({ hasText: `#${tokenId}` });
  await expect(card).toContainText('In wallet');
  await card.getByTestId('nft-to-game').click();
  await expect(card).toContainText('In game');
  await expect(card.getByTestId('nft-to-game')).toHaveCount(0);
  await card.getByTestId('nft-from-game').click();
  await expect(card).toContainText('In wallet');
  const item = await apiCall(request, contract.nftCustody.itemList, { symbol: 'PEAKS' }, token);
  expect(item.data.list.find((entry) => entry.token_id === tokenId)).toMatchObject({
    wallet_amount: 1,
    package_amount: 0,
  });
});
