import { expect, test, workerBaseURL, type BrowserContext, type Page } from './support/test';
import { generateSync } from 'otplib';
import { apiCall, contract, latestCode, signInByApi, uniqueEmail, useToken } from './support/api';
import { addVirtualAuthenticator } from './support/signin-methods';
import { buildInitData, uniqueTelegramUser } from './support/telegram';

// this worker's server (support/server.ts), known before a test starts
const baseURL = workerBaseURL();

async function signedIn(
  context: BrowserContext,
  request: Parameters<typeof signInByApi>[0],
  email = uniqueEmail('security'),
  url = baseURL,
) {
  const token = await signInByApi(request, email);
  await useToken(context, url, token);
  return { email, token };
}

/** Clicks "Send code" for a scene, then types the code the dev mailbox received. */
async function enterEmailCode(
  page: Page,
  request: Parameters<typeof latestCode>[0],
  email: string,
  scope = page.locator('body'),
) {
  await scope.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Code sent. Check your inbox.')).toBeVisible();
  await scope.locator('input[name^="code-"]').fill(await latestCode(request, email));
}

test('passkeys: add with a virtual authenticator, rename within 50 characters, remove with an email code', async ({
  page,
  context,
  request,
}) => {
  await addVirtualAuthenticator(page);
  // WebAuthn needs a secure origin whose host is the RP ID: the page runs on localhost, not 127.0.0.1.
  const localhost = baseURL.replace('127.0.0.1', 'localhost');
  const { email } = await signedIn(context, request, uniqueEmail('passkey'), localhost);

  await page.goto(`${localhost}/passkey?type_start=1`);
  // type_start=1 opens set-up at once: the explainer first.
  await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByText('Passkey added')).toBeVisible();
  const items = page.getByTestId('passkey-item');
  await expect(items).toHaveCount(1);

  await items.first().getByRole('button', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog');
  const field = dialog.locator('input[name="passkey-name"]');
  await field.fill('x'.repeat(60));
  await expect(field).toHaveValue('x'.repeat(50));
  await expect(dialog.getByTestId('passkey-name-counter')).toHaveText('50/50');
  await field.fill('Work laptop');
  await expect(dialog.getByTestId('passkey-name-counter')).toHaveText('11/50');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Passkey renamed')).toBeVisible();
  await expect(items.first()).toContainText('Work laptop');

  await items.first().getByRole('button', { name: 'Remove' }).click();
  const removal = page.getByRole('dialog');
  await expect(removal).toContainText('Remove Work laptop?');
  await enterEmailCode(page, request, email, removal);
  await removal.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Passkey removed')).toBeVisible();
  await expect(items).toHaveCount(0);
});

test('authenticator: turned on with a computed code, turned off with codes, then the 24-hour hold shows', async ({
  page,
  context,
  request,
}) => {
  const { email } = await signedIn(context, request);
  await page.goto('/bindGoogle');
  const secret = ((await page.getByTestId('ga-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.locator('input[name="ga-code"]').fill(generateSync({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page).toHaveURL(/\/security\/userManage$/);
  await expect(page.getByTestId('factor-authenticator')).toContainText('On');

  await page.getByTestId('factor-authenticator').click();
  await expect(page).toHaveURL(/\/unbindGoogle$/);
  await enterEmailCode(page, request, email);
  // The code just used is spent (no replay): sign with the next 30-second step, inside the server's tolerance.
  await page.locator('input[name="ga-code"]').fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Turn off authenticator' }).click();
  await expect(page).toHaveURL(/\/unbindGoogle\/result$/);
  await page.getByRole('button', { name: 'Back to security centre' }).click();
  await expect(page.getByTestId('risk-banner')).toContainText('24 hours');
  await expect(page.getByTestId('factor-authenticator')).toContainText('Not set');
});

test('account deletion is refused while the account holds a balance, saying why', async ({
  page,
  context,
  request,
}) => {
  // A seeded demo account that holds coins.
  const email = 'demo3@example.com';
  await signedIn(context, request, email);
  await page.goto('/security/userDelete');
  await expect(page.getByTestId('delete-submit')).toBeDisabled();
  await enterEmailCode(page, request, email);
  await page.getByRole('checkbox').check();
  await page.getByTestId('delete-submit').click();
  await expect(page).toHaveURL(/\/security\/userDelete\/failed/);
  await expect(page.getByTestId('delete-refused')).toContainText('cannot be deleted yet');
  // The account still exists and is signed in.
  const token = (await context.cookies()).find((c) => c.name === 'access_token')!.value;
  expect((await apiCall(request, contract.user.profile, {}, token)).code).toBe(0);
});

test('an account without an email is told once, on the page, to bind one before the authenticator', async ({
  page,
  request,
}) => {
  const init = buildInitData({ user: uniqueTelegramUser('no-email') });
  const signIn = await apiCall(request, contract.user.loginThirdX, {
    source: 'telegram',
    init_data: init,
  });
  expect(signIn.code).toBe(0);
  await useToken(page.context(), baseURL, signIn.data.access_token);
  await page.goto('/bindGoogle');
  await expect(page.getByTestId('ga-need-email')).toBeVisible();
  await page.waitForTimeout(500); // a notice would have appeared by now
  await expect(page.getByText('Bind an email before turning on the authenticator app.')).toHaveCount(1);
});
