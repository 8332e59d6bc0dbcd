import { contract } from '@/contract';
import type { NftModule } from '@/contract';
import { useApiQuery } from '@/api/useApiQuery';

/** Spec: the home page shows the latest six articles. */
const ARTICLE_PAGE_SIZE = 6;

const listOf = <T>(data: { list?: T[] | null } | null | undefined): T[] => data?.list ?? [];
const withItems = (data: { list?: NftModule[] | null } | null | undefined) =>
  listOf(data).filter((module) => module.list?.length > 0);

/** The home page's server content; every key carries the language, so a language switch refetches. */
export const useBanners = () => useApiQuery(contract.system.getBannerList, {}, { select: listOf });
export const useModules = () => useApiQuery(contract.system.moduleList, {}, { select: listOf });
export const useNftModules = () => useApiQuery(contract.system.nftModuleList, {}, { select: withItems });
export const useArticles = () =>
  useApiQuery(contract.system.indexArticleList, { page: 1, page_size: ARTICLE_PAGE_SIZE }, { select: listOf });
