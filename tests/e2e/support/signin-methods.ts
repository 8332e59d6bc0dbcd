import { expect, type Page } from '@playwright/test';

/** The prompts after sign-in (keep-login, enable-passkey) have their own tests; here they stay out of the way. */
export async function withoutPrompts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('login_status_show', '1');
    sessionStorage.setItem('passkey_prompt_shown', '1');
  });
}

/** The page's access_token cookie, if any. */
export async function accessToken(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'access_token')?.value;
}

/**
 * Gives Chromium a virtual platform authenticator (CDP WebAuthn domain) that answers every WebAuthn
 * request of this page at once, user verified, with discoverable credentials (needed for passkey sign-in
 * without a user name).
 */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** Logs out the way a user does: the account menu, then "Log out". */
export async function logOutViaUi(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'My account' }).click();
  const drawer = page.getByTestId('user-drawer');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Log out' }).click();
}
