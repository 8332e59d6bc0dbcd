import { expect, test, type APIRequestContext } from './support/test';
import type { AnyEndpoint, ReqOf, ServerLang } from '../../src/contract';
import { apiCall, contract, type DataOf } from './support/api';
import { appTookOver, noteDrawnScreen } from './support/takeover';

/** A home entry's accessible name: its title, and "Soon" when its screen is not built yet. */
const entryName = (title: string) => new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( Soon)?$`);

/** A signed home call in the given server language, the way the app sends it. */
async function homeCall<E extends AnyEndpoint>(
  request: APIRequestContext,
  endpoint: E,
  lang: ServerLang,
  body: ReqOf<E>,
): Promise<DataOf<E>> {
  const envelope = await apiCall(request, endpoint, body, undefined, {
    'X-Language': lang,
    'X-Platform': '2',
  });
  expect(envelope.code).toBe(0);
  return envelope.data;
}

async function homeContent(request: APIRequestContext, lang: ServerLang) {
  const [banners, modules, nftModules, articles] = await Promise.all([
    homeCall(request, contract.system.getBannerList, lang, {}),
    homeCall(request, contract.system.moduleList, lang, {}),
    homeCall(request, contract.system.nftModuleList, lang, {}),
    homeCall(request, contract.system.indexArticleList, lang, { page: 1, page_size: 6 }),
  ]);
  return {
    banners: banners.list,
    modules: modules.list,
    nftModules: nftModules.list.filter((m) => m.list.length > 0),
    articles: articles.list,
  };
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test.describe(`home on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('shows the seeded banners, modules, NFT modules and articles', async ({ page, request }) => {
      const content = await homeContent(request, 'en');
      expect(content.banners.length).toBeGreaterThan(0);
      expect(content.nftModules.length).toBeGreaterThan(0);
      expect(content.articles.length).toBeGreaterThan(0);

      await page.goto('/');
      const main = page.locator('main.home-page');
      await expect(main.getByText(content.banners[0]!.title, { exact: true })).toBeVisible();
      await expect(main.locator('.banner-carousel__slide')).toHaveCount(content.banners.length);
      for (const entry of content.modules) {
        await expect(main.getByRole('link', { name: entryName(entry.title) })).toBeVisible();
      }
      for (const module of content.nftModules) {
        await expect(main.getByRole('heading', { name: module.title, exact: true })).toBeVisible();
        const section = main.locator('section', {
          has: page.getByRole('heading', { name: module.title, exact: true }),
        });
        await expect(section.locator('.nft-card')).toHaveCount(module.list.length);
        await expect(section.getByText(module.list[0]!.title, { exact: true }).first()).toBeAttached();
      }
      for (const article of content.articles) {
        await expect(main.getByText(article.title, { exact: true })).toBeVisible();
      }
      await expect(main.locator('.skeleton')).toHaveCount(0);

      // A module entry is an internal deep link: it routes inside the app; a visitor meets the sign-in only for a
      // screen that needs an account (the first entry, Swap), never for one that is not built.
      const first = content.modules.find((entry) => entry.link_type === 'mark_local');
      expect(first).toBeDefined();
      await main.getByRole('link', { name: entryName(first!.title) }).click();
      await expect(page).toHaveURL(new RegExp(`(${first!.link.replace(/[?]/g, '\\?')}|/login)$`));
    });
  });
}

test('?lang=ko shows the Korean content', async ({ page, request }) => {
  const [en, ko] = await Promise.all([homeContent(request, 'en'), homeContent(request, 'ko')]);
  expect(ko.articles[0]!.title).not.toBe(en.articles[0]!.title);

  await page.goto('/?lang=ko');
  const main = page.locator('main.home-page');
  await expect(main.getByText(ko.articles[0]!.title, { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { name: ko.nftModules[0]!.title, exact: true })).toBeVisible();
  await expect(main.getByText(ko.banners[0]!.title, { exact: true })).toBeVisible();
  await expect(main.getByText(en.articles[0]!.title, { exact: true })).toHaveCount(0);
});

test('with the API unreachable, home shows one translated error and a retry that recovers', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Opened on another screen, so the page carries no home data (first-load.spec.ts covers the page that does).
  await page.goto('/login?lang=ko');
  await expect(page.getByRole('button', { name: '로그인', exact: true }).first()).toBeVisible();
  await page.route('**/user-api/api/system/**', (route) => route.abort('connectionrefused'));
  await page.evaluate(() => {
    history.pushState(null, '', '/');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  // One notice for four failed calls, in Korean. It comes with the first failure and lasts two seconds, and the
  // screen's error comes after the calls' retry: the notice is checked first, while it shows.
  await expect(page.locator('.notice')).toHaveCount(1);
  await expect(page.locator('.notice')).toHaveText('네트워크 오류');
  await expect(page.getByRole('heading', { name: '홈 화면을 불러오지 못했습니다' })).toBeVisible();
  // and never the empty state
  await expect(page.getByText('아직 표시할 내용이 없습니다')).toHaveCount(0);
  await page.screenshot({ path: '.screens/home-unreachable-ko-390.png' });

  await page.unroute('**/user-api/api/system/**');
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('heading', { name: '홈 화면을 불러오지 못했습니다' })).toHaveCount(0);
  await expect(page.locator('.nft-card').first()).toBeVisible();
});

test.describe('home layout', () => {
  test('390 px: the banner shows its headline and call to action, the artwork whole; cards line up with headings', async ({
    page,
    request,
  }) => {
    const content = await homeContent(request, 'en');
    await page.setViewportSize({ width: 390, height: 844 });
    // boxes are read from the app's screen, not from the drawn page it replaces meanwhile
    await noteDrawnScreen(page);
    await page.goto('/');
    await appTookOver(page);
    const main = page.locator('main.home-page');

    // The headline and the call to action are text on screen, inside the banner, not only alt text.
    const slide = main.locator('.banner-carousel__slide').first();
    const headline = slide.locator('.banner-carousel__headline');
    await expect(headline).toHaveText(content.banners[0]!.title);
    await expect(headline).toBeInViewport();
    await expect(slide.locator('.banner-carousel__cta')).toContainText('Learn more');
    const carousel = (await main.locator('.banner-carousel').boundingBox())!;
    const headlineBox = (await headline.boundingBox())!;
    expect(headlineBox.height).toBeGreaterThan(10);
    expect(headlineBox.x).toBeGreaterThanOrEqual(carousel.x);
    expect(headlineBox.x + headlineBox.width).toBeLessThanOrEqual(carousel.x + carousel.width);

    // The artwork is shown whole: its box has the image's own shape (nothing cropped) and fits the screen.
    const art = slide.locator('.banner-carousel__art img');
    await expect(art).toHaveJSProperty('complete', true);
    const shape = await art.evaluate((img: HTMLImageElement) => ({
      natural: img.naturalWidth / img.naturalHeight,
      box: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
      fit: getComputedStyle(img).objectFit,
    }));
    expect(shape.fit).toBe('contain');
    expect(Math.abs(shape.box - shape.natural) / shape.natural).toBeLessThan(0.02);
    const artBox = (await art.boundingBox())!;
    expect(artBox.x).toBeGreaterThanOrEqual(0);
    expect(artBox.x + artBox.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    // Each carousel's first card starts where its heading starts (15 px), and snapping keeps that inset.
    for (const module of content.nftModules) {
      const section = main.locator('section', { has: page.getByRole('heading', { name: module.title, exact: true }) });
      const heading = (await section.getByRole('heading', { level: 2 }).boundingBox())!;
      expect(heading.x).toBe(15);
      const cards = section.locator('.nft-card');
      expect((await cards.first().boundingBox())!.x).toBe(heading.x);

      const row = section.locator('.nft-module-row__cards');
      const step = await cards.nth(1).evaluate((card, first) => card.getBoundingClientRect().x - first, heading.x);
      // Scroll a little short of the second card, as a thumb would: the snap finishes the move.
      await row.evaluate((element, left) => element.scrollBy({ left, behavior: 'instant' }), step - 12);
      await expect.poll(async () => Math.round((await cards.nth(1).boundingBox())!.x)).toBe(heading.x);
      await row.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
      await expect.poll(async () => (await cards.first().boundingBox())!.x).toBe(heading.x);
    }
  });

  test('1440 px: rows use the full content width, lined up with the header', async ({ page, request }) => {
    const content = await homeContent(request, 'en');
    await page.setViewportSize({ width: 1440, height: 900 });
    await noteDrawnScreen(page);
    await page.goto('/');
    await appTookOver(page);
    const main = page.locator('main.home-page');
    await expect(main.getByText(content.banners[0]!.title, { exact: true })).toBeVisible();

    const logo = (await page.locator('.header__logo').boundingBox())!;
    const banner = (await main.locator('.banner-carousel').boundingBox())!;
    expect(banner.x).toBe(logo.x);
    expect(banner.width).toBeGreaterThan(1100);
    for (const module of content.nftModules) {
      const section = main.locator('section', { has: page.getByRole('heading', { name: module.title, exact: true }) });
      const container = (await section.boundingBox())!;
      expect(container.x).toBe(banner.x);
      expect(container.width).toBeCloseTo(banner.width, 0);
      const cards = section.locator('.nft-card');
      const first = (await cards.first().boundingBox())!;
      const last = (await cards.nth(Math.min(3, module.list.length - 1)).boundingBox())!;
      // The row spans the container: first card at its left edge, the fourth at its right edge.
      expect(first.x).toBe(container.x);
      if (module.list.length >= 4) expect(last.x + last.width).toBeCloseTo(container.x + container.width, 0);
    }
  });
});

test.describe('entries of screens not built yet', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`${viewport.width} px: home offers no Staking entry; a visitor opening it sees the coming-soon page, no sign-in`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Shortcuts' });
      await expect(nav.getByRole('link', { name: 'Help', exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Deposit', exact: true })).toBeVisible();
      // home leads only to built screens (home-links.spec.ts follows every link)
      await expect(nav.getByRole('link', { name: /Staking/ })).toHaveCount(0);

      await page.goto('/asset/staking');
      await expect(page).toHaveURL(/\/asset\/staking$/);
      await expect(page.getByRole('heading', { name: 'Staking', level: 1 })).toBeVisible();
      await expect(page.getByText('This feature is coming in a future update.', { exact: false })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
    });
  }

  test('the drawer marks what is not built yet, in Korean too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/?lang=ko');
    await page.getByRole('button', { name: '메뉴' }).click();
    const drawer = page.getByTestId('nav-drawer');
    await expect(drawer.locator('[data-menu="game"]')).toContainText('준비 중');
    await expect(drawer.locator('[data-menu="help"]')).not.toContainText('준비 중');
    await expect(drawer.locator('[data-menu="assets"]')).not.toContainText('준비 중');
    await drawer.locator('[data-menu="game"] a').click();
    await expect(page).toHaveURL(/\/nft\/game$/);
    await expect(page.getByRole('heading', { name: 'Seraph 게임', level: 1 })).toBeVisible();
  });
});
