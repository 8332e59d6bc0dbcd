import { contract } from '@/contract';
import type { ServerLang } from '@/contract/types';
import type { Queryable } from '../../db';
import { banners, homeModules, nftModules } from './queries';

/** App paths whose first screen is the home page: the server puts its first content into the HTML. */
export const HOME_PAGE_PATHS = new Set(['/', '/home']);

/**
 * What the home screen shows first, keyed by call path, each exactly the `data` its call answers (the same
 * queries as the handlers in ./index.ts), so the app can show it before any API round trip (issue 10).
 */
export async function homeBootCalls(db: Queryable, lang: ServerLang): Promise<Record<string, unknown>> {
  const [bannerList, moduleList, nftModuleList] = await Promise.all([
    banners(db, lang),
    homeModules(db, lang),
    nftModules(db, lang),
  ]);
  return {
    [contract.system.getBannerList.path]: { list: bannerList },
    [contract.system.moduleList.path]: { list: moduleList },
    [contract.system.nftModuleList.path]: { list: nftModuleList },
  };
}
