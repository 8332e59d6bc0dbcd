import { publicCall } from '@/contract/define';
import type { EmptyBody } from '@/contract/common';
import type {
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
  moduleList: publicCall<EmptyBody, ModuleListRes>('/user-api/api/system/module_list'),
  indexArticleList: publicCall<IndexArticleListReq, IndexArticleListRes>('/user-api/api/system/index_article_list'),
  nftModuleList: publicCall<EmptyBody, NftModuleListRes>('/user-api/api/system/nft_module_list'),
  checkUpdate: publicCall<EmptyBody, CheckUpdateRes>('/user-api/api/system/check_update', { headerSet: 'update' }),
  getBannerList: publicCall<EmptyBody, BannerListRes>('/user-api/api/system/get_banner_list'),
  health: publicCall<EmptyBody, HealthRes>('/user-api/api/system/health'),
} as const;
