import { expect, test, type Page } from '@playwright/test';
import { signInByApi, uniqueEmail, useToken } from './support/api';
import { openInTelegram, uniqueTelegramUser } from './support/telegram';

/** The app runs whole under its Content-Security-Policy: no script, style or request is refused. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __cspViolation(text: string): void }).__cspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('home, sign-in and a signed-in screen run under the CSP without a single violation', async ({
  page,
  request,
  baseURL,
}) => {
  const violations = await recordViolations(page);
  const response = await page.goto('/');
  expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  expect(response!.headers()['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  await expect(page.locator('.nft-card').first()).toBeVisible();
  // A revalidated page (304) keeps its policy.
  await page.goto('/login');
  await page.goto('/');
  await expect(page.locator('.nft-card').first()).toBeVisible();
  // The boot script ran (allowed by its hash): the theme class is set before the app.
  await page.goto('/login?theme=dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByLabel('Email')).toBeVisible();
  await useToken(page.context(), baseURL!, await signInByApi(request, uniqueEmail('csp')));
  await page.goto('/security/userManage');
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('inside Telegram the app runs under the CSP too', async ({ page }) => {
  const violations = await recordViolations(page);
  await openInTelegram(page, '/', { user: uniqueTelegramUser('csp') });
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  expect(violations).toEqual([]);
});
