import { expect, test } from './support/test';
import { apiCall, contract, latestCode, signInByApi, uniqueEmail, useToken } from './support/api';

/** A change of the login password signs the other devices out unless the user keeps them. */

const NEW_PASSWORD = 'A new password 42';

async function changePassword(page: import('@playwright/test').Page, email: string, keepOthers: boolean) {
  await page.goto('/setPassword');
  await page.getByLabel('Login password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat the password').fill(NEW_PASSWORD);
  const toggle = page.getByTestId('sign-out-others').getByRole('switch');
  await expect(toggle).toBeChecked();
  if (keepOthers) await toggle.uncheck();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Code sent. Check your inbox.')).toBeVisible();
  await page.locator('input[name="code-set_password"]').fill(await latestCode(page.request, email));
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('Login password saved')).toBeVisible();
}

for (const keepOthers of [false, true]) {
  test(`changing the login password ${keepOthers ? 'keeps' : 'signs out'} the other devices`, async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail(keepOthers ? 'keep-others' : 'out-others');
    const here = await signInByApi(request, email);
    // A second device signs in through a login token handed over from this one.
    const handover = await apiCall(request, contract.user.genLoginToken, {}, here);
    const verified = await apiCall(request, contract.user.verifyLoginToken, {
      login_token: handover.data.login_token,
    });
    const phone = verified.data.access_token;
    expect(phone).toBeTruthy();
    await useToken(page.context(), baseURL!, here);
    await changePassword(page, email, keepOthers);
    const phoneProfile = await apiCall(request, contract.user.profile, {}, phone);
    expect(phoneProfile.code).toBe(keepOthers ? 0 : 4001);
    // This device stays signed in either way.
    expect((await apiCall(request, contract.user.profile, {}, here)).code).toBe(0);
  });
}
