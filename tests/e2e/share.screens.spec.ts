import { expect, test } from './support/test';
import { screenshotsIn, SIZES } from './support/screens';
import { openSimulator } from './support/simulator';
import { openInTelegram, uniqueTelegramUser } from './support/telegram';

// The share button where it sits (an item, a collection, the profile) for a visual check, written to
// test-results/screens-share (git-ignored).
const shoot = screenshotsIn('test-results/screens-share');
const ITEM = '/nft/detail721?symbol=ASTRO&token_id=1';
const COLLECTION = '/nft/nftCollection?symbol=ASTRO';

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`share on an item and a collection ${size} ${theme}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`${ITEM}&theme=${theme}`);
      await expect(page.getByTestId('share-button')).toBeVisible();
      await shoot(page, `item-${size}-${theme}`);
      await page.goto(`${COLLECTION}&theme=${theme}`);
      await expect(page.getByTestId('collection-header').getByTestId('share-button')).toBeVisible();
      await shoot(page, `collection-${size}-${theme}`);
    });
  }
}

test('a copied link outside Telegram says so', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.setViewportSize(SIZES.mobile);
  // No Web Share API in this browser: the link is copied.
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.goto(ITEM);
  await page.getByTestId('share-button').click();
  await expect(page.getByText('Copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^https:\/\/t\.me\/NFTMarketTestBot\/app\?startapp=[A-Za-z0-9_-]+$/);
  await shoot(page, 'item-copied');
});

test('share inside Telegram, in Korean, with Share to story', async ({ page }) => {
  await page.setViewportSize(SIZES.mobile);
  const user = { ...uniqueTelegramUser('shareko'), language_code: 'ko' };
  await openInTelegram(page, ITEM, { user });
  await expect(page.getByTestId('share-story')).toBeVisible();
  await expect(page.getByTestId('share-button')).toBeVisible();
  await shoot(page, 'item-telegram-ko');
  await openInTelegram(page, '/personal', { user });
  await expect(page.getByTestId('profile-name')).toBeVisible();
  await shoot(page, 'profile-telegram-ko');
});

test('share in the simulated Telegram client', async ({ page }) => {
  await page.setViewportSize(SIZES.mobile);
  const sim = await openSimulator(page, { path: COLLECTION, user: uniqueTelegramUser('sharesim'), lang: 'zh-CN' });
  await expect(sim.app.getByTestId('collection-header').getByTestId('share-button')).toBeVisible();
  await shoot(page, 'collection-simulator-zh');
});
