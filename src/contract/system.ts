import { endpoint } from './define';
import type {
  EmptyBody,
  BannerListRes,
  CheckUpdateRes,
  HealthRes,
  IndexArticleListReq,
  IndexArticleListRes,
  ModuleListRes,
  NftModuleListRes,
} from './types';

/** Home content, update check and health. */
export const system = {
  moduleList: endpoint<EmptyBody, ModuleListRes>('/user-api/api/system/module_list'),
  indexArticleList: endpoint<IndexArticleListReq, IndexArticleListRes>('/user-api/api/system/index_article_list'),
  nftModuleList: endpoint<EmptyBody, NftModuleListRes>('/user-api/api/system/nft_module_list'),
  checkUpdate: endpoint<EmptyBody, CheckUpdateRes>('/user-api/api/system/check_update', { headerSet: 'update' }),
  getBannerList: endpoint<EmptyBody, BannerListRes>('/user-api/api/system/get_banner_list'),
  health: endpoint<EmptyBody, HealthRes>('/user-api/api/system/health'),
} as const;
