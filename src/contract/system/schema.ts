import { Type } from 'typebox';
import { EmptyBody, IdField, PageFields } from '@/contract/fields';

/** Articles newest first; with `id`, that one article alone, with its full text (`content`). */
export const IndexArticleListReq = Type.Object({ ...PageFields, id: Type.Optional(IdField) });

/** Request schemas of the `system` calls, by call name (calls not listed take any body until served). */
export const systemBodies = {
  moduleList: EmptyBody,
  indexArticleList: IndexArticleListReq,
  nftModuleList: EmptyBody,
  checkUpdate: EmptyBody,
  getBannerList: EmptyBody,
  health: EmptyBody,
};
