import { expect, test, workerBaseURL } from './support/test';
import { apiCall, contract, signInByApi, uniqueEmail, useToken } from './support/api';

// this worker's server (support/server.ts), known before a test starts
const baseURL = workerBaseURL();

test.describe('my devices', () => {
  test('signing out another device from /my-devices kills its session', async ({ browser, request }) => {
    const email = uniqueEmail('devices');
    const tokenA = await signInByApi(request, email);
    // The second browser signs in as the same user with a login token handed over by the first
    // (the app exchanges it for its own session on start).
    const handover = await apiCall(request, contract.user.genLoginToken, {}, tokenA);
    expect(handover.code).toBe(0);

    const contextA = await browser.newContext({ baseURL });
    const contextB = await browser.newContext({ baseURL });
    await useToken(contextA, baseURL, tokenA);
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();

    await pageB.goto(`/my-devices?login_token=${encodeURIComponent(handover.data.login_token)}`);
    await expect(pageB.getByTestId('device-item')).toHaveCount(2);
    const tokenB = (await contextB.cookies()).find((cookie) => cookie.name === 'access_token')?.value;
    expect(tokenB).toBeTruthy();
    expect(tokenB).not.toBe(tokenA);

    await pageA.goto('/my-devices');
    const items = pageA.getByTestId('device-item');
    await expect(items).toHaveCount(2);
    const self = pageA.locator('[data-testid="device-item"][data-self]');
    await expect(self).toHaveCount(1);
    await expect(self).toContainText('This device');

    // Sign out the other device: a confirm dialog first.
    const other = pageA.locator('[data-testid="device-item"]:not([data-self])');
    await other.getByRole('button', { name: 'Sign out' }).click();
    const dialog = pageA.getByRole('dialog');
    await expect(dialog).toContainText('Sign out this device?');
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(pageA.getByText('The device has been signed out')).toBeVisible();
    await expect(items).toHaveCount(1);
    await expect(pageA.locator('[data-testid="device-item"][data-self]')).toHaveCount(1);

    // The removed token is dead on the server…
    const check = await apiCall(request, contract.user.profile, {}, tokenB);
    expect(check.code).toBe(4001);
    // …and the second browser is sent to /login on its next call.
    await pageB.reload();
    await expect(pageB).toHaveURL(/\/login/);

    // The first device is still signed in.
    const still = await apiCall(request, contract.user.profile, {}, tokenA);
    expect(still.code).toBe(0);
    await contextA.close();
    await contextB.close();
  });

  test('signing out the current device goes to /login', async ({ page, context, request }) => {
    const token = await signInByApi(request, uniqueEmail('devices-self'));
    await useToken(context, baseURL, token);
    await page.goto('/my-devices');
    const self = page.locator('[data-testid="device-item"][data-self]');
    await expect(self).toHaveCount(1);
    await self.getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('You will be signed out on this device.');
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    const after = await apiCall(request, contract.user.profile, {}, token);
    expect(after.code).toBe(4001);
  });
  test("the drawer's device status stays true while another device is signed in", async ({ page, request }) => {
    const email = uniqueEmail('drawer-status');
    const token = await signInByApi(request, email);
    await useToken(page.context(), baseURL, token);
    await page.setViewportSize({ width: 390, height: 844 });
    // the page's timers on a clock the test moves, so the next poll comes without waiting its 10 s
    await page.clock.install();
    await page.goto('/');
    // A second device signs in (with a login token handed over by the first, as the app does on start).
    const handover = await apiCall(request, contract.user.genLoginToken, {}, token);
    const second = await apiCall(request, contract.user.verifyLoginToken, {
      login_token: handover.data.login_token,
    });
    expect(second.code).toBe(0);
    await page.getByRole('button', { name: 'My account' }).click();
    const status = page.getByTestId('device-status');
    await expect(status).toContainText('Also signed in on another device');
    // The server reports a new sign-in once; the next poll (10 s) must not flip the status back.
    const nextPoll = page.waitForResponse((response) => response.url().includes('/user_device_other_login'));
    await page.clock.fastForward(11_000);
    const answer = (await (await nextPoll).json()) as { data: { login: boolean } };
    expect(answer.data.login).toBe(false);
    await expect(status).toContainText('Also signed in on another device');
  });
});
