import { expect, test, type Page } from './support/test';
import { apiCall, contract, latestCode, signInByApi, uniqueEmail } from './support/api';
import { loginUi, requestCode } from './support/auth-ui';
import { accessToken, logOutViaUi, withoutPrompts } from './support/signin-methods';
import { buildInitData, uniqueTelegramUser } from './support/telegram';

// What a new user tripped over at sign-in: a resend locked without a word, and a password tab
// with no way out when the password is forgotten.
const TYPED_PASSWORD = 'Typed password 1';
const NEW_PASSWORD = 'Fresh start 2025';

/**
 * An existing account with an email, made through the API without any code of the login or set_password
 * scenes (each starts a 60-second resend cooldown for its scene): Telegram, then an email bound.
 */
async function accountWithEmail(page: Page): Promise<string> {
  const email = uniqueEmail('forgot');
  const init = buildInitData({ user: uniqueTelegramUser('forgot') });
  const signIn = await apiCall(page.request, contract.user.loginThirdX, {
    source: 'telegram',
    init_data: init,
  });
  const token = signIn.data.access_token;
  const sent = await apiCall(page.request, contract.user.sendVerifyCodeV2, { scene: 'bind_email', email }, token);
  expect(sent.code).toBe(0);
  const code = await latestCode(page.request, email);
  expect((await apiCall(page.request, contract.user.bindEmail, { email, code }, token)).code).toBe(0);
  return email;
}

const resendButton = (page: Page) => page.locator('.ui-field:has(input[name="login-code"]) button');
const secondsLeft = async (page: Page) =>
  Number(/Resend in (\d+) s/.exec((await resendButton(page).textContent()) ?? '')?.[1]);

test('after five wrong codes the locked resend says why and counts down in words', async ({ page }) => {
  await page.clock.install();
  const email = uniqueEmail('resend');
  await page.goto('/login');
  const code = await requestCode(page, email);
  const wrong = code === '000000' ? '111111' : '000000';
  await loginUi.agreement(page).check();
  // Right after sending, the button already counts in words; no explanation is needed yet.
  await expect(resendButton(page)).toHaveText(/^Resend in \d+ s$/);
  await expect(page.getByText(/a new code can only be sent after a short wait/)).toHaveCount(0);
  for (let attempt = 1; attempt <= 5; attempt++) {
    await loginUi.code(page).fill(wrong);
    await loginUi.submit(page).click();
    const left = 5 - attempt;
    await expect(loginUi.codeError(page)).toContainText(
      left > 0 ? `${left} ${left === 1 ? 'attempt' : 'attempts'} left` : 'Too many wrong attempts',
    );
    // While the code can still be retried, nothing talks about resending.
    if (left > 0) await expect(page.getByText(/a new code can only be sent after a short wait/)).toHaveCount(0);
  }

  await expect(resendButton(page)).toBeDisabled();
  const before = await secondsLeft(page);
  expect(before).toBeGreaterThan(0);
  expect(before).toBeLessThanOrEqual(60);
  const why = page.getByText('To keep your account safe, a new code can only be sent after a short wait.');
  await expect(why).toBeVisible();
  // The explanation is read with the code field.
  const describedBy = (await loginUi.code(page).getAttribute('aria-describedby')) ?? '';
  expect(describedBy.split(' ')).toContain(await why.getAttribute('id'));

  await page.clock.fastForward(3000);
  await expect.poll(() => secondsLeft(page)).toBeLessThan(before);
  await page.clock.fastForward(60_000);
  await expect(resendButton(page)).toHaveText('Resend');
  await expect(resendButton(page)).toBeEnabled();
  await expect(why).toHaveCount(0);
});

test('a send refused for the cooldown (a code went out moments ago, e.g. before a reload) counts down the server’s seconds', async ({
  page,
}) => {
  const email = uniqueEmail('cooldown');
  await signInByApi(page.request, email); // a login code went to this address just now
  await page.goto('/login');
  await loginUi.email(page).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(resendButton(page)).toHaveText(/^Resend in \d+ s$/);
  await expect(resendButton(page)).toBeDisabled();
  expect(await secondsLeft(page)).toBeLessThanOrEqual(60);
  await expect(page.getByText(`We sent a code to ${email}`)).toBeVisible();
  await expect(page.locator('.ui-field__error')).toHaveCount(0);
});

test('the resend countdown reads in Korean', async ({ page }) => {
  await page.goto('/login?lang=ko');
  await page.getByLabel('이메일', { exact: true }).fill(uniqueEmail('resend-ko'));
  await page.getByRole('button', { name: '코드 받기', exact: true }).click();
  await expect(resendButton(page)).toHaveText(/^\d+초 후 재전송$/);
});

test('the password field has a translated show/hide toggle', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Password' }).click();
  const password = page.locator('#login-password');
  await password.fill(TYPED_PASSWORD);
  const toggle = page.getByRole('button', { name: 'Show password' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(password).toHaveAttribute('type', 'password');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue(TYPED_PASSWORD);
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'password');

  await page.goto('/login?lang=zh-TW');
  await page.getByRole('tab', { name: '密碼' }).click();
  await expect(page.getByRole('button', { name: '顯示密碼' })).toHaveAttribute('aria-pressed', 'false');
});

test('"Forgot password?": sign in with a code (email kept), land on the password screen, set a new one, sign in with it', async ({
  page,
}) => {
  await withoutPrompts(page);
  const email = await accountWithEmail(page);
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Password' }).click();
  await loginUi.email(page).fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();

  await expect(page.getByRole('tab', { name: 'Email code' })).toHaveAttribute('aria-selected', 'true');
  await expect(loginUi.email(page)).toHaveValue(email);
  await expect(page.getByTestId('forgot-password-hint')).toContainText('Sign in with a code, then set a new password.');
  await loginUi.sendCode(page).click();
  await expect(page.getByText(`We sent a code to ${email}`)).toBeVisible();
  // A reload (Android webviews do that) keeps where the user was going.
  await page.reload();
  await expect(page.getByTestId('forgot-password-hint')).toBeVisible();
  await loginUi.code(page).fill(await latestCode(page.request, email));
  await loginUi.submit(page).click();

  await expect(page).toHaveURL(/\/setPassword$/);
  await expect(page.getByRole('heading', { name: 'Login password' })).toBeVisible();
  await page.getByLabel('Login password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat the password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Code sent. Check your inbox.')).toBeVisible();
  await page.locator('input[name="code-set_password"]').fill(await latestCode(page.request, email));
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('Login password saved')).toBeVisible();

  await logOutViaUi(page);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('tab', { name: 'Password' }).click();
  await loginUi.email(page).fill(email);
  await page.locator('#login-password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  expect(await accessToken(page)).toBeTruthy();
});

test('choosing the password tab again drops the reset: a code sign-in then goes where it usually goes', async ({
  page,
}) => {
  await withoutPrompts(page);
  const email = await accountWithEmail(page);
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByTestId('forgot-password-hint')).toBeVisible();
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByRole('tab', { name: 'Email code' }).click();
  await expect(page.getByTestId('forgot-password-hint')).toHaveCount(0);
  await loginUi.email(page).fill(email);
  await loginUi.sendCode(page).click();
  // The mailbox already holds this address's bind_email code: read it only once the login code is sent.
  await expect(page.getByText(`We sent a code to ${email}`)).toBeVisible();
  await loginUi.code(page).fill(await latestCode(page.request, email));
  await loginUi.submit(page).click();
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/setPassword/);
});
