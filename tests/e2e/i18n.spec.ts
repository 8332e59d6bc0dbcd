import { expect, test, workerBaseURL } from './support/test';
import { apiCall, contract, signInByApi, uniqueEmail, useToken } from './support/api';

// this worker's server (support/server.ts), known before a test starts
const baseURL = workerBaseURL();

test.describe('names in every language', () => {
  test('the header and the sign-in title name the product the same way in Korean', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login?lang=ko');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NFT Wallet 로그인');
    await expect(page.locator('.header__brand')).toHaveText('NFT Wallet');
  });

  test('My devices says each device in the reader language', async ({ page, request }) => {
    const token = await signInByApi(request, uniqueEmail('device-names'));
    // Two more sessions of the same account, named the way the app names devices (X-Dname, in English).
    for (const name of ['Safari on iOS', 'Browser on Windows']) {
      const handover = await apiCall(request, contract.user.genLoginToken, {}, token);
      const session = await apiCall(
        request,
        contract.user.verifyLoginToken,
        { login_token: handover.data.login_token },
        undefined,
        { 'X-Dname': name },
      );
      expect(session.code).toBe(0);
    }
    await useToken(page.context(), baseURL, token);

    const items = page.getByTestId('device-item');
    await page.goto('/my-devices?lang=ko');
    await expect(items).toHaveCount(3);
    await expect(items.filter({ hasText: 'iOS의 Safari' })).toHaveCount(1);
    await expect(items.filter({ hasText: 'Windows의 알 수 없는 브라우저' })).toHaveCount(1);
    // A name the app did not make (here the test client's own) is shown as it is.
    await expect(items.filter({ hasText: 'e2e' })).toHaveCount(1);
    await expect(page.getByText(' on ')).toHaveCount(0);

    await page.goto('/my-devices?lang=zh-CN');
    await expect(items.filter({ hasText: 'iOS 上的 Safari' })).toHaveCount(1);
    await expect(items.filter({ hasText: 'Windows 上的未知浏览器' })).toHaveCount(1);
  });
});

/** Han characters on each line of an element's text, as the browser laid it out. */
function hanPerLine(selector: string) {
  const element = document.querySelector(selector)!;
  const lines = new Map<number, number>();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let index = 0; index < text.length; index += 1) {
      if (!/\p{Script=Han}/u.test(text[index]!)) continue;
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const top = Math.round(range.getBoundingClientRect().top);
      lines.set(top, (lines.get(top) ?? 0) + 1);
    }
  }
  return [...lines].sort(([a], [b]) => a - b).map(([, count]) => count);
}

test('Chinese text never ends a paragraph on one lone character', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login?lang=zh-CN');
  // "连接已加密。我们绝不会通过电话或消息向您索要验证码。" wraps at 390 px; it used to leave "码。" alone.
  await expect(page.locator('.login__secure')).toContainText('验证码');
  const lines = await page.evaluate(hanPerLine, '.login__secure');
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.at(-1)).toBeGreaterThan(1);
});
