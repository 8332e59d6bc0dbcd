import { expect, test } from './support/test';
import { signInByApi, uniqueEmail, useToken } from './support/api';
import { openInTelegram, uniqueTelegramUser } from './support/telegram';
import { recordCspViolations } from './support/csp';

test('home, sign-in and a signed-in screen run under the CSP without a single violation', async ({
  page,
  request,
  baseURL,
}) => {
  const violations = await recordCspViolations(page);
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
  const violations = await recordCspViolations(page);
  await openInTelegram(page, '/', { user: uniqueTelegramUser('csp') });
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('pages load without a console error or warning about their headers', async ({ page, request, baseURL }) => {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // Chromium names the header it could not parse: "Error with Permissions-Policy header: Unrecognized feature: …"
    if (/header|Permissions-Policy|Content-Security-Policy|Referrer-Policy/i.test(message.text())) {
      complaints.push(`${page.url()}: ${message.text()}`);
    }
  });
  for (const path of ['/', '/login', '/nft/search', '/other/scan', '/help']) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
  }
  await useToken(page.context(), baseURL!, await signInByApi(request, uniqueEmail('headers')));
  await page.goto('/asset');
  await expect(page.getByTestId('total-usd')).toBeVisible();
  expect(complaints).toEqual([]);
});
