import { expect, test, type Page } from './support/test';
import { apiCall, contract, signInByApi, uniqueEmail, useToken } from './support/api';
import {
  buildInitData,
  openInTelegram,
  telegramEvents,
  telegramLaunchHash,
  uniqueTelegramUser,
} from './support/telegram';

/** Inside Telegram the launch is the sign-in: no tap, at any route. */

// A phone, as Telegram users hold it.
test.use({ viewport: { width: 390, height: 844 } });

const accessToken = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'access_token')?.value;

const nicknameOf = async (page: Page) => {
  const token = await accessToken(page);
  const profile = await apiCall(page.request, contract.user.profile, {}, token);
  return profile.data.nickname;
};

/** The main button's text as the app last set it (empty when hidden). */
async function mainButtonText(page: Page): Promise<string> {
  const setups = (await telegramEvents(page)).filter((event) => event.name === 'web_app_setup_main_button');
  const last = setups.at(-1)?.params as { is_visible?: boolean; text?: string } | undefined;
  return last?.is_visible ? (last.text ?? '') : '';
}

test.describe('Telegram launch signs in', () => {
  test('at / the user is signed in without a tap, and no sign-in prompt interrupts', async ({ page }) => {
    const user = uniqueTelegramUser('home');
    await openInTelegram(page, '/', { user });
    await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await accessToken(page)).toBeTruthy();
    expect(await nicknameOf(page)).toBe(`${user.username}`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('at /asset, a signed-in screen, the page opens instead of the login form', async ({ page }) => {
    await openInTelegram(page, '/asset', { user: uniqueTelegramUser('asset') });
    expect(new URL(page.url()).pathname).toBe('/asset');
    await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveCount(0);
  });

  test('a reload keeps the session of the same Telegram account; another account replaces it', async ({ page }) => {
    const first = uniqueTelegramUser('first');
    await openInTelegram(page, '/', { user: first });
    const token = await accessToken(page);
    expect(token).toBeTruthy();

    const signIns: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/login_third_x')) signIns.push(request.url());
    });
    await page.reload();
    await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
    expect(await accessToken(page)).toBe(token);
    expect(signIns).toEqual([]);

    // The same webview (cookies kept) launched by another Telegram account.
    const second = uniqueTelegramUser('second');
    await page.goto('about:blank');
    await page.goto(`/${telegramLaunchHash({ user: second })}`);
    await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
    // (the page may arrive drawn for the first account, whose cookie it carries: wait for the second's session)
    await expect
      .poll(async () => {
        const now = await accessToken(page);
        return Boolean(now) && now !== token;
      })
      .toBe(true);
    expect(await nicknameOf(page)).toBe(second.username);
    // The replaced session is over on the server too.
    const old = await apiCall(page.request, contract.user.profile, {}, token);
    expect(old.code).toBe(4001);
  });

  test('an email session whose account has no Telegram link is kept', async ({ page, request, baseURL }) => {
    const email = uniqueEmail('tg-keeps');
    const token = await signInByApi(request, email);
    await useToken(page.context(), baseURL!, token);
    await openInTelegram(page, '/', { user: uniqueTelegramUser('keeps') });
    await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
    expect(await accessToken(page)).toBe(token);
  });

  test('init data already used on another device, or minutes old, is refused at launch with the reason', async ({
    page,
    request,
    browser,
  }) => {
    // Someone who copied this launch's init data signed in with it first, from another device.
    const launch = buildInitData({ user: uniqueTelegramUser('copied') });
    const copy = await apiCall(request, contract.user.loginThirdX, { source: 'telegram', init_data: launch });
    expect(copy.code).toBe(0);
    await openInTelegram(page, '/', { initData: launch });
    const dialog = page.getByRole('dialog', { name: 'Telegram sign-in failed' });
    await expect(dialog).toContainText('This Telegram sign-in has already been used. Please reopen the mini app.');
    expect(await accessToken(page)).toBeUndefined();
    // A retry cannot help with used-up init data: the dialog offers the email sign-in only.
    await expect(dialog.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Sign in with email' })).toBeVisible();
    await page.screenshot({ path: '.screens/telegram-launch-used.png' });

    // Init data ten minutes old (the sign-in window is five), for a Korean Telegram user in a fresh webview.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const fresh = await context.newPage();
    const korean = { ...uniqueTelegramUser('stale'), language_code: 'ko' };
    await openInTelegram(fresh, '/', { user: korean, authDate: new Date(Date.now() - 600_000) });
    await expect(fresh.getByRole('dialog')).toContainText(
      '텔레그램 로그인 데이터가 만료되었습니다. 미니 앱을 다시 열어 주세요.',
    );
    expect(await accessToken(fresh)).toBeUndefined();
    await fresh.screenshot({ path: '.screens/telegram-launch-expired-ko.png' });
    await context.close();
  });

  test('a refused launch says why and offers a retry and the email sign-in', async ({ page }) => {
    await openInTelegram(page, '/', { user: uniqueTelegramUser('refused'), botToken: '654321:SOMEONE-ELSE' });
    const dialog = page.getByRole('dialog', { name: 'Telegram sign-in failed' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/Telegram/);
    await page.screenshot({ path: '.screens/telegram-launch-refused.png' });
    expect(await accessToken(page)).toBeUndefined();
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Sign in with email' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('signed out inside Telegram, the login screen offers Telegram first, then email', async ({ page }) => {
  await openInTelegram(page, '/', { user: uniqueTelegramUser('again') });
  await page.getByRole('button', { name: 'My account' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/tgStart$/);
  expect(await accessToken(page)).toBeUndefined();

  // A reload of the signed-out landing does not sign straight back in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Continue with Telegram' })).toBeVisible();
  expect(await accessToken(page)).toBeUndefined();

  await page.getByRole('link', { name: 'Sign in with email' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => mainButtonText(page)).toBe('Continue with Telegram');
  await expect(page.getByText('One tap: your Telegram account signs you in')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await page.screenshot({ path: '.screens/telegram-login-first.png' });
  await page.getByRole('button', { name: 'Sign in with email' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect.poll(() => mainButtonText(page)).toBe('Sign in');
  await page.screenshot({ path: '.screens/telegram-login-email.png' });
  // Telegram stays on offer above the email form.
  const telegramButton = page.getByRole('button', { name: 'Continue with Telegram' });
  const emailBox = await page.getByLabel('Email').boundingBox();
  expect((await telegramButton.boundingBox())!.y).toBeLessThan(emailBox!.y);

  await telegramButton.click();
  // The prompt after a Telegram sign-in speaks of the mini app, and nothing says "Signing you in" under it.
  const prompt = page.getByRole('dialog', { name: 'Sign in faster with a passkey' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('mini app');
  await expect(prompt).not.toContainText('waiting for a code');
  await page.screenshot({ path: '.screens/telegram-passkey-prompt.png' });
  await prompt.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  expect(await accessToken(page)).toBeTruthy();
  // Telegram signs the user in at every launch: no keep-me-signed-in prompt.
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
