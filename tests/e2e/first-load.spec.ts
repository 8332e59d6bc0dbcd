import { expect, test, type Page } from './support/test';
import { apiCall, contract, signInByApi, uniqueEmail, useToken } from './support/api';
import { DARK_THEME, openInTelegram, telegramEvents, uniqueTelegramUser } from './support/telegram';
import { recordCspViolations } from './support/csp';
import { SIZES } from './support/screens';
import { appTookOver, noteDrawnScreen } from './support/takeover';
import { fundUsdt } from './support/wallet';

// The first load: the server draws the requested screen with the app's own components and puts the answers it read
// beside it; the app renders the same screen over it from them, without an API round trip; compressed answers;
// inside Telegram, the page in the client's colours.
const HOME_CALLS = [contract.system.getBannerList, contract.system.moduleList, contract.system.nftModuleList];

test('home shows its content in Korean with the three home calls blocked, under the CSP', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const ko = { 'X-Language': 'ko', 'X-Platform': '2' };
  const banners = (await apiCall(request, contract.system.getBannerList, {}, undefined, ko)).data.list;
  const modules = (await apiCall(request, contract.system.moduleList, {}, undefined, ko)).data.list;
  const nftModules = (await apiCall(request, contract.system.nftModuleList, {}, undefined, ko)).data.list;
  const violations = await recordCspViolations(page);
  const blocked: string[] = [];
  await page.route(new RegExp(`(${HOME_CALLS.map((call) => call.path).join('|')})$`), (route) => {
    blocked.push(route.request().url());
    return route.abort('connectionrefused');
  });

  const response = await page.goto('/?lang=ko');
  const html = await response!.text();
  expect(html).toContain('<script type="application/json" id="boot-data">');
  expect(html).toContain(banners[0]!.title);

  const main = page.locator('main.home-page');
  await expect(main.getByText(banners[0]!.title, { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: new RegExp(`^${modules[0]!.title}`) })).toBeVisible();
  const firstNftModule = nftModules.find((module) => module.list.length > 0)!;
  await expect(main.getByRole('heading', { name: firstNftModule.title, exact: true })).toBeVisible();
  await expect(main.locator('.nft-card').first()).toBeVisible();
  // The data is read once and its element removed; dated when the server answered, it is fresh: nothing is asked again.
  await expect(page.locator('#boot-data')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(blocked).toEqual([]);
  await expect(page.getByRole('heading', { name: '홈 화면을 불러오지 못했습니다' })).toHaveCount(0);
  await page.screenshot({ path: '.screens/first-load-home-ko-390.png' });
  expect(violations).toEqual([]);
});

test('the page and its assets arrive compressed; hashed assets are immutable', async ({ page }) => {
  const responses: { url: string; encoding?: string; cache?: string }[] = [];
  page.on('response', (response) => {
    const headers = response.headers();
    responses.push({ url: response.url(), encoding: headers['content-encoding'], cache: headers['cache-control'] });
  });
  await page.goto('/');
  await expect(page.locator('.nft-card').first()).toBeVisible();
  const document = responses.find((r) => new URL(r.url).pathname === '/')!;
  expect(['br', 'gzip']).toContain(document.encoding);
  expect(document.cache).toBe('no-cache');
  const scripts = responses.filter((r) => /\/assets\/.*\.js$/.test(r.url));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(['br', 'gzip']).toContain(script.encoding);
    expect(script.cache).toBe('public, max-age=31536000, immutable');
  }
});

test("inside Telegram the drawn page takes the client's colours, and ready() comes with the first frame", async ({
  page,
}) => {
  // Without the app's code only the server's page can show: it must already be in Telegram's colours.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`/?tg=1#tgWebAppThemeParams=${encodeURIComponent(JSON.stringify(DARK_THEME))}&tgWebAppVersion=8.0`);
  await expect(page.locator('main.home-page')).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(23, 33, 43)');
  await page.unroute('**/assets/*.js');
  await page.goto('about:blank');

  await openInTelegram(page, '/', { user: uniqueTelegramUser('first-load') });
  expect((await telegramEvents(page)).filter((event) => event.name === 'web_app_ready')).toHaveLength(1);
});

test("a visitor's home paints from the page alone, loads no wire, asks nothing, and nothing shifts", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Hold back the wire (axios, signing) and the query cache: the home must paint without them.
  const held: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(transport|queryRuntime)-[\w-]+\.js$/, async (route) => {
    held.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  const calls: string[] = [];
  page.on('request', (sent) => {
    if (/-api\//.test(sent.url())) calls.push(new URL(sent.url()).pathname);
  });
  // Late images (slow network) must not move what is already on screen.
  let lateImages = 0;
  await page.route(/\/seed\/.*\.(svg|png|webp)$/, async (route) => {
    lateImages += 1;
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await recordLayoutShifts(page);

  await page.goto('/');
  await expect(page.locator('.nft-card').first()).toBeVisible();
  await expect(page.locator('.banner-carousel__slide img').first()).toBeVisible();
  // The cache was asked for after the first paint; the wire never (the page's answers are fresh).
  await expect.poll(() => held.some((path) => path.includes('queryRuntime'))).toBe(true);
  release();
  await page.waitForLoadState('networkidle');
  expect(held.some((path) => path.includes('transport'))).toBe(false);
  expect(calls).toEqual([]);
  expect(lateImages).toBeGreaterThan(3);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
});

test("a page's HTML holds the screen's own words before any script runs: a token, a collection, a balance", async ({
  browser,
  request,
  baseURL,
}) => {
  const collection = (await apiCall(request, contract.nftMarket.goodsSymbol, { symbol: 'ASTRO' })).data;
  const token = (await apiCall(request, contract.nftMarket.goodsInfo, { symbol: 'ASTRO', token_id: '1' })).data;
  const email = uniqueEmail('ssr-balance');
  const session = await signInByApi(request, email);
  await fundUsdt(request, session, '321.5');
  // no script at all: only what the server drew can show
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: SIZES.mobile });
  const page = await context.newPage();
  await page.goto('/nft/detail721?symbol=ASTRO&token_id=1');
  await expect(page.getByRole('heading', { name: token.name, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${token.name} · `));
  await page.goto('/nft/symbolDetail?symbol=ASTRO');
  await expect(page.getByText(collection.name, { exact: true }).first()).toBeVisible();
  await context.addCookies([{ name: 'access_token', value: session, url: baseURL! }]);
  await page.goto('/asset?lang=zh-CN');
  await expect(page.getByTestId('total-usd')).toContainText('321.5');
  await expect(page.getByRole('heading', { name: '资产', exact: true })).toBeVisible();
  await page.screenshot({ path: '.screens/ssr-asset-zh-no-script-390.png' });
  await context.close();
});

type Box = { x: number; y: number; width: number; height: number };

/**
 * Each part's box in the server's page (the app's code held back) against the same part once the app has rendered
 * over it: the same place and size, within half a pixel. Ends on the app's screen.
 */
async function compareWithScreen(page: Page, path: string, parts: string[]) {
  const box = async (selector: string): Promise<Box> => (await page.locator(selector).first().boundingBox())!;
  const apart = (a: Box, b: Box) =>
    Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y), Math.abs(a.width - b.width), Math.abs(a.height - b.height));
  // Leave the app first: its reload when the viewport crosses the desktop breakpoint, or its chunk-load guard's
  // reload for a late chunk that fails under the block, would cut the navigation below short.
  await page.goto('about:blank');
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(path);
  await expect(page.locator(parts[0]!).first()).toBeVisible();
  const drawn = await Promise.all(parts.map((selector) => box(selector)));
  await page.unroute('**/assets/*.js');
  await noteDrawnScreen(page);
  await page.goto(path);
  await appTookOver(page);
  await page.waitForLoadState('networkidle');
  for (const [index, selector] of parts.entries()) {
    await expect(page.locator(selector).first()).toBeVisible();
    expect(apart(await box(selector), drawn[index]!)).toBeLessThanOrEqual(0.5);
  }
}

async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );

test('the app takes over the drawn screen without a visible change: a token, a collection, the sign-in screen', async ({
  page,
}) => {
  await page.setViewportSize(SIZES.mobile);
  await compareWithScreen(page, '/nft/detail721?symbol=ASTRO&token_id=1', [
    '.ui-page__title',
    '[data-testid="detail-price"]',
    '.goods-detail img',
  ]);
  await compareWithScreen(page, '/nft/symbolDetail?symbol=ASTRO', ['.ui-page__title', '.goods-card']);
  await compareWithScreen(page, '/login?lang=ko', ['.ui-page__title', 'input[type="email"]']);
  await page.goto('about:blank');
  await recordLayoutShifts(page);
  await noteDrawnScreen(page);
  await page.goto('/nft/search');
  await appTookOver(page);
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
});

test('signed in, the wallet and the security centre are taken over in place, light and dark, in Chinese', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await page.setViewportSize(SIZES.mobile);
  await useToken(context, baseURL!, await signInByApi(request, uniqueEmail('ssr-takeover')));
  // the choice the wallet keeps in a cookie shapes the drawn page as it shapes the screen
  await context.addCookies([{ name: 'hideZeroAsset', value: '1', url: baseURL! }]);
  await compareWithScreen(page, '/asset', ['[data-testid="total-usd"]', '.empty-state__image']);
  await compareWithScreen(page, '/asset?theme=dark', ['[data-testid="total-usd"]', '.empty-state__image']);
  await compareWithScreen(page, '/security/userManage?lang=zh-CN', ['.security-level__title', '.security-level__hint']);
  await expect(page.locator('.security-level__title')).toHaveText('安全等级：低');
});

test('a signed-in screen starts from the profile its page carries: no session round trip before it draws', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('boot-profile');
  await useToken(context, baseURL!, await signInByApi(request, email));
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  await page.goto('/security/userManage');
  await expect(page.getByTestId('factor-email')).toContainText(email.slice(email.indexOf('@')));
  expect(asked).not.toContain(contract.user.profile.path);

  // a cookie that names no live session: the app's own check signs the browser out, as before
  await useToken(context, baseURL!, 'no-such-session');
  await page.goto('/security/userManage');
  await expect(page).toHaveURL(/\/login/);
});

test('a reader who scrolls the drawn page before the app arrives stays where they are when it takes over', async ({
  page,
}) => {
  await page.setViewportSize(SIZES.mobile);
  // hold the app's code back until the reader has scrolled
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await noteDrawnScreen(page);
  await page.goto('/nft/search', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('.goods-card').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 300));
  release();
  await appTookOver(page);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(300);
});
