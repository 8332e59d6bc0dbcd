import { expect, test } from './support/test';
import { signInByApi, uniqueEmail, useToken } from './support/api';
import { openInTelegram } from './support/telegram';
import { screenshotsIn, SIZES } from './support/screens';

// Deposit and receive screens for a visual check, written to test-results/screens-wallet (git-ignored).
const DIR = 'test-results/screens-wallet';

const shoot = screenshotsIn(DIR);

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`deposit and receive ${size} ${theme}`, async ({ page, request, baseURL }) => {
      await useToken(page.context(), baseURL!, await signInByApi(request, uniqueEmail('screens-receive')));
      await page.setViewportSize(viewport);
      await page.goto(`/asset/deposit?symbol=USDT&chain=TRC20&theme=${theme}`);
      await expect(page.getByRole('img', { name: /QR code/ })).toHaveAttribute('src', /^data:image/);
      await shoot(page, `deposit-${size}-${theme}`);
      await page.goto('/asset/received');
      await expect(page.getByRole('img', { name: /QR code/ })).toHaveAttribute('src', /^data:image/);
      await shoot(page, `receive-${size}-${theme}`);
    });
  }
}

test('deposit in Chinese, and inside Telegram', async ({ page, request, baseURL }) => {
  await useToken(page.context(), baseURL!, await signInByApi(request, uniqueEmail('screens-receive-zh')));
  await page.setViewportSize(SIZES.mobile);
  await page.goto('/asset/deposit?symbol=BTC&lang=zh-CN');
  await expect(page.getByRole('heading', { name: '充值' })).toBeVisible();
  await expect(page.getByRole('img', { name: /二维码/ })).toHaveAttribute('src', /^data:image/);
  await shoot(page, 'zh-CN-deposit-mobile');
  await openInTelegram(page, '/asset/received');
  await expect(page.getByRole('img', { name: /QR code|二维码/ })).toHaveAttribute('src', /^data:image/);
  await shoot(page, 'telegram-receive-390');
});
