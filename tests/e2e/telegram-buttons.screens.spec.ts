import { expect, test } from './support/test';
import { screenshotsIn, SIZES } from './support/screens';
import { openSimulator } from './support/simulator';
import { openInTelegram, uniqueTelegramUser } from './support/telegram';

// A buyer's token page inside Telegram, for a visual check (test-results/screens-buttons, git-ignored): Buy on the
// main button, Make offer on the secondary one, and the share row with Send to a chat; a browser's own button pair.
const shoot = screenshotsIn('test-results/screens-buttons');
const ITEM = '/nft/detail721?symbol=ASTRO&token_id=1';

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`a buyer's buttons in the simulated client ${size} ${scheme}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const sim = await openSimulator(page, { path: ITEM, user: uniqueTelegramUser('btnshot'), scheme });
      await expect(sim.mainButton).toContainText('Buy now');
      await expect(sim.secondaryButton).toContainText('Make offer');
      await expect(sim.app.getByTestId('share-chat')).toBeVisible();
      await shoot(page, `item-simulator-${size}-${scheme}`);
    });
  }
}

test("a buyer's page inside Telegram in Korean", async ({ page }) => {
  await page.setViewportSize(SIZES.mobile);
  await openInTelegram(page, ITEM, { user: { ...uniqueTelegramUser('btnko'), language_code: 'ko' } });
  await expect(page.getByTestId('share-chat')).toBeVisible();
  await shoot(page, 'item-telegram-ko');
});

test('a browser draws the pair itself, and offers no Send to a chat', async ({ page }) => {
  await page.setViewportSize(SIZES.mobile);
  await page.goto(ITEM);
  await expect(page.getByTestId('share-button')).toBeVisible();
  await expect(page.getByTestId('share-chat')).toHaveCount(0);
  await expect(page.getByTestId('detail-offer')).toBeVisible();
  await expect(page.getByTestId('detail-buy')).toBeVisible();
  await shoot(page, 'item-browser-mobile');
});
