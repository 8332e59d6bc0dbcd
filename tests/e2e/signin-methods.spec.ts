import { hashPassword } from '../../src/shared/lib/password';
import { expect, test, workerBaseURL, type BrowserContext, type Page } from './support/test';
import { generateSync } from 'otplib';
import { apiCall, contract, latestCode, signInByApi, uniqueEmail, useToken } from './support/api';
import { accessToken, addVirtualAuthenticator, logOutViaUi, withoutPrompts } from './support/signin-methods';
import { openInTelegram, uniqueTelegramUser } from './support/telegram';

// Every way to sign in besides the email code: password (+ authenticator), passkey, and Telegram's refusal
// of stale init data. All against the real server, through the real UI.
// this worker's server (support/server.ts), known before a test starts
const baseURL = workerBaseURL();
// WebAuthn needs a secure origin whose host is the RP ID: passkey pages run on localhost, not 127.0.0.1.
const localhost = baseURL.replace('127.0.0.1', 'localhost');
const PASSWORD = 'Sunny day 2024';

async function signedIn(context: BrowserContext, page: Page, tag: string, url = baseURL) {
  const email = uniqueEmail(tag);
  const token = await signInByApi(page.request, email);
  await useToken(context, url, token);
  return { email, token };
}

test('password and authenticator: set in the security centre, then required at the next password sign-in', async ({
  page,
  context,
}) => {
  await withoutPrompts(page);
  const { email } = await signedIn(context, page, 'pwga');

  await page.goto('/security/userManage');
  const factor = page.getByTestId('factor-login_password');
  await expect(factor).toContainText('Not set');
  await factor.click();
  await expect(page).toHaveURL(/\/setPassword$/);
  await expect(page.getByRole('heading', { name: 'Login password' })).toBeVisible();

  // Translated validation, shown once the field is left.
  const password = page.getByLabel('Login password', { exact: true });
  const repeat = page.getByLabel('Repeat the password');
  const submit = page.getByTestId('password-submit');
  await password.fill('short1');
  await password.blur();
  await expect(page.getByText('Use 8 to 64 characters.')).toBeVisible();
  await password.fill('onlyletters');
  await password.blur();
  await expect(page.getByText('Use both letters and digits.')).toBeVisible();
  await expect(password).toHaveAttribute('maxlength', '64');
  await password.fill(PASSWORD);
  await repeat.fill(`${PASSWORD}!`);
  await repeat.blur();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await repeat.fill(PASSWORD);
  await expect(page.getByText('The passwords do not match.')).toHaveCount(0);
  await expect(submit).toBeDisabled();

  // The email code of scene set_password, with the resend countdown.
  const send = page.getByRole('button', { name: 'Send code' });
  await send.click();
  await expect(page.getByText('Code sent. Check your inbox.')).toBeVisible();
  await expect(page.locator('.ui-field__row button').filter({ hasText: /^Resend in \d+ s$/ })).toBeDisabled();
  await page.locator('input[name="code-set_password"]').fill(await latestCode(page.request, email));
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(password).toHaveAttribute('type', 'text');
  await submit.click();
  await expect(page.getByText('Login password saved')).toBeVisible();
  await expect(page).toHaveURL(/\/security\/userManage$/);
  await expect(factor).toContainText('On');
  // A first password adds a factor and changes none: withdrawals are not paused for it.
  await expect(page.getByTestId('risk-banner')).toHaveCount(0);

  // Authenticator on, with a code computed here as the server checks it (otplib, 30-second steps).
  await page.goto('/bindGoogle');
  const secret = ((await page.getByTestId('ga-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.locator('input[name="ga-code"]').fill(generateSync({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByTestId('factor-authenticator')).toContainText('On');

  // Changing the password now also asks for the authenticator.
  await factor.click();
  await expect(page.getByRole('heading', { name: 'Change login password' })).toBeVisible();
  await expect(page.getByLabel('New login password')).toBeVisible();
  await expect(page.getByLabel('Authenticator code')).toBeVisible();

  await logOutViaUi(page);
  await expect(page).toHaveURL(/\/login$/);
  expect(await accessToken(page)).toBeUndefined();

  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  const loginPassword = page.locator('#login-password');
  await loginPassword.fill('Wrong password 1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.locator('#login-password-error')).toHaveText('The email or password is incorrect.');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page).toHaveURL(/\/login$/);

  await loginPassword.fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Your account is protected by an authenticator app.')).toBeVisible();
  expect(await accessToken(page)).toBeUndefined();
  // The code that turned the authenticator on is spent: use the next 30-second step, inside the server's window.
  await page.getByLabel('Authenticator code').fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  const token = await accessToken(page);
  const profile = await apiCall(page.request, contract.user.profile, {}, token);
  expect(profile.data).toMatchObject({ email, has_password: true });
});

test('passkey: registered with a virtual authenticator, 51-character names refused, then used to sign in', async ({
  page,
  context,
}) => {
  await withoutPrompts(page);
  await addVirtualAuthenticator(page);
  const { email, token } = await signedIn(context, page, 'pkin', localhost);

  await page.goto(`${localhost}/passkey?type_start=1`);
  await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByText('Passkey added')).toBeVisible();
  const items = page.getByTestId('passkey-item');
  await expect(items).toHaveCount(1);

  // The name field stops at 50 characters; the server refuses 51 with a clear message.
  await items.first().getByRole('button', { name: 'Rename' }).click();
  const field = page.getByRole('dialog').locator('input[name="passkey-name"]');
  await field.fill('n'.repeat(51));
  await expect(field).toHaveValue('n'.repeat(50));
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  const list = await apiCall(page.request, contract.user.userPasskeyList, {}, token);
  const id = list.data.list[0]!.id;
  const refused = await apiCall(page.request, contract.user.userPasskeyRename, { id, name: 'n'.repeat(51) }, token);
  expect(refused.code).not.toBe(0);
  expect(refused.msg).toBe('The passkey name must be 1 to 50 characters.');
  const kept = await apiCall(page.request, contract.user.userPasskeyRename, { id, name: 'n'.repeat(50) }, token);
  expect(kept.code).toBe(0);

  await logOutViaUi(page);
  await expect(page).toHaveURL(`${localhost}/login`);
  expect(await accessToken(page)).toBeUndefined();

  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(`${localhost}/`);
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  const fresh = await accessToken(page);
  expect(fresh).toBeTruthy();
  expect(fresh).not.toBe(token);
  const profile = await apiCall(page.request, contract.user.profile, {}, fresh);
  expect(profile.data.email).toBe(email);
});

test('password and passkey (no authenticator): the password asks for the passkey step, which signs in', async ({
  page,
  context,
}) => {
  await withoutPrompts(page);
  await addVirtualAuthenticator(page);
  const { email, token } = await signedIn(context, page, 'pwpk', localhost);

  // A login password (through the API: its screen has its own test), then a passkey through the UI.
  const sent = await apiCall(page.request, contract.user.sendVerifyCodeV2, { scene: 'set_password' }, token);
  expect(sent.code).toBe(0);
  const set = await apiCall(
    page.request,
    contract.userExtra.setPassword,
    { password: hashPassword(PASSWORD), email_code: await latestCode(page.request, email) },
    token,
  );
  expect(set.code).toBe(0);
  await page.goto(`${localhost}/passkey?type_start=1`);
  await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByText('Passkey added')).toBeVisible();

  await logOutViaUi(page);
  await expect(page).toHaveURL(`${localhost}/login`);
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.locator('#login-password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  // The second step offers the passkey only: no authenticator code on this account.
  await expect(page.getByText('Your account is protected by a passkey.')).toBeVisible();
  await expect(page.getByLabel('Authenticator code')).toHaveCount(0);
  expect(await accessToken(page)).toBeUndefined();
  await page.getByRole('button', { name: 'Use a passkey' }).click();

  await expect(page).toHaveURL(`${localhost}/`);
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  const fresh = await accessToken(page);
  expect(fresh).toBeTruthy();
  expect(fresh).not.toBe(token);
  const profile = await apiCall(page.request, contract.user.profile, {}, fresh);
  expect(profile.data).toMatchObject({ email, has_password: true });
  const passkeys = await apiCall(page.request, contract.user.userPasskeyList, {}, fresh);
  expect(passkeys.data.list[0]?.last_used_at).toBeGreaterThan(0);
});

test('Telegram: init data older than a day is refused at /login/tgStart with a clear message', async ({ page }) => {
  await withoutPrompts(page);
  await openInTelegram(page, '/login/tgStart', {
    user: uniqueTelegramUser('stale'),
    authDate: new Date(Date.now() - 2 * 86_400_000),
  });
  await expect(page.getByRole('heading', { name: 'Telegram sign-in failed' })).toBeVisible();
  await expect(page.getByText('The Telegram sign-in data has expired. Please reopen the mini app.')).toBeVisible();
  expect(await accessToken(page)).toBeUndefined();
  await page.getByRole('link', { name: 'Sign in with email' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

// The login-password screen for a visual check, written to .screens/ (git-ignored).
for (const width of [390, 1440]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`login password screen ${width} ${theme}`, async ({ page, context }) => {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      await signedIn(context, page, 'pwshot');
      await page.goto(`/security/userManage?theme=${theme}`);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(page.getByTestId('factor-login_password')).toContainText('Not set');
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `.screens/security-centre-password-${width}-${theme}.png`, fullPage: true });
      await page.getByTestId('factor-login_password').click();
      await expect(page.getByRole('heading', { name: 'Login password' })).toBeVisible();
      await expect(page.getByText('8 to 64 characters, with letters and digits.')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `.screens/setPassword-${width}-${theme}.png`, fullPage: true });
      await page.getByLabel('Login password', { exact: true }).fill('abc');
      await page.getByLabel('Repeat the password').click();
      await expect(page.getByText('Use 8 to 64 characters.')).toBeVisible();
      await page.screenshot({ path: `.screens/setPassword-${width}-${theme}-error.png`, fullPage: true });
    });
  }
}
