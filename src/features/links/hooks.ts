import { ACCESS_TOKEN_COOKIE } from '@/api/http';
import { useApiQuery } from '@/api/useApiQuery';
import { contract } from '@/contract';
import { getCookie } from '@/shared/lib/cookies';

/** The links area's data: one hook per server read. */

/**
 * The user's uuid for `app_id` (get_uuid_by_token: it reads a consent the user gave on /thirdAuthorize, never gives
 * one; the `source` header comes from the page's `?source=`). Silent: the web view says what failed itself.
 */
export const useAppUuid = (appId: string | null, enabled: boolean) =>
  useApiQuery(
    contract.user.getUuidByToken,
    { app_id: appId ?? '' },
    { enabled: enabled && !!appId, silent: true, staleTime: 300_000 },
  );

/** The newest version of the app (check_update), for the download page; silent: the version line is optional. */
export const useLatestVersion = () =>
  useApiQuery(contract.system.checkUpdate, {}, { silent: true, staleTime: 300_000 });

/** The access token a trusted partner's link asks for (need_token). */
export const accessToken = () => getCookie(ACCESS_TOKEN_COOKIE);
