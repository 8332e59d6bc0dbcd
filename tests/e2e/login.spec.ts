import { expect, test, type Page } from './support/test';
import { apiCall, contract, uniqueEmail } from './support/api';
import { loginUi, requestCode, signInViaUi } from './support/auth-ui';
import { appTookOver, noteDrawnScreen } from './support/takeover';

/** Prompts after sign-in are covered by their own tests; elsewhere they are switched off up front. */
async function withoutPrompts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('login_status_show', '1');
    sessionStorage.setItem('passkey_prompt_shown', '1');
  });
}

test('a new user signs up by email code and lands on the page they wanted', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/personal?tab=x');
  await expect(page).toHaveURL(/\/login$/);

  const code = await requestCode(page, email);
  // A new email must accept the agreement and privacy terms first.
  await expect(page.getByText('No account uses this email yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registration Agreement' }).first()).toHaveAttribute(
    'href',
    '/registAgreement',
  );
  await loginUi.code(page).fill(code);
  await loginUi.submit(page).click();
  await expect(page.getByRole('alert')).toHaveText(
    'To create your account, accept the Registration Agreement and the Privacy Terms.',
  );
  await expect(page).toHaveURL(/\/login$/);

  await loginUi.agreement(page).check();
  await loginUi.submit(page).click();
  const prompt = loginUi.passkeyPrompt(page);
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Skip for now' }).click();

  await expect(page).toHaveURL(/\/personal\?tab=x$/);
  await loginUi.keepLoginDialog(page).getByRole('button', { name: 'Not now' }).click();

  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'access_token')!.value;
  const profile = await apiCall(page.request, contract.user.profile, {}, token);
  expect(profile.data.email).toBe(email);
  await page.getByRole('button', { name: 'My account' }).click();
  await expect(page.getByTestId('user-drawer')).toContainText(profile.data.nickname || email);
});

test('a wrong code shows the error and keeps the typed email', async ({ page }) => {
  const email = uniqueEmail('wrong');
  await page.goto('/login');
  const code = await requestCode(page, email);
  const wrong = code === '000000' ? '111111' : '000000';
  await loginUi.agreement(page).check();
  await loginUi.code(page).fill(wrong);
  await loginUi.submit(page).click();
  await expect(loginUi.codeError(page)).toContainText('The verification code is incorrect. 4 attempts left.');
  await expect(loginUi.email(page)).toHaveValue(email);
  await expect(loginUi.code(page)).toHaveValue(wrong);
  await expect(page).toHaveURL(/\/login$/);
});

test('five wrong tries lock the code', async ({ page }) => {
  const email = uniqueEmail('lock');
  await page.goto('/login');
  const code = await requestCode(page, email);
  const wrong = code === '000000' ? '111111' : '000000';
  await loginUi.agreement(page).check();
  for (let attempt = 1; attempt <= 4; attempt++) {
    await loginUi.code(page).fill(wrong);
    await loginUi.submit(page).click();
    const left = 5 - attempt;
    await expect(loginUi.codeError(page)).toContainText(`${left} ${left === 1 ? 'attempt' : 'attempts'} left`);
  }
  await loginUi.code(page).fill(wrong);
  await loginUi.submit(page).click();
  await expect(loginUi.codeError(page)).toContainText('Too many wrong attempts');
  // Even the right code no longer works. After five failures this device may first have to wait out a
  // 1-second delay; then the screen passes the human check by itself and the server answers.
  await loginUi.code(page).fill(code);
  await loginUi.submit(page).click();
  await expect(loginUi.codeError(page)).toContainText(/Wait for the countdown|Too many wrong attempts/);
  if ((await loginUi.codeError(page).textContent())?.includes('Wait for the countdown')) {
    await expect(loginUi.submit(page)).toBeEnabled({ timeout: 5000 });
    await loginUi.submit(page).click();
  }
  await expect(loginUi.codeError(page)).toContainText('Too many wrong attempts');
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginUi.email(page)).toHaveValue(email);
});

for (const evil of ['//evil.example', 'https://evil.example', 'javascript:alert(1)', '%2F%2Fevil.example']) {
  test(`an off-site redirectUrl (${evil}) lands on /`, async ({ page, baseURL }) => {
    await withoutPrompts(page);
    const email = uniqueEmail('evil');
    await page.goto(`/login?redirectUrl=${encodeURIComponent(evil)}`);
    await signInViaUi(page, email);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  });
}

test('a safe redirectUrl is followed', async ({ page }) => {
  await withoutPrompts(page);
  const email = uniqueEmail('safe');
  await page.goto(`/login?redirectUrl=${encodeURIComponent('/nft/search?symbol=abc')}`);
  await signInViaUi(page, email);
  await expect(page).toHaveURL(/\/nft\/search\?symbol=abc$/);
});

test('keep-login: confirm keeps the session cookie 5 days and "do not show again" persists', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('passkey_prompt_shown', '1'));
  const email = uniqueEmail('keep');
  await page.goto('/login');
  await signInViaUi(page, email);
  await expect(page).toHaveURL(/\/$/);

  const sessionCookie = (await context.cookies()).find((cookie) => cookie.name === 'access_token')!;
  expect(sessionCookie.expires).toBe(-1); // a session cookie until the user chooses to stay signed in

  const dialog = loginUi.keepLoginDialog(page);
  await dialog.getByRole('checkbox', { name: 'Do not show this again' }).check();
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toBeHidden();

  const kept = (await context.cookies()).find((cookie) => cookie.name === 'access_token')!;
  expect(kept.value).toBe(sessionCookie.value);
  const days = (kept.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(4.9);
  expect(days).toBeLessThan(5.1);
  expect(await page.evaluate(() => localStorage.getItem('login_status_show'))).not.toBeNull();

  // Sign out and in again on this browser (another account: a new code for the same address would wait
  // out the resend cooldown): the prompt does not come back.
  await context.clearCookies();
  await page.goto('/login');
  await signInViaUi(page, uniqueEmail('keep2'));
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'My account' }).click();
  await expect(page.getByTestId('user-drawer')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('keep-login: cancel only hides the prompt', async ({ page, context }) => {
  await page.addInitScript(() => sessionStorage.setItem('passkey_prompt_shown', '1'));
  const email = uniqueEmail('keepcancel');
  await page.goto('/login');
  await signInViaUi(page, email);
  const dialog = loginUi.keepLoginDialog(page);
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
  const cookie = (await context.cookies()).find((entry) => entry.name === 'access_token')!;
  expect(cookie.expires).toBe(-1);
  expect(await page.evaluate(() => localStorage.getItem('login_status_show'))).toBeNull();
});

test('desktop: the sign-in button sits under the form only, beside the QR panel; the first paint is the same screen', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
  // The server's page (the app's code held back), in the layout this browser showed before (the app remembers it).
  await context.addCookies([{ name: 'route_set', value: 'desktop', url: baseURL! }]);
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/login');
  await expect(page.locator('main .ui-card').first()).toBeVisible();
  const drawnForm = await box('main .ui-card');
  await page.unroute('**/assets/*.js');
  await noteDrawnScreen(page);
  await page.goto('/login');
  await appTookOver(page);

  const form = await box('main .ui-card');
  const qr = await box('.qr-login');
  const button = (await loginUi.submit(page).boundingBox())!;
  expect(button.x).toBeGreaterThanOrEqual(form.x - 0.5);
  expect(button.x + button.width).toBeLessThanOrEqual(form.x + form.width + 0.5);
  expect(button.x + button.width).toBeLessThan(qr.x);
  // below the form, and the QR panel still beside the form (not pushed under it)
  expect(button.y).toBeGreaterThanOrEqual(form.y + form.height);
  expect(qr.y).toBeLessThan(form.y + 1);
  // the drawn page's form is the app's form, where the app draws it
  expect(Math.abs(drawnForm.x - form.x)).toBeLessThanOrEqual(0.5);
  expect(Math.abs(drawnForm.width - form.width)).toBeLessThanOrEqual(0.5);
});
