import { expect, test, type Page } from './support/test';
import { animationsSettled } from './support/animations';
import { signInByApi, uniqueEmail, useToken } from './support/api';

// Screens of the shell for a visual check: written to .screens/ (git-ignored). Each also asserts the chrome is there.
const SIZES = { mobile: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `.screens/${name}.png` });
}

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`home ${size} ${theme}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/?theme=${theme}`);
      await expect(page.locator('main.home-page')).toBeVisible();
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await page.waitForLoadState('networkidle');
      await shoot(page, `home-${size}-${theme}`);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByTestId('nav-drawer')).toBeVisible();
      await animationsSettled(page); // the slide-in finishes before the picture
      await shoot(page, `nav-drawer-${size}-${theme}`);
    });
  }
}

test('coming soon and error screens', async ({ page }) => {
  await page.setViewportSize(SIZES.mobile);
  await page.goto('/asset/staking');
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  await shoot(page, 'coming-soon-mobile-light');
  await page.route('**/assets/ComingSoonPage-*.js', (route) => route.abort());
  await page.goto('/asset/lp');
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await shoot(page, 'error-mobile-light');
});

test('user drawer signed in (mobile, dark)', async ({ page, request, baseURL }) => {
  await useToken(page.context(), baseURL!, await signInByApi(request, uniqueEmail('screens')));
  await page.setViewportSize(SIZES.mobile);
  await page.goto('/?theme=dark');
  await page.getByRole('button', { name: 'My account' }).click();
  await expect(page.getByTestId('user-drawer')).toBeVisible();
  await animationsSettled(page);
  await shoot(page, 'user-drawer-mobile-dark');
});
