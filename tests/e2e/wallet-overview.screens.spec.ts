import { expect, test, type APIRequestContext, type Page } from './support/test';
import { apiCall, contract, signInAgainByApi, signInByApi, uniqueEmail, useToken } from './support/api';
import { accessToken } from './support/signin-methods';
import { openInTelegram, mainButton } from './support/telegram';
import { screenshotsIn, SIZES } from './support/screens';

// The wallet's overview, coin detail, history and trade detail for a visual check, written to test-results/
// (git-ignored). Demo One (seeded) holds coins, NFTs and history; a new user shows the empty states.
const DIR = 'test-results/screens-wallet';

const shoot = screenshotsIn(DIR);

/** Demo One's token, once for the file. */
let demoToken = '';
async function demo(request: APIRequestContext): Promise<string> {
  demoToken ||= await signInAgainByApi(request, 'demo1@example.com');
  return demoToken;
}

async function signIn(page: Page, request: APIRequestContext, path: string, email: string) {
  const token = email === 'demo1@example.com' ? await demo(request) : await signInByApi(request, email);
  const handover = await apiCall(request, contract.user.genLoginToken, {}, token);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}login_token=${handover.data.login_token}`);
  // The page has exchanged the login token once its access token cookie is set (a reload before that signs out).
  await expect.poll(() => accessToken(page)).toBeTruthy();
}

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`wallet screens ${size} ${theme}`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      await signIn(page, request, `/asset?theme=${theme}`, 'demo1@example.com');
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(page.getByTestId('coin-row').first()).toBeVisible();
      await shoot(page, `asset-${size}-${theme}`);

      await page.getByRole('tab', { name: 'NFTs' }).click();
      await expect(page.getByTestId('nft-item').first()).toBeVisible();
      await shoot(page, `asset-nft-${size}-${theme}`);

      await page.goto('/asset/coinDetail?symbol=USDT');
      await expect(page.getByTestId('price-chart').locator('canvas').first()).toBeVisible();
      await expect(page.getByTestId('history-row').first()).toBeVisible();
      await shoot(page, `coin-detail-${size}-${theme}`);

      await page.goto('/asset/history');
      await expect(page.getByTestId('history-row').first()).toBeVisible();
      await shoot(page, `history-${size}-${theme}`);

      await page.getByTestId('history-row').first().click();
      await expect(page.getByTestId('trade-amount')).toBeVisible();
      await shoot(page, `trade-detail-${size}-${theme}`);
    });
  }
}

test('wallet screens in Korean, and a new user empty', async ({ page, request, baseURL }) => {
  await page.setViewportSize(SIZES.mobile);
  await signIn(page, request, '/asset?lang=ko&theme=light', uniqueEmail('screens-ko'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  // zeros shown (the default): every coin at 0; hidden: the empty state
  await expect(page.getByTestId('coin-list')).toBeVisible();
  await shoot(page, 'ko-asset-zeros-mobile');
  await page.getByRole('switch').click();
  await expect(page.getByTestId('asset-empty')).toBeVisible();
  await shoot(page, 'ko-asset-empty-mobile');
  await page.getByRole('tab', { name: 'NFT' }).click();
  await expect(page.getByTestId('nft-empty')).toBeVisible();
  await shoot(page, 'ko-asset-nft-empty-mobile');
  await page.goto('/asset/history');
  await expect(page.getByText('아직 기록이 없습니다.')).toBeVisible();
  await shoot(page, 'ko-history-empty-mobile');

  await useToken(page.context(), baseURL!, await demo(request));
  // the app reloads when the width crosses the desktop breakpoint (app/layout.ts): resize away from it, or that
  // reload would abort the navigation below
  await page.goto('about:blank');
  await page.setViewportSize(SIZES.desktop);
  await page.goto('/asset/coinDetail?symbol=BTC&lang=zh-CN&theme=dark');
  await expect(page.getByTestId('price-chart').locator('canvas').first()).toBeVisible();
  await shoot(page, 'zh-CN-coin-detail-desktop-dark');
});

test('wallet overview inside Telegram', async ({ page, request, baseURL }) => {
  await useToken(page.context(), baseURL!, await demo(request));
  await page.setViewportSize(SIZES.mobile);
  await openInTelegram(page, '/asset');
  await expect(page.getByTestId('coin-row').first()).toBeVisible();
  await shoot(page, 'telegram-asset-390');
  await page.getByTestId('coin-row').first().click();
  await expect(page.getByTestId('price-chart').locator('canvas').first()).toBeVisible();
  // Deposit is the screen's primary action: Telegram's main button, no sticky button of ours.
  await expect(page.locator('.ui-page__primary')).toHaveCount(0);
  await expect.poll(() => mainButton(page)).toMatchObject({ text: 'Deposit', is_visible: true });
  await shoot(page, 'telegram-coin-detail-390');
});
