import { expect, test, type Page } from '@playwright/test';
import type { BannerListRes, ModuleListRes, NftModuleListRes } from '../../src/contract/types';
import { apiCall, signInByApi, uniqueEmail, useToken } from './support/api';
import { DARK_THEME, openInTelegram, telegramEvents, uniqueTelegramUser } from './support/telegram';
import { recordCspViolations } from './support/csp';
import { SIZES } from './support/screens';
import { fundUsdt } from './support/wallet';

// The first load (issue 10): the home page paints its content from the data in its HTML, without an API
// round trip; compressed answers; inside Telegram, the placeholder in the client's colours.
const SYSTEM = '/user-api/api/system/';
const HOME_CALLS = ['get_banner_list', 'module_list', 'nft_module_list'];

test('home shows its content in Korean with the three home calls blocked, under the CSP', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const ko = { 'X-Language': 'ko', 'X-Platform': '2' };
  const banners = (await apiCall<BannerListRes>(request, `${SYSTEM}get_banner_list`, {}, undefined, ko)).data.list;
  const modules = (await apiCall<ModuleListRes>(request, `${SYSTEM}module_list`, {}, undefined, ko)).data.list;
  const nftModules = (await apiCall<NftModuleListRes>(request, `${SYSTEM}nft_module_list`, {}, undefined, ko)).data
    .list;
  const violations = await recordCspViolations(page);
  const blocked: string[] = [];
  await page.route(new RegExp(`${SYSTEM}(${HOME_CALLS.join('|')})$`), (route) => {
    blocked.push(route.request().url());
    return route.abort('connectionrefused');
  });

  const response = await page.goto('/?lang=ko');
  const html = await response!.text();
  expect(html).toContain('<script type="application/json" id="boot-data">');
  expect(html).toContain(`<link rel="preload" as="image" href="${banners[0]!.image}" fetchpriority="high">`);

  const main = page.locator('main.home-page');
  await expect(main.getByText(banners[0]!.title, { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: new RegExp(`^${modules[0]!.title}`) })).toBeVisible();
  const firstNftModule = nftModules.find((module) => module.list.length > 0)!;
  await expect(main.getByRole('heading', { name: firstNftModule.title, exact: true })).toBeVisible();
  await expect(main.locator('.nft-card').first()).toBeVisible();
  // The data is read once and its element removed; the app still refreshed in the background (blocked here).
  await expect(page.locator('#boot-data')).toHaveCount(0);
  await expect.poll(() => blocked.length).toBeGreaterThanOrEqual(3);
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

test("inside Telegram the placeholder takes the client's colours, and ready() comes with the first frame", async ({
  page,
}) => {
  // Without the app's code only the static shell can show: it must already be in Telegram's colours.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`/#tgWebAppThemeParams=${encodeURIComponent(JSON.stringify(DARK_THEME))}&tgWebAppVersion=8.0`);
  await expect(page.locator('.boot-shell')).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(23, 33, 43)');
  await page.unroute('**/assets/*.js');
  await page.goto('about:blank');

  await openInTelegram(page, '/', { user: uniqueTelegramUser('first-load') });
  expect((await telegramEvents(page)).filter((event) => event.name === 'web_app_ready')).toHaveLength(1);
  await expect(page.locator('.boot-shell')).toHaveCount(0);
});

test("a visitor's home paints from the page alone: the wire and the query cache come after, and nothing shifts", async ({
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
  // Late images (slow network) must not move what is already on screen.
  let lateImages = 0;
  await page.route(/\/seed\/.*\.svg$/, async (route) => {
    lateImages += 1;
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
  });

  await page.goto('/');
  await expect(page.locator('.nft-card').first()).toBeVisible();
  await expect(page.locator('.banner-carousel__slide img').first()).toBeVisible();
  // The cache was asked for after the first paint; the wire not yet (nothing has called).
  await expect.poll(() => held.some((path) => path.includes('queryRuntime'))).toBe(true);
  expect(held.some((path) => path.includes('transport'))).toBe(false);
  release();
  // Then the background refresh runs through them.
  await expect.poll(() => held.some((path) => path.includes('transport'))).toBe(true);
  await page.waitForLoadState('networkidle');
  const cls = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );
  expect(lateImages).toBeGreaterThan(3);
  expect(cls).toBeLessThanOrEqual(0.02);
});

test("the sign-in screen's words are on its first paint, before the app's code, in Korean and inside Telegram", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // without the app's code only the static shell can show
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/login?lang=ko');
  const shell = page.locator('.boot-shell__page');
  // (the shell is hidden from assistive technology: the app's screen is what they read)
  await expect(shell.locator('.boot-shell__title')).toHaveText('NFT Wallet 로그인');
  await expect(shell.locator('.boot-shell__lead--web')).toContainText('이메일 주소로 로그인하세요.');
  await expect(shell.locator('.boot-shell__lead--tg')).toBeHidden();

  // a Telegram launch: the lead that screen shows there, on a card in the client's colours
  await page.goto(`/login#tgWebAppThemeParams=${encodeURIComponent(JSON.stringify(DARK_THEME))}&tgWebAppVersion=8.0`);
  await expect(shell.locator('.boot-shell__lead--web')).toBeHidden();
  await expect(shell.locator('.boot-shell__lead--tg')).toBeVisible();
  expect(await shell.locator('.boot-shell__card').evaluate((card) => getComputedStyle(card).backgroundColor)).toBe(
    'rgb(35, 46, 60)',
  );

  // the app replaces it with the screen itself, the same words in the same place
  await page.unroute('**/assets/*.js');
  await page.goto('/login?lang=ko');
  await expect(page.locator('.boot-shell')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'NFT Wallet 로그인' })).toBeVisible();
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
  expect(asked).not.toContain('/user-api/api/user/profile');

  // a cookie that names no live session: the app's own check signs the browser out, as before
  await useToken(context, baseURL!, 'no-such-session');
  await page.goto('/security/userManage');
  await expect(page).toHaveURL(/\/login/);
});

type Box = { x: number; y: number; width: number; height: number };

/**
 * Each part's box in the static shell (the app's code held back) against the screen's box of the same part, once the
 * app has replaced the shell: within a pixel and a half (a shell text is a little taller, which can move a centred
 * card's content), and never taller, so the largest paint stays the shell's. Ends on the app's screen.
 */
async function compareWithScreen(page: Page, path: string, parts: [shell: string, screen: string][]) {
  const box = async (selector: string): Promise<Box> => (await page.locator(selector).first().boundingBox())!;
  const apart = (a: Box, b: Box) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y), Math.abs(a.width - b.width));
  // Leave the app first: its reload when the viewport crosses the desktop breakpoint, or its chunk-load guard's
  // reload for a late chunk that fails under the block, would cut the navigation below short.
  await page.goto('about:blank');
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(path);
  await expect(page.locator(parts[0]![0]).first()).toBeVisible();
  const shell = await Promise.all(parts.map(([selector]) => box(selector)));
  await page.unroute('**/assets/*.js');
  await page.goto(path);
  await expect(page.locator('.boot-shell')).toHaveCount(0);
  for (const [index, [, selector]] of parts.entries()) {
    await expect(page.locator(selector).first()).toBeVisible();
    const screen = await box(selector);
    expect(apart(screen, shell[index]!)).toBeLessThanOrEqual(1.5);
    expect(screen.height).toBeLessThanOrEqual(shell[index]!.height);
  }
}

test("the security centre's level is on its first paint, where the screen draws it, in Chinese and inside Telegram", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await useToken(context, baseURL!, await signInByApi(request, uniqueEmail('boot-level')));
  for (const [name, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size);
    // without the app's code only the static shell can show: the account's level, computed by the server
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/security/userManage?lang=zh-CN');
    const shell = page.locator('.boot-shell__page--sub');
    await expect(shell.locator('.boot-shell__title')).toHaveText('安全中心');
    await expect(shell.locator('.boot-shell__level b')).toHaveText('安全等级：低');
    if (name === 'mobile') await page.screenshot({ path: '.screens/first-load-security-shell-zh-390.png' });
    await page.unroute('**/assets/*.js');

    // the app's screen puts the same card in the same place, and its hint is not a larger paint (the LCP stays)
    await compareWithScreen(page, '/security/userManage?lang=zh-CN', [
      ['.boot-shell__hint', '.security-level__hint'],
      ['.boot-shell__shield', '.security-level__shield'],
    ]);
    await expect(page.getByTestId('security-level')).toContainText('安全等级：低');
  }

  // a Telegram launch draws its own back button: the shell's title has no arrow
  await page.setViewportSize(SIZES.mobile);
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(
    `/security/userManage#tgWebAppThemeParams=${encodeURIComponent(JSON.stringify(DARK_THEME))}&tgWebAppVersion=8.0`,
  );
  const title = page.locator('.boot-shell__title');
  await expect(title).toBeVisible();
  expect(await title.evaluate((element) => getComputedStyle(element, '::before').display)).toBe('none');
});

test("the wallet's total and empty state are on its first paint where the screen draws them, light and dark", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await signInByApi(request, uniqueEmail('boot-assets'));
  await useToken(context, baseURL!, token);
  // zeros shown (the default): the screen lists every coin at 0, so the shell holds the list's place, no empty state
  await page.setViewportSize(SIZES.mobile);
  await compareWithScreen(page, '/asset', [['.boot-shell__value', '[data-testid="total-usd"]']]);
  await expect(page.getByTestId('coin-list')).toBeVisible();
  await expect(page.locator('.empty-state')).toHaveCount(0);
  // zeros hidden (the switch's cookie, as the screen writes it): the empty state, in the shell as on the screen
  await context.addCookies([{ name: 'hideZeroAsset', value: '1', url: baseURL! }]);
  const empty: [string, string][] = [
    ['.boot-shell__value', '[data-testid="total-usd"]'],
    ['.boot-shell__empty--light', '.empty-state__image'],
    ['.boot-shell__empty p', '.empty-state__text'],
  ];
  for (const size of Object.values(SIZES)) {
    await page.setViewportSize(size);
    await compareWithScreen(page, '/asset', empty);
  }
  // dark: the dark picture, as EmptyState shows it
  await page.setViewportSize(SIZES.mobile);
  await compareWithScreen(page, '/asset?theme=dark', [['.boot-shell__empty--dark', '.empty-state__image']]);
  await expect(page.locator('.empty-state__image')).toHaveAttribute('src', /^data:image\/svg\+xml/);

  // an account that holds coins: the total, the list's place held, and the coins drawn there
  await fundUsdt(request, token, '1234.5');
  await compareWithScreen(page, '/asset?theme=light', [['.boot-shell__value', '[data-testid="total-usd"]']]);
  await expect(page.getByTestId('total-usd')).toHaveText(/^\$1,23\d/);
  await expect(page.getByTestId('coin-row').first()).toBeVisible();
  await expect(page.locator('.empty-state')).toHaveCount(0);

  // a Telegram launch draws in Telegram's scheme from the first paint, whatever the browser kept (light here)
  const newcomer = await signInByApi(request, uniqueEmail('boot-assets-tg'));
  await useToken(context, baseURL!, newcomer);
  await context.addCookies([{ name: 'hideZeroAsset', value: '1', url: baseURL! }]);
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const [theme, shown, hidden] of [
    [DARK_THEME, 'dark', 'light'],
    [{ ...DARK_THEME, bg_color: '#fff', secondary_bg_color: '#f1f1f4', text_color: '#000000' }, 'light', 'dark'],
  ] as const) {
    await page.goto('about:blank'); // (a new launch: the same path with another hash would not load the page)
    await page.goto(`/asset#tgWebAppThemeParams=${encodeURIComponent(JSON.stringify(theme))}&tgWebAppVersion=8.0`);
    await expect(page.locator(`.boot-shell__empty--${shown}`)).toBeVisible();
    await expect(page.locator(`.boot-shell__empty--${hidden}`)).toBeHidden();
  }
});
