import { expect, test, type Page } from '@playwright/test';
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
