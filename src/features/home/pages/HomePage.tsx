import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Skeleton } from '@/shared/ui/Skeleton';
import { ArticleList } from '../components/ArticleList';
import { BannerCarousel } from '../components/BannerCarousel';
import { ModuleGrid } from '../components/ModuleGrid';
import { NftModuleRow } from '../components/NftModuleRow';
import { useHomeContent } from '../useHomeContent';
import '../HomePage.css';

function RowSkeleton({ count, height }: { count: number; height: number }) {
  return (
    <div className="home-skeleton-row" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={height} radius={14} />
      ))}
    </div>
  );
}

/** Home (/ and /home): what the server sends, in the current language. */
export default function HomePage() {
  const { t } = useTranslation('home');
  const { lang, banners, modules, nftModules, articles, isEmpty } = useHomeContent();

  return (
    <main className="page home" aria-busy={banners.isPending || nftModules.isPending}>
      <h1 className="home__title">{t('title')}</h1>
      {banners.isPending ? (
        <div className="home-banners home-banners--loading">
          <Skeleton height={0} radius={16} />
        </div>
      ) : banners.data?.length ? (
        <BannerCarousel banners={banners.data} />
      ) : null}

      {modules.isPending ? (
        <RowSkeleton count={4} height={72} />
      ) : modules.data?.length ? (
        <ModuleGrid modules={modules.data} />
      ) : null}

      {nftModules.isPending ? (
        <RowSkeleton count={4} height={220} />
      ) : (
        nftModules.data?.map((module) => <NftModuleRow key={module.id} module={module} />)
      )}

      {articles.isPending ? (
        <RowSkeleton count={3} height={84} />
      ) : articles.data?.length ? (
        <ArticleList articles={articles.data} lang={lang} />
      ) : null}

      {isEmpty && <EmptyState text={t('empty')} />}
    </main>
  );
}
