import { expect, test, workerBaseURL, type Page } from './support/test';
import { apiCall, contract, latestCode, signInByApi, uniqueEmail, useToken } from './support/api';
import { animationsSettled } from './support/animations';
import { addVirtualAuthenticator } from './support/signin-methods';

// The forms and names a new user met first, for a visual check, written to .screens/ (git-ignored): sign-in with the
// password toggle and "Forgot password?", long passkey names, the profile avatar, the kit's controls, the
// authenticator key. Each also asserts its content.
// this worker's server (support/server.ts), known before a test starts
const baseURL = workerBaseURL();
const localhost = baseURL.replace('127.0.0.1', 'localhost');
const SIZES = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

async function shoot(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `.screens/${name}.png`, fullPage });
}

const runs = [
  ...Object.entries(SIZES).flatMap(([size, viewport]) =>
    (['light', 'dark'] as const).map((theme) => ({ size, viewport, theme, lang: 'en' })),
  ),
  { size: 'mobile', viewport: SIZES.mobile, theme: 'light' as const, lang: 'ko' },
];

for (const { size, viewport, theme, lang } of runs) {
  const tag = `${size}-${theme}${lang === 'en' ? '' : `-${lang}`}`;
  const en = lang === 'en';
  test(`forms and names ${tag}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await addVirtualAuthenticator(page);
    await page.addInitScript(() => {
      localStorage.setItem('login_status_show', '1');
      sessionStorage.setItem('passkey_prompt_shown', '1');
    });

    await page.goto(`${localhost}/login?theme=${theme}&lang=${lang}`);
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await page.getByRole('tab').nth(1).click();
    await expect(page.getByTestId('forgot-password')).toBeVisible();
    await shoot(page, `login-password-${tag}`);
    await page.getByTestId('forgot-password').click();
    await expect(page.getByTestId('forgot-password-hint')).toBeVisible();
    await shoot(page, `login-forgot-${tag}`);

    // Five wrong codes: the locked resend explains itself.
    const stranger = uniqueEmail('screens-locked');
    await page.locator('input[type="email"]').fill(stranger);
    await page.locator('.ui-field:has(input[name="login-code"]) button').click();
    await expect(page.getByRole('checkbox')).toBeVisible();
    const right = await latestCode(page.request, stranger);
    await page.getByRole('checkbox').check();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await page.locator('input[name="login-code"]').fill(right === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: en ? 'Create account' : '계정 만들기' }).click();
      await expect(page.locator('.ui-field__error')).toContainText(attempt < 5 ? `${5 - attempt}` : /./);
    }
    await expect(page.locator('.ui-field__hint')).toBeVisible();
    await shoot(page, `login-locked-${tag}`);

    const email = uniqueEmail('screens-forms');
    const token = await signInByApi(page.request, email);
    await useToken(page.context(), localhost, token);
    await apiCall(page.request, contract.user.modifyNickname, { nickname: 'W'.repeat(20) }, token);

    await page.goto(`${localhost}/passkey?type_start=1`);
    await page.getByRole('dialog').getByRole('button').last().click();
    const item = page.getByTestId('passkey-item').first();
    await expect(item).toBeVisible();
    await item.getByRole('button').first().click();
    await page.getByRole('dialog').locator('input[name="passkey-name"]').fill('W'.repeat(50));
    await shoot(page, `passkey-rename-${tag}`, false);
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(item).toContainText('W'.repeat(50));
    await shoot(page, `passkey-long-${tag}`);
    await item.getByRole('button').last().click();
    await expect(page.getByRole('dialog')).toContainText('W'.repeat(50));
    await shoot(page, `passkey-remove-${tag}`, false);
    await page.keyboard.press('Escape');

    await page.goto(`${localhost}/personal`);
    await expect(page.getByTestId('profile-name')).toHaveText('W'.repeat(20));
    await shoot(page, `personal-${tag}`);
    if (size === 'mobile') {
      await page.getByRole('button', { name: en ? 'My account' : '내 계정' }).click();
      await expect(page.getByTestId('user-drawer')).toBeVisible();
      await animationsSettled(page); // the drawer's slide-in
      await shoot(page, `drawer-${tag}`, false);
    }

    await page.goto(`${localhost}/setting`);
    await expect(page.getByRole('radio')).toHaveCount(8);
    await shoot(page, `setting-${tag}`);
    await page.goto(`${localhost}/setPay`);
    await expect(page.getByTestId('sign-out-others').getByRole('switch')).toBeVisible();
    await shoot(page, `setPay-${tag}`);
    await page.goto(`${localhost}/security/userDelete`);
    await page.getByRole('checkbox').check();
    await shoot(page, `userDelete-${tag}`);
    await page.goto(`${localhost}/bindGoogle`);
    await expect(page.getByTestId('ga-secret')).toBeVisible();
    await shoot(page, `bindGoogle-${tag}`);
    await page.getByTestId('ga-renew').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shoot(page, `bindGoogle-renew-${tag}`, false);
  });
}
