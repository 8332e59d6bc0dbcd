import { expect, test, type Page } from './support/test';
import { signInByApi, uniqueEmail, useToken } from './support/api';

// Deep links end to end: each link type through /webview (the route every link outside a screen goes through),
// credentials only to a trusted partner (the app's own origin here), and refusals with their message.

/** The prompts after sign-in have their own tests; here they stay out of the way. */
async function withoutPrompts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('login_status_show', '1');
    sessionStorage.setItem('passkey_prompt_shown', '1');
  });
}

/** A partner page on the app's origin (trusted and frameable by default), answered by the test itself. */
async function servePartner(page: Page, baseURL: string): Promise<void> {
  await page.route(`${baseURL}/e2e-partner**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Partner</title><h1>Partner page</h1>' }),
  );
}

const webview = (params: Record<string, string>) => `/webview?${new URLSearchParams(params)}`;

test('mark_local goes to the in-app screen, with its param', async ({ page }) => {
  await page.goto(webview({ link_type: 'mark_local', url: '/nft/search', param: 'title=Astro' }));
  await expect(page).toHaveURL(/\/nft\/search\?title=Astro$/);
});

test('iframe frames an allow-listed page with its host and "open in browser"', async ({ page, baseURL }) => {
  await servePartner(page, baseURL!);
  await page.goto(webview({ url: `${baseURL}/e2e-partner/a`, title: 'Partner' }));
  await expect(page.getByTestId('webview-host')).toHaveText(new URL(baseURL!).host);
  await expect(page.getByTestId('webview-open')).toBeVisible();
  const frame = page.frameLocator('[data-testid="webview-frame"]');
  await expect(frame.getByRole('heading', { name: 'Partner page' })).toBeVisible();
  await expect(page.getByTestId('webview-frame')).toHaveAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-forms allow-popups',
  );
  await expect(page.getByTestId('webview-frame')).toHaveAttribute('referrerpolicy', 'no-referrer');
});

test('need_token and need_lang reach a trusted partner; a visitor is asked to sign in first', async ({
  page,
  request,
  baseURL,
}) => {
  await withoutPrompts(page);
  await servePartner(page, baseURL!);
  const link = webview({
    url: `${baseURL}/e2e-partner/game?need_token=1`,
    need_lang: '1',
    app_id: 'g1',
    type: 'daily',
  });
  await page.goto(link);
  await expect(page.getByTestId('signin-prompt')).toBeVisible();
  await expect(page.getByTestId('webview-frame')).toHaveCount(0);

  const token = await signInByApi(request, uniqueEmail('deep-links'));
  await useToken(page.context(), baseURL!, token);
  await page.goto(link);
  const src = new URL((await page.getByTestId('webview-frame').getAttribute('src'))!);
  expect(src.pathname).toBe('/e2e-partner/game');
  expect(src.searchParams.get('token')).toBe(token);
  expect(src.searchParams.get('lang')).toBe('en');
  expect(src.searchParams.get('app_id')).toBe('g1');
  expect(src.searchParams.get('type')).toBe('daily');
  expect(src.searchParams.has('need_token')).toBe(false);
});

test('a host off the allow-list is refused with the message, and never asked', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).hostname.endsWith('evil.example')) asked.push(req.url());
  });
  await page.goto(webview({ url: 'https://evil.example/x' }));
  await expect(page.getByTestId('webview-refused')).toContainText(
    'evil.example is not on the list of sites this app opens',
  );
  await page.goto(webview({ url: 'javascript:alert(1)', link_type: 'new_tab' }));
  await expect(page.getByTestId('webview-refused')).toContainText('not a web page we can open');
  expect(asked).toEqual([]);
});

test('an allow-listed host that is not a partner never receives the token', async ({ page, request, baseURL }) => {
  await withoutPrompts(page);
  await useToken(page.context(), baseURL!, await signInByApi(request, uniqueEmail('deep-links-untrusted')));
  await page.goto(webview({ url: 'https://t.me/some_channel', link_type: 'new_tab', need_token: '1' }));
  await expect(page.getByTestId('webview-refused')).toContainText('t.me is not a partner trusted');
});

test('new_tab opens an allow-listed page through the platform (a new tab in a browser)', async ({ page, context }) => {
  await context.route('https://t.me/**', (route) => route.fulfill({ contentType: 'text/html', body: 'Telegram' }));
  await page.goto(webview({ url: 'https://t.me/some_channel', link_type: 'new_tab' }));
  const [popup] = await Promise.all([context.waitForEvent('page'), page.getByTestId('webview-continue').click()]);
  await expect(popup).toHaveURL('https://t.me/some_channel');
});
