import { Type } from 'typebox';
import { EmptyBody, PageFields } from '@/contract/fields';

export const IndexArticleListReq = Type.Object({ ...PageFields });

/** Request schemas of the `system` calls, by call name (calls not listed take any body until served). */
export const systemBodies = {
  moduleList: EmptyBody,
  indexArticleList: IndexArticleListReq,
  nftModuleList: EmptyBody,
  checkUpdate: EmptyBody,
  getBannerList: EmptyBody,
  health: EmptyBody,
};
