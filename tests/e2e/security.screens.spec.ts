import { expect, test, type Page } from './support/test';
import { apiCall, contract, signInByApi, uniqueEmail } from './support/api';

// Security screens for a visual check, written to .screens/ (git-ignored). Each also asserts its content.
const SIZES = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `.screens/${name}.png`, fullPage: true });
}

/** Signs in by API (that session is "another device"), then hands a login token to the page's own session. */
async function signIn(page: Page, request: Parameters<typeof signInByApi>[0], path: string) {
  const token = await signInByApi(request, uniqueEmail('screens'));
  const handover = await apiCall(request, contract.user.genLoginToken, {}, token);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}login_token=${handover.data.login_token}`);
}

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`security screens ${size} ${theme}`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      await signIn(page, request, `/security/userManage?theme=${theme}`);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(page.getByRole('heading', { name: 'Security centre' })).toBeVisible();
      await expect(page.getByTestId('factor-email')).toContainText('@example.com');
      await expect(page.getByTestId('factor-authenticator')).toContainText('Not set');
      await shoot(page, `security-userManage-${size}-${theme}`);

      await page.getByTestId('factor-passkeys').click();
      await expect(page).toHaveURL(/\/passkey$/);
      await expect(page.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
      await shoot(page, `passkey-${size}-${theme}`);

      await page.goto('/my-devices');
      await expect(page.getByTestId('device-item')).toHaveCount(2);
      await expect(page.locator('[data-testid="device-item"][data-self]')).toContainText('This device');
      await shoot(page, `my-devices-${size}-${theme}`);
    });
  }
}
