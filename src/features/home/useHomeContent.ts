import { useQuery } from '@tanstack/react-query';
import { contract } from '@/contract';
import { useSnapshot } from 'valtio';
import { call } from '@/api/http';
import { queryKeys } from '@/api/queryKeys';
import { appState } from '@/state/app';

const ARTICLE_PAGE_SIZE = 6;

/** The four home calls, keyed by language so a language switch refetches them in the new language. */
export function useHomeContent() {
  const { currentLang } = useSnapshot(appState);
  const banners = useQuery({
    queryKey: queryKeys.home.banners(currentLang),
    queryFn: () => call(contract.system.getBannerList, {}),
    select: (data) => data?.list ?? [],
  });
  const modules = useQuery({
    queryKey: queryKeys.home.modules(currentLang),
    queryFn: () => call(contract.system.moduleList, {}),
    select: (data) => data?.list ?? [],
  });
  const nftModules = useQuery({
    queryKey: queryKeys.home.nftModules(currentLang),
    queryFn: () => call(contract.system.nftModuleList, {}),
    select: (data) => (data?.list ?? []).filter((module) => module.list?.length > 0),
  });
  const articles = useQuery({
    queryKey: queryKeys.home.articles(currentLang),
    queryFn: () => call(contract.system.indexArticleList, { page: 1, page_size: ARTICLE_PAGE_SIZE }),
    select: (data) => data?.list ?? [],
  });
  const all = [banners, modules, nftModules, articles];
  return {
    lang: currentLang,
    banners,
    modules,
    nftModules,
    articles,
    isEmpty: all.every((query) => !query.isPending && (query.data?.length ?? 0) === 0),
  };
}
