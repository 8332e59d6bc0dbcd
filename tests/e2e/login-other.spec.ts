import { expect, test, type Page } from './support/test';
import { signInByApi, uniqueEmail, useToken } from './support/api';
import { signInViaUi } from './support/auth-ui';
import { openInTelegram, uniqueTelegramUser } from './support/telegram';

/** The prompts after sign-in have their own tests (login.spec.ts); here they stay out of the way. */
async function withoutPrompts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('login_status_show', '1');
    sessionStorage.setItem('passkey_prompt_shown', '1');
  });
}

const accessToken = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'access_token')?.value;

test.describe('Telegram start', () => {
  test('inside Telegram the init data signs the user in', async ({ page }) => {
    await withoutPrompts(page);
    await openInTelegram(page, '/login/tgStart', { user: uniqueTelegramUser('start') });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(await accessToken(page)).toBeTruthy();
    await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  });

  test('a refused init data shows a clear message and the way to the email sign-in', async ({ page }) => {
    await openInTelegram(page, '/login/tgStart', {
      user: uniqueTelegramUser('forged'),
      botToken: '654321:SOMEONE-ELSE',
    });
    await expect(page.getByRole('heading', { name: 'Telegram sign-in failed' })).toBeVisible();
    expect(await accessToken(page)).toBeUndefined();
    await page.getByRole('link', { name: 'Sign in with email' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('after a logout inside Telegram, /tgStart waits for a tap', async ({ page }) => {
    await withoutPrompts(page);
    await openInTelegram(page, '/tgStart', { user: uniqueTelegramUser('again') });
    await expect(page.getByRole('heading', { name: 'Continue with Telegram' })).toBeVisible();
    expect(await accessToken(page)).toBeUndefined();
  });

  test('outside Telegram the page says so and links to /login', async ({ page }) => {
    await page.goto('/login/tgStart');
    await expect(page.getByRole('heading', { name: 'Open this page in Telegram' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in with email' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('QR sign-in: the phone confirms and the desktop signs in', async ({ browser, baseURL }) => {
  const desktop = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await withoutPrompts(desktop);
  const generated = desktop.waitForResponse((response) => response.url().endsWith('/login_gen_qr_code'));
  await desktop.goto('/login');
  const { data } = (await (await generated).json()) as { data: { qr_url: string } };
  await expect(desktop.getByRole('img', { name: 'Sign-in QR code' })).toBeVisible();

  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  const phone = await phoneContext.newPage();
  await useToken(phoneContext, baseURL!, await signInByApi(phone.request, uniqueEmail('phone')));
  await phone.goto('/other/scan');
  const pasted = phone.getByLabel('Or paste what the code says');
  // another site's look-alike sign-in link is only shown, to be copied: never opened, never sent to the server
  await pasted.fill('https://evil.example/other/loginconfirm?qr_id=abcdefgh12345678');
  await phone.getByRole('button', { name: 'Continue' }).click();
  await expect(phone.getByTestId('scan-text')).toContainText('https://evil.example/other/loginconfirm');
  await expect(phone).toHaveURL(/\/other\/scan$/);

  await pasted.fill(data.qr_url);
  await phone.getByRole('button', { name: 'Continue' }).click();
  await expect(phone).toHaveURL(/\/other\/loginconfirm#qr_id=/);
  await expect(phone.getByRole('heading', { name: 'Sign in on another device?' })).toBeVisible();
  await expect(desktop.getByText('Scanned. Confirm the sign-in on your phone.')).toBeVisible();

  await phone.getByRole('button', { name: 'Confirm sign-in' }).click();
  await expect(phone.getByRole('heading', { name: 'Sign-in confirmed' })).toBeVisible();
  await expect(desktop).toHaveURL(`${baseURL}/`);
  expect(await accessToken(desktop)).toBeTruthy();
  await phoneContext.close();
  await desktop.close();
});

test('QR sign-in: cancelling on the phone does not sign the desktop in', async ({ browser, baseURL }) => {
  const desktop = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const generated = desktop.waitForResponse((response) => response.url().endsWith('/login_gen_qr_code'));
  await desktop.goto('/login');
  const { data } = (await (await generated).json()) as { data: { qr_url: string } };

  const phoneContext = await browser.newContext({ baseURL });
  const phone = await phoneContext.newPage();
  await useToken(phoneContext, baseURL!, await signInByApi(phone.request, uniqueEmail('phone-no')));
  await phone.goto(new URL(data.qr_url).pathname + new URL(data.qr_url).hash);
  await phone.getByRole('button', { name: 'Cancel' }).click();
  await expect(phone.getByRole('heading', { name: 'Sign-in cancelled' })).toBeVisible();
  await expect(desktop.getByText('This QR code has expired.')).toBeVisible();
  await expect(desktop).toHaveURL(/\/login$/);
  expect(await accessToken(desktop)).toBeUndefined();
  await phoneContext.close();
  await desktop.close();
});

test.describe('third-party authorisation', () => {
  test('an unknown app is refused', async ({ page }) => {
    await page.goto('/thirdAuthorize?app_id=evil-app&source=x');
    await expect(page.getByRole('heading', { name: 'Unknown app' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Allow' })).toHaveCount(0);
  });

  test('a visitor signs in, approves, and returns to the app with a uuid', async ({ page }) => {
    await withoutPrompts(page);
    await page.goto('/thirdAuthorize?app_id=seraph-survivor&source=game');
    await expect(page.getByRole('heading', { name: 'Allow Seraph: Survivor to identify you?' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in to continue' }).click();
    await signInViaUi(page, uniqueEmail('third'));
    await expect(page).toHaveURL(/\/thirdAuthorize\?app_id=seraph-survivor&source=game$/);
    await page.getByRole('button', { name: 'Allow', exact: true }).click();
    await expect(page).toHaveURL(/\/nft\/game\?uuid=[0-9a-f-]{36}&lang=en$/);
  });
});
