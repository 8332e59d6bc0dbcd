import { expect, test } from './support/test';
import { apiCall, contract } from './support/api';
import { fillWithdrawSecrets, openAs, payingUser, sendNft, spotUsdt } from './support/wallet';

// NFT custody against the real server and its simulated chain: the NFT deposit address, a deposit followed while
// it confirms, then a withdrawal with its address rule, fee and security steps.

const PAYMENT_PASSWORD = '975310';

test('NFTs: deposit to the shown address, followed until credited, then withdrawn with the security steps', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { email, token } = await payingUser(request, 'nft-custody', {
    usdt: '10',
    password: PAYMENT_PASSWORD,
    chain: 'BSC',
  });
  // the page's timers on a clock the test moves: the pending list's next poll comes without waiting its 10 s
  await page.clock.install();

  // The empty NFT tab leads to the NFT deposit.
  await openAs(page, request, token, '/asset');
  await page.getByRole('tab', { name: 'NFTs' }).click();
  await page.getByTestId('nft-empty').getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/asset\/deposit\?tab=nft/);
  await expect(page.getByTestId('deposit-tabs').getByRole('tab', { name: 'NFTs' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // A chain without collections shows no address; BSC shows one, with its collections.
  const chains = page.getByTestId('nft-deposit-chains');
  await chains.getByRole('tab', { name: 'TRC20' }).click();
  await expect(page.getByTestId('nft-deposit-none')).toContainText('No NFT collection lives on TRC20');
  await expect(page.getByTestId('nft-deposit-address')).toHaveCount(0);
  await chains.getByRole('tab', { name: 'BSC' }).click();
  await expect(page).toHaveURL(/chain=BSC/);
  const shown = page.getByTestId('nft-deposit-address');
  await expect(shown).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  await expect(page.getByRole('img', { name: 'QR code of your NFT address on BSC' })).toHaveAttribute(
    'src',
    /^data:image\/png/,
  );
  await expect(page.getByText('Send only NFTs of these collections on BSC')).toBeVisible();

  // An NFT arrives at the shown address: confirming on the open screen, then gone from the list once credited.
  const tokenId = String(Date.now() % 1_000_000_000);
  const sent = await request.post('/dev/chain/nft_deposit', {
    data: { chain: 'BSC', address: await shown.textContent(), symbol: 'PEAKS', token_id: tokenId },
  });
  expect(sent.ok()).toBe(true);
  const pending = page.getByTestId('nft-deposit-pending');
  await page.clock.fastForward(11_000); // past the pending list's 10 s poll
  await expect(pending).toContainText(/\d+\/\d+ confirmations/);
  await request.post('/dev/chain/mine', { data: { chain: 'BSC', blocks: 40 } });
  await page.clock.fastForward(11_000);
  await expect(pending).toHaveCount(0);

  // Withdraw it: a TRC20 address is refused for a BSC collection, the fee and today's count are shown.
  await page.goto('/asset');
  await page.getByRole('tab', { name: 'NFTs' }).click();
  const card = page.getByTestId('nft-item').filter({ hasText: `#${tokenId}` });
  await expect(card).toContainText('In wallet');
  await card.getByTestId('nft-withdraw').click();
  const sheet = page.getByRole('dialog');
  await expect(page.getByTestId('nft-withdraw-fee')).toHaveText('1 USDT');
  await expect(sheet.getByText('Available: 10 USDT')).toBeVisible();
  await expect(page.getByTestId('nft-withdraw-fee-short')).toHaveCount(0);
  const address = page.getByTestId('nft-withdraw-address');
  await address.fill('TXYZoPEU5oHqVrFoGE3BTuqp8ZXpDHzvVN');
  await expect(sheet.getByText('This is not a valid BSC address.')).toBeVisible();
  await address.fill(`0x${'cd34'.repeat(10)}`);
  await expect(sheet.getByText('This is not a valid BSC address.')).toHaveCount(0);
  await fillWithdrawSecrets(page, sheet, request, email, PAYMENT_PASSWORD, 'nft-withdraw');
  await page.getByTestId('nft-withdraw-confirm').click();
  await expect(page.getByText('NFT withdrawal placed')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card).toContainText('Withdrawing');
  await expect(card.getByTestId('nft-withdraw')).toHaveCount(0);

  expect(await spotUsdt(request, token)).toEqual({ available: '9', frozen: '1' });
});

test('NFTs: several of one network withdrawn together (a batch token), a mix of networks refused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { email, token } = await payingUser(request, 'nft-batch', {
    usdt: '10',
    password: PAYMENT_PASSWORD,
    chain: 'BSC',
  });
  const addressOn = async (chain: string) =>
    (await apiCall(request, contract.nftCustody.getNftDepositAddress, { chain_name: chain }, token)).data;
  const [bsc, erc] = [await addressOn('BSC'), await addressOn('ERC20')];
  const base = Date.now() % 1_000_000_000;
  const sent = [
    { chain: 'BSC', address: bsc.address, symbol: bsc.symbols[0]!, token_id: String(base + 1) },
    { chain: 'BSC', address: bsc.address, symbol: bsc.symbols[0]!, token_id: String(base + 2) },
    { chain: 'ERC20', address: erc.address, symbol: erc.symbols[0]!, token_id: String(base + 3) },
  ];
  for (const nft of sent) expect((await request.post('/dev/chain/nft_deposit', { data: nft })).ok()).toBe(true);
  await request.post('/dev/chain/mine', { data: { blocks: 40 } });

  await openAs(page, request, token, '/asset');
  await page.getByRole('tab', { name: 'NFTs' }).click();
  const card = (id: string) => page.getByTestId('nft-item').filter({ hasText: `#${id}` });
  await expect(card(sent[2]!.token_id)).toContainText('In wallet');
  await page.getByTestId('nft-select').click();
  for (const nft of sent) await card(nft.token_id).getByTestId('nft-pick').click();
  await expect(page.getByText('Choose NFTs of one network to withdraw them together.')).toBeVisible();
  await expect(page.getByTestId('nft-withdraw-selected')).toBeDisabled();
  await card(sent[2]!.token_id).getByTestId('nft-pick').click();
  await expect(page.getByText('2 NFTs selected')).toBeVisible();
  await page.getByTestId('nft-withdraw-selected').click();

  const sheet = page.getByRole('dialog', { name: 'Withdraw 2 NFTs' });
  await expect(sheet.getByTestId('nft-withdraw-items').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('nft-withdraw-fee')).toHaveText('2 USDT');
  await page.getByTestId('nft-withdraw-address').fill(`0x${'ef56'.repeat(10)}`);
  await fillWithdrawSecrets(page, sheet, request, email, PAYMENT_PASSWORD, 'nft-withdraw');
  await page.getByTestId('nft-withdraw-confirm').click();
  await expect(page.getByText('2 NFT withdrawals placed')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  for (const nft of sent.slice(0, 2)) await expect(card(nft.token_id)).toContainText('Withdrawing');
  await expect(card(sent[2]!.token_id)).toContainText('In wallet');
  await expect(page.getByTestId('nft-select-cancel')).toHaveCount(0);
  expect(await spotUsdt(request, token)).toEqual({ available: '8', frozen: '2' });
});

test('an owned NFT offers "List for sale" from the wallet; once in the game it offers only what can be done', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await payingUser(request, 'nft-list', { usdt: '10', password: PAYMENT_PASSWORD });
  const tokenId = `7${String(Date.now() % 1_000_000_000)}`;
  await sendNft(request, token, { chain: 'ERC20', symbol: 'ASTRO', tokenId });
  expect((await request.post('/dev/chain/mine', { data: { chain: 'ERC20', blocks: 40 } })).ok()).toBe(true);

  await openAs(page, request, token, '/asset');
  await page.getByRole('tab', { name: 'NFTs' }).click();
  const card = page.getByTestId('nft-item').filter({ hasText: `#${tokenId}` });
  await expect(card.getByTestId('nft-to-game')).toBeVisible({ timeout: 20_000 });
  await expect(card.getByTestId('nft-withdraw')).toBeVisible();
  // "List for sale" opens the market's listing sheet on the token's page
  await card.getByTestId('nft-list').click();
  await expect(page).toHaveURL(new RegExp(`/nft/detail721\\?symbol=ASTRO&token_id=${tokenId}&sell=1`));
  await expect(page.getByRole('dialog', { name: 'List for sale' })).toBeVisible();
  await expect(page.getByTestId('sell-price')).toBeVisible();
  // the network by its name, the server's id (here a token standard) only as detail
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('detail-chain')).toContainText('NetworkEthereum (ERC20)');

  // moved to the game: it can only come back; it cannot be listed or withdrawn from there, and the card says so
  await page.goto('/asset');
  await page.getByRole('tab', { name: 'NFTs' }).click();
  await card.getByTestId('nft-to-game').click();
  await expect(card.getByTestId('nft-from-game')).toBeVisible();
  await expect(card).toContainText('In game');
  await expect(card.getByTestId('nft-list')).toHaveCount(0);
  await expect(card.getByTestId('nft-withdraw')).toHaveCount(0);
  await expect(card.getByTestId('nft-to-game')).toHaveCount(0);

  // batch listing shows it with its state, not as an NFT free to list
  await page.goto('/nft/batch');
  const pick = page.getByTestId('batch-card').filter({ hasText: `#${tokenId}` });
  await expect(pick.getByTestId('batch-card-state')).toHaveText(
    'In the game: bring it back to your wallet to list it.',
  );
  await expect(pick).not.toContainText('Not listed');
  await expect(pick.getByRole('checkbox')).toBeDisabled();
});
