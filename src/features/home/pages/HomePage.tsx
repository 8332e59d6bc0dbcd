import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Skeleton } from '@/shared/ui/Skeleton';
import { appState } from '@/state/app';
import { ArticleList } from '../components/ArticleList';
import { BannerCarousel, BannerSkeleton } from '../components/BannerCarousel';
import { ModuleGrid } from '../components/ModuleGrid';
import { NftModuleRow } from '../components/NftModuleRow';
import { useArticles, useBanners, useModules, useNftModules } from '../hooks';
import { builtEntries, homeStatus } from '../model';
import { useIsComingSoon } from '@/shared/routing/comingSoon';
import './HomePage.css';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Page } from '@/shared/ui/Page';

function RowSkeleton({ count, height }: { count: number; height: number }) {
  return (
    <div className="home-page__skeleton-row" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={height} radius={14} />
      ))}
    </div>
  );
}

/** Home (/ and /home): what the server sends, in the current language; the root `Page` (no back, full width). */
export default function HomePage() {
  const { t } = useTranslation('home');
  const { currentLang } = useSnapshot(appState);
  const banners = useBanners();
  const modules = useModules();
  const nftModules = useNftModules();
  const articles = useArticles();
  // Home never offers a way into a screen that is not built yet: such banners and shortcuts are left out.
  const comingSoon = useIsComingSoon();
  const bannerList = builtEntries(banners.data, comingSoon);
  const moduleList = builtEntries(modules.data, comingSoon);
  const sections = [banners, modules, nftModules, articles];
  const counts = [bannerList.length, moduleList.length, nftModules.data?.length ?? 0, articles.data?.length ?? 0];
  const status = homeStatus(
    sections.map((q, index) => ({ isPending: q.isPending, isError: q.isError, count: counts[index]! })),
  );
  const retry = () => sections.filter((query) => query.isError).forEach((query) => void query.refetch());

  return (
    <Page title={t('title')} back={false} root className="home-page" busy={banners.isPending || nftModules.isPending}>
      {banners.isPending ? <BannerSkeleton /> : bannerList.length ? <BannerCarousel banners={bannerList} /> : null}

      {modules.isPending ? (
        <RowSkeleton count={4} height={72} />
      ) : moduleList.length ? (
        <ModuleGrid modules={moduleList} />
      ) : null}

      {nftModules.isPending ? (
        <RowSkeleton count={4} height={220} />
      ) : (
        nftModules.data?.map((module) => <NftModuleRow key={module.id} module={module} />)
      )}

      {articles.isPending ? (
        <RowSkeleton count={3} height={84} />
      ) : articles.data?.length ? (
        <ArticleList articles={articles.data} lang={currentLang} />
      ) : null}

      {status === 'empty' && <EmptyState text={t('empty')} />}
      {status === 'failed' && <LoadFailed title={t('failed')} onRetry={retry} />}
    </Page>
  );
}
