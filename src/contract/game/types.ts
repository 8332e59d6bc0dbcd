import type { Static } from 'typebox';
import type * as gameSchemas from './schema';

/**
 * /app-api/api/user/third_authorize_uuid (signed in, source header = the query's `source`): records the user's
 * consent for `app_id` and returns the user's uuid for that app (stable per user and app).
 * Unknown app ids fail with a business code.
 */
export type ThirdAuthorizeUuidReq = Static<typeof gameSchemas.ThirdAuthorizeUuidReq>;
export interface ThirdUuidRes {
  uuid: string;
}
