import { expect, type Page } from '@playwright/test';
import { latestCode } from './api';

/** Where the UI sign-in steps find things (English interface). */
export const loginUi = {
  email: (page: Page) => page.getByLabel('Email', { exact: true }),
  code: (page: Page) => page.getByLabel('Verification code'),
  sendCode: (page: Page) => page.getByRole('button', { name: /^(Send code|Resend)$/ }),
  submit: (page: Page) => page.getByRole('button', { name: /^(Sign in|Create account)$/ }),
  agreement: (page: Page) => page.getByRole('checkbox', { name: /Registration Agreement/ }),
  codeError: (page: Page) => page.locator('.ui-field:has(input[name="login-code"]) .ui-field__error'),
  passkeyPrompt: (page: Page) => page.getByRole('dialog', { name: 'Sign in faster with a passkey' }),
  keepLoginDialog: (page: Page) => page.getByRole('dialog', { name: 'Stay signed in?' }),
};

/** Types the email and asks for a code; resolves with the code from the development mailbox. */
export async function requestCode(page: Page, email: string): Promise<string> {
  await loginUi.email(page).fill(email);
  await loginUi.sendCode(page).click();
  await expect(page.getByText(`We sent a code to ${email}`)).toBeVisible();
  return latestCode(page.request, email);
}

export interface SignInOptions {
  /** Tick the agreement (needed on a first sign-in). Default true. */
  agree?: boolean;
  /** What to do with the enable-passkey prompt if it shows. Default 'skip'. */
  passkeyPrompt?: 'skip' | 'leave';
}

/**
 * Signs in (or up) through the /login screen the page is on: email, code from the mailbox, the agreement
 * when the email is new, submit; then skips the enable-passkey prompt when it appears.
 */
export async function signInViaUi(page: Page, email: string, options: SignInOptions = {}): Promise<void> {
  await expect(page).toHaveURL(/\/login/);
  const code = await requestCode(page, email);
  await loginUi.code(page).fill(code);
  if (options.agree !== false && (await loginUi.agreement(page).isVisible())) await loginUi.agreement(page).check();
  await loginUi.submit(page).click();
  if (options.passkeyPrompt !== 'leave') {
    // Offered once per browser session to accounts without a passkey on browsers that support WebAuthn.
    const prompt = loginUi.passkeyPrompt(page);
    await expect(prompt.or(page.locator('body:not(:has(input[name="login-code"]))'))).toBeVisible();
    if (await prompt.isVisible()) await prompt.getByRole('button', { name: 'Skip for now' }).click();
  }
}
