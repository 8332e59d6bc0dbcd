import { expect, test, type APIRequestContext } from '@playwright/test';
import type {
  BannerListRes,
  IndexArticleListRes,
  ModuleListRes,
  NftModuleListRes,
  ServerLang,
} from '../../src/contract/types';
import { apiCall } from './support/api';

const SYSTEM = '/user-api/api/system/';

/** A signed home call in the given server language, the way the app sends it. */
async function homeCall<T>(
  request: APIRequestContext,
  name: string,
  lang: ServerLang,
  body: Record<string, unknown> = {},
): Promise<T> {
  const envelope = await apiCall<T>(request, `${SYSTEM}${name}`, body, undefined, {
    'X-Language': lang,
    'X-Platform': '2',
  });
  expect(envelope.code).toBe(0);
  return envelope.data;
}

async function homeContent(request: APIRequestContext, lang: ServerLang) {
  const [banners, modules, nftModules, articles] = await Promise.all([
    homeCall<BannerListRes>(request, 'get_banner_list', lang),
    homeCall<ModuleListRes>(request, 'module_list', lang),
    homeCall<NftModuleListRes>(request, 'nft_module_list', lang),
    homeCall<IndexArticleListRes>(request, 'index_article_list', lang, { page: 1, page_size: 6 }),
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
      await expect(main.getByRole('img', { name: content.banners[0]!.title, exact: true })).toBeVisible();
      await expect(main.locator('.banner-carousel__slide')).toHaveCount(content.banners.length);
      for (const entry of content.modules) {
        await expect(main.getByRole('link', { name: entry.title, exact: true })).toBeVisible();
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

      // A module entry is an internal deep link: it routes inside the app.
      const first = content.modules.find((entry) => entry.link_type === 'mark_local');
      if (first) {
        await main.getByRole('link', { name: first.title, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${first.link.replace(/[?]/g, '\\?')}|/login`));
      }
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
  await expect(main.getByRole('img', { name: ko.banners[0]!.title, exact: true })).toBeVisible();
  await expect(main.getByText(en.articles[0]!.title, { exact: true })).toHaveCount(0);
});

test('with the API unreachable, home shows one translated error and a retry that recovers', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route('**/user-api/api/system/**', (route) => route.abort('connectionrefused'));
  await page.goto('/?lang=ko');
  await expect(page.getByRole('heading', { name: '홈 화면을 불러오지 못했습니다' })).toBeVisible();
  // One notice for four failed calls, in Korean, and never the empty state.
  await expect(page.locator('.notice')).toHaveCount(1);
  await expect(page.locator('.notice')).toHaveText('네트워크 오류');
  await expect(page.getByText('아직 표시할 내용이 없습니다')).toHaveCount(0);
  await page.screenshot({ path: '.screens/home-unreachable-ko-390.png' });

  await page.unroute('**/user-api/api/system/**');
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('heading', { name: '홈 화면을 불러오지 못했습니다' })).toHaveCount(0);
  await expect(page.locator('.nft-card').first()).toBeVisible();
});
