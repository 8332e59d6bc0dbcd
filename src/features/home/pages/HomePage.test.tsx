// @vitest-environment jsdom
import { contract } from '@/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { envelope, installFakeAdapter } from '@/api/testing/fakeAdapter';
import { freshQueryCache } from '@/api/testing/queryCache';
import { initI18n } from '@/i18n';
import { ComingSoonContext } from '@/shared/routing/comingSoon';
import { appState } from '@/state/app';
import HomePage from './HomePage';

const fake = installFakeAdapter();
const byLang = (lang: string, what: string) => `${what} ${lang}`;

function serve(empty = false) {
  fake.reply(contract.system.getBannerList.path, (req) =>
    envelope(0, {
      list: empty
        ? []
        : [
            {
              id: 1,
              title: byLang(req.headers['X-Language']!, 'Banner'),
              image: '/b.png',
              link_type: 'mark_local',
              link: '/nft/search',
            },
          ],
    }),
  );
  fake.reply(contract.system.moduleList.path, (req) =>
    envelope(0, {
      list: empty
        ? []
        : [
            {
              id: 1,
              key: 'swap',
              title: byLang(req.headers['X-Language']!, 'Swap'),
              icon: '',
              link_type: 'mark_local',
              link: '/asset/swap',
            },
          ],
    }),
  );
  fake.reply(contract.system.nftModuleList.path, (req) =>
    envelope(0, {
      list: empty
        ? []
        : [
            {
              id: 7,
              key: 'hot',
              title: byLang(req.headers['X-Language']!, 'Hot'),
              list: [
                { id: 1, title: 'Seraph #1', image: '/n.png', symbol: 'SERAPH', price: '1234.5000', coin: 'USDT' },
              ],
            },
          ],
    }),
  );
  fake.reply(contract.system.indexArticleList.path, (req) =>
    envelope(0, {
      list: empty
        ? []
        : [
            {
              id: 1,
              title: byLang(req.headers['X-Language']!, 'Article'),
              summary: 's',
              image: '',
              url: '/news?id=1',
              created_at: 1700000000,
            },
          ],
      count: empty ? 0 : 1,
      page: 1,
      page_size: 6,
    }),
  );
}

async function renderHome(comingSoon: (link: string) => boolean = () => false) {
  await freshQueryCache();
  return render(
    <ComingSoonContext.Provider value={comingSoon}>
      <HomePage />
    </ComingSoonContext.Provider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  appState.currentLang = 'en';
});
afterAll(() => fake.restore());

describe('HomePage', () => {
  it('shows skeletons, then banners, modules, NFT modules and articles', async () => {
    serve();
    const { container } = await renderHome();
    expect(container.querySelectorAll('.skeleton').length).toBeGreaterThan(0);
    // The banner's headline and call to action are text, not alt text of the artwork.
    const banner = (await screen.findByText('Banner en')).closest('a')!;
    expect(banner.getAttribute('href')).toBe('/nft/search');
    expect(banner.textContent).toBe('Banner enLearn more');
    expect(banner.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.getByText('Swap en').closest('a')?.getAttribute('href')).toBe('/asset/swap');
    expect(screen.queryByText('Soon')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Hot en' })).toBeTruthy();
    expect(screen.getByText('1,234.5 USDT')).toBeTruthy();
    expect(screen.getByText('Article en').closest('a')?.getAttribute('href')).toBe('/news?id=1');
    expect(container.querySelectorAll('.skeleton').length).toBe(0);
  });

  it('shows no entry that leads to a screen not built yet, as the route table says', async () => {
    serve();
    const notBuilt = ['/asset/swap', '/nft/search', '/news'];
    await renderHome((link) => notBuilt.includes(link.split('?')[0]!));
    // the article stays readable, but is no link to a placeholder
    const article = await screen.findByText('Article en');
    expect(article.closest('a')).toBeNull();
    expect(screen.queryByText('Banner en')).toBeNull();
    expect(screen.queryByText('Swap en')).toBeNull();
    expect(screen.queryByText('Soon')).toBeNull();
    // what does lead somewhere built stays
    expect(screen.getByRole('heading', { name: 'Hot en' })).toBeTruthy();
  });

  it('refetches in the new language when the language changes', async () => {
    serve();
    await renderHome();
    await screen.findByText('Article en');
    act(() => {
      appState.currentLang = 'ko';
    });
    expect(await screen.findByText('Article ko')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Hot ko' })).toBeTruthy();
  });

  it('shows the empty state when the server sends nothing', async () => {
    serve(true);
    const { container } = await renderHome();
    await screen.findByText('Nothing to show yet. Please check back soon.');
    expect(container.querySelector('.empty-state')).toBeTruthy();
  });
});
