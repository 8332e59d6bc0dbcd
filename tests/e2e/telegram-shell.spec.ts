import { expect, test, type Page } from './support/test';
import { encodeStartParam } from '../../src/shared/lib/url';
import { openSimulator } from './support/simulator';
import { uniqueTelegramUser } from './support/telegram';

// The app's shell inside a Telegram launch, through the simulated client at /dev/telegram: the language each launch
// opens in, the compact header, and where Back leads on the first screen of a launch.

/** The prompts after sign-in have their own tests; here they stay out of the way. */
async function withoutPrompts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('login_status_show', '1');
    sessionStorage.setItem('passkey_prompt_shown', '1');
  });
}

test("each launch follows the Telegram client's language, until the user chooses one in the app", async ({ page }) => {
  await withoutPrompts(page);
  const user = uniqueTelegramUser('lang');
  let sim = await openSimulator(page, { path: '/help', user, lang: 'ko' });
  await expect(sim.app.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(sim.app.getByRole('heading', { level: 1 })).toHaveText('도움말');

  // A later launch from a Telegram client in Traditional Chinese: Chinese, not the Korean the last launch left.
  sim = await openSimulator(page, { path: '/help', user, lang: 'zh-TW' });
  await expect(sim.app.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(sim.app.getByRole('heading', { level: 1 })).toHaveText('幫助');

  // The user picks English in the app's menu: that choice outlasts the next launch in Korean.
  await sim.app.getByRole('button', { name: '選單' }).click();
  await sim.app.getByRole('radio', { name: 'English' }).check();
  await expect(sim.app.locator('html')).toHaveAttribute('lang', 'en');
  sim = await openSimulator(page, { path: '/help', user, lang: 'ko' });
  await expect(sim.app.locator('html')).toHaveAttribute('lang', 'en');
  await expect(sim.app.getByRole('heading', { level: 1 })).toHaveText('Help');
});

test("inside Telegram the header is compact: no logo bar under Telegram's header, account and menu by the title", async ({
  page,
}) => {
  await withoutPrompts(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const sim = await openSimulator(page, { path: '/nft/search', user: uniqueTelegramUser('header') });
  const app = sim.app;
  await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
  // Telegram's header names the app: the app draws no logo or name of its own
  await expect(app.locator('.header__logo')).toHaveCount(0);
  await expect(app.getByRole('banner').getByText('NFT Wallet')).toHaveCount(0);
  // the account and menu stay reachable, on the title's row, not on a bar above it
  const title = (await app.getByRole('heading', { level: 1 }).boundingBox())!;
  const account = app.getByRole('button', { name: 'My account' });
  const menu = app.getByRole('button', { name: 'Menu' });
  const accountBox = (await account.boundingBox())!;
  const menuBox = (await menu.boundingBox())!;
  expect(Math.abs(accountBox.y + accountBox.height / 2 - (title.y + title.height / 2))).toBeLessThanOrEqual(4);
  expect(accountBox.x).toBeGreaterThan(title.x + title.width);
  // the title starts within a page margin of the frame's top: no header bar above it
  const frameTop = (await page.locator('#tg-app').boundingBox())!.y;
  expect(title.y - frameTop).toBeLessThan(40);
  await menu.click();
  await expect(app.getByTestId('nav-drawer')).toBeVisible();
  await app.getByTestId('nav-drawer').getByRole('link', { name: 'Help' }).click();
  await expect.poll(sim.location).toBe('/help');
  await account.click();
  await expect(app.getByTestId('user-drawer')).toBeVisible();
  expect(menuBox.x).toBeGreaterThan(accountBox.x);
});

test("Back on the first screen of a launch at a deep link climbs the screen's area: never out of the app", async ({
  page,
}) => {
  await withoutPrompts(page);
  const user = uniqueTelegramUser('deep');
  // a startapp link to a token: its collection, then the market, then home (where Close takes Back's place)
  let sim = await openSimulator(page, {
    path: '/',
    startapp: encodeStartParam('/nft/detail721?symbol=ASTRO&token_id=1')!,
    user,
  });
  await expect.poll(sim.location).toBe('/nft/detail721?symbol=ASTRO&token_id=1');
  await expect(sim.back).toBeVisible();
  await sim.back.click();
  await expect.poll(sim.location).toBe('/nft/symbolDetail?symbol=ASTRO');
  await expect(sim.back).toBeVisible();
  await sim.back.click();
  await expect.poll(sim.location).toBe('/nft/search');
  await sim.back.click();
  await expect.poll(sim.location).toBe('/');
  await expect(sim.back).toBeHidden();
  await expect(sim.close).toBeVisible();

  // a launch opened at /asset/send: back to the wallet
  sim = await openSimulator(page, { path: '/asset/send', user });
  await expect.poll(sim.location).toBe('/asset/send');
  await expect(sim.back).toBeVisible();
  await sim.back.click();
  await expect.poll(sim.location).toBe('/asset');
  await expect(sim.app.getByTestId('total-usd')).toBeVisible();
});
