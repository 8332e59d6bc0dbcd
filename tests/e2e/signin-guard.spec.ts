import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { hashPassword } from '../../src/shared/lib/password';
import { apiCall, contract, endSignInWait, latestCode, signInByApi, uniqueEmail } from './support/api';
import { accessToken, withoutPrompts } from './support/signin-methods';

// After repeated wrong passwords for an address from elsewhere, a device that never signed in to
// the account waits out the delay (a countdown), then the login screen passes the human check (a proof of
// work solved in the browser) by itself and signs in.
const PASSWORD = 'Sunny day 2024';
const LOGIN = contract.user.loginXV2;
const CHECK = contract.user.twiceVerifyGeetest;

/** An account with a login password, signed in only through the API (never by the browser's device). */
async function accountWithPassword(request: APIRequestContext, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const token = await signInByApi(request, email);
  await apiCall(request, contract.user.sendVerifyCodeV2, { scene: 'set_password' }, token);
  const code = await latestCode(request, email);
  const set = await apiCall(
    request,
    contract.userExtra.setPassword,
    { password: hashPassword(PASSWORD), email_code: code },
    token,
  );
  expect(set.code).toBe(0);
  return email;
}

const zeroBits = (text: string) => {
  const digest = createHash('sha256').update(text).digest();
  let bits = 0;
  for (const byte of digest) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
};

/** A stranger's wrong password; past the free failures it passes the human check first (solved here). */
async function wrongGuess(request: APIRequestContext, email: string, i: number, withCheck = false) {
  let human_token: string | undefined;
  if (withCheck) {
    const asked = await apiCall(request, CHECK, { scene: 'login', email });
    let nonce = 0;
    // The check's first answer names the difficulty (a missing one would fail at the server's next answer).
    while (zeroBits(`${asked.data.challenge}:${nonce}`) < (asked.data.difficulty ?? 0)) nonce += 1;
    const passed = await apiCall(request, CHECK, {
      scene: 'login',
      challenge: asked.data.challenge,
      nonce: String(nonce),
    });
    human_token = passed.data.token;
  }
  const answer = await apiCall(request, LOGIN, { email, password: hashPassword(`wrong ${i}`), human_token });
  expect(answer.code).toBe(20101);
}

/**
 * Seven failures from elsewhere (5 free, then delays of 1 s and 2 s, ended through the development route rather than
 * slept through): the next guess waits 4 s, then passes the check.
 */
async function strangerFails(request: APIRequestContext, email: string) {
  for (let i = 0; i < 5; i += 1) await wrongGuess(request, email, i);
  await endSignInWait(request, email);
  await wrongGuess(request, email, 5, true);
  await endSignInWait(request, email);
  await wrongGuess(request, email, 6, true);
}

/** The 4 s delay ends: on the server, and on the page's clock, which runs the button's countdown. */
async function delayEnds(page: Page, request: APIRequestContext, email: string) {
  await endSignInWait(request, email);
  await page.clock.fastForward(5_000);
}

async function fillPasswordForm(page: Page, email: string) {
  await page.getByRole('tab', { name: /Password|비밀번호/ }).click();
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(PASSWORD);
}

/** Holds the human check's answers a moment, so the "checking" state can be seen (and photographed). */
async function slowHumanCheck(page: Page) {
  await page.route(`**${CHECK.path}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
}

test('a password sign-in after repeated failures from elsewhere waits, passes the human check and signs in', async ({
  page,
  request,
}) => {
  await withoutPrompts(page);
  const email = await accountWithPassword(request, 'guard');
  await page.clock.install();
  await page.goto('/login');
  await fillPasswordForm(page, email);
  await strangerFails(request, email);

  // the delay: a countdown on the button, and why under the field
  const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
  await signIn.click();
  const countdown = page.getByRole('button', { name: /^Try again in [1-4] s$/ });
  await expect(countdown).toBeDisabled();
  await expect(page.locator('#login-password-error')).toHaveText(
    'Too many failed attempts for this address. Wait for the countdown, then try again.',
  );
  expect(await accessToken(page)).toBeUndefined();

  // the countdown ends; signing in runs the human check by itself, visibly, then signs in
  await delayEnds(page, request, email);
  await expect(signIn).toBeEnabled();
  await slowHumanCheck(page);
  const checks = page.waitForRequest((r) => r.url().endsWith(CHECK.path));
  await signIn.click();
  await checks;
  await expect(page.getByTestId('human-check')).toContainText('Checking you are not a robot…');
  await expect(page.getByRole('button', { name: 'Checking you are not a robot…' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  const profile = await apiCall(request, contract.user.profile, {}, await accessToken(page));
  expect(profile.data.email).toBe(email);
});

// The held-back login screen for a visual check, written to .screens/ (git-ignored).
for (const [width, theme, lang] of [
  [390, 'light', 'en'],
  [1440, 'dark', 'en'],
  [390, 'dark', 'ko'],
] as const) {
  test(`held-back login screen ${width} ${theme} ${lang}`, async ({ page, request }) => {
    await withoutPrompts(page);
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    const email = await accountWithPassword(request, 'guardshot');
    await page.clock.install();
    await page.goto(`/login?theme=${theme}&lang=${lang}`);
    await fillPasswordForm(page, email);
    await strangerFails(request, email);
    await page.locator('.ui-page__primary button').click();
    await expect(page.locator('#login-password-error')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `.screens/login-guard-wait-${width}-${theme}-${lang}.png`, fullPage: true });
    await delayEnds(page, request, email);
    await expect(page.locator('.ui-page__primary button')).toBeEnabled();
    await slowHumanCheck(page);
    await page.locator('.ui-page__primary button').click();
    await expect(page.getByTestId('human-check')).toBeVisible();
    await page.screenshot({ path: `.screens/login-guard-checking-${width}-${theme}-${lang}.png`, fullPage: true });
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  });
}
