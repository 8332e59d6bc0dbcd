import { expect, test, type Page } from './support/test';
import { signInByApi, uniqueEmail, useToken } from './support/api';
import { openInTelegram } from './support/telegram';
import { screenshotsIn, SIZES } from './support/screens';

// The withdraw screen for a visual check, written to test-results/screens-wallet (git-ignored): the form with a
// long address and an amount over the balance, at 390 and 1440 px, light and dark, in Korean, inside Telegram.
const DIR = 'test-results/screens-wallet';
const ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

const shoot = screenshotsIn(DIR);

async function fillForm(page: Page) {
  await expect(page.getByTestId('withdraw-fee')).toContainText('USDT');
  await page.getByTestId('withdraw-address').fill(ADDRESS);
  await page.getByTestId('withdraw-amount').fill('25');
  await page.getByTestId('withdraw-continue').click();
  // nothing deposited: the amount is over what can leave, said under the field
  await expect(page.getByTestId('withdraw-amount')).toHaveAttribute('aria-invalid', 'true');
}

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`withdraw ${size} ${theme}`, async ({ page, request, baseURL }) => {
      await useToken(page.context(), baseURL!, await signInByApi(request, uniqueEmail('screens-withdraw')));
      await page.setViewportSize(viewport);
      await page.goto(`/asset/withdraw?symbol=USDT&chain=TRC20&theme=${theme}`);
      await fillForm(page);
      await shoot(page, `withdraw-${size}-${theme}`);
    });
  }
}

test('withdraw in Korean, and inside Telegram', async ({ page, request, baseURL }) => {
  await useToken(page.context(), baseURL!, await signInByApi(request, uniqueEmail('screens-withdraw-ko')));
  await page.setViewportSize(SIZES.mobile);
  await page.goto('/asset/withdraw?symbol=USDT&chain=TRC20&lang=ko');
  await expect(page.getByRole('heading', { name: '출금' })).toBeVisible();
  await fillForm(page);
  await shoot(page, 'ko-withdraw-mobile');
  await openInTelegram(page, '/asset/withdraw?symbol=USDT&chain=TRC20');
  await expect(page.getByTestId('withdraw-fee')).toContainText('USDT');
  await shoot(page, 'telegram-withdraw-390');
});

test('NFT deposit (390 px, dark) and the NFT withdrawal sheet (1440 px, light)', async ({ page, request, baseURL }) => {
  const token = await signInByApi(request, uniqueEmail('screens-nft'));
  await useToken(page.context(), baseURL!, token);
  await page.setViewportSize(SIZES.mobile);
  // the page's timers on a clock the test moves: the pending list's next poll comes without waiting its 10 s
  await page.clock.install();
  await page.goto('/asset/deposit?tab=nft&chain=BSC&theme=dark');
  const shown = page.getByTestId('nft-deposit-address');
  await expect(shown).toHaveText(/^0x/);
  const tokenId = `${Date.now() % 1_000_000_000}`;
  await request.post('/dev/chain/nft_deposit', {
    data: { chain: 'BSC', address: await shown.textContent(), symbol: 'PEAKS', token_id: tokenId },
  });
  await page.clock.fastForward(11_000); // past the pending list's 10 s poll
  await expect(page.getByTestId('nft-deposit-pending')).toBeVisible();
  await shoot(page, 'nft-deposit-mobile-dark');
  await request.post('/dev/chain/mine', { data: { chain: 'BSC', blocks: 40 } });
  // the app reloads when the width crosses the desktop breakpoint (app/layout.ts): resize away from it
  await page.goto('about:blank');
  await page.setViewportSize(SIZES.desktop);
  await page.goto('/asset?theme=light');
  await page.getByRole('tab', { name: 'NFTs' }).click();
  await page
    .getByTestId('nft-item')
    .filter({ hasText: `#${tokenId}` })
    .getByTestId('nft-withdraw')
    .click();
  await expect(page.getByTestId('nft-withdraw-fee')).toHaveText('1 USDT');
  // no USDT for the fee: said before any secret is typed, with the way to deposit it
  await expect(page.getByTestId('nft-withdraw-fee-short')).toContainText('The network fee is 1 USDT');
  await page.getByTestId('nft-withdraw-address').fill('TXYZoPEU5oHqVrFoGE3BTuqp8ZXpDHzvVN');
  await shoot(page, 'nft-withdraw-desktop-light');
  // the selection for a batch withdrawal, at 390 px
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('about:blank');
  await page.setViewportSize(SIZES.mobile);
  await page.goto('/asset?theme=light');
  await page.getByRole('tab', { name: 'NFTs' }).click();
  await page.getByTestId('nft-select').click();
  await page.getByTestId('nft-pick').first().click();
  await expect(page.getByText('1 NFT selected')).toBeVisible();
  await shoot(page, 'nft-select-mobile-light');
});
