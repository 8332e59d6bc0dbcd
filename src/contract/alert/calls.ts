import { signedIn } from '@/contract/define';
import type { EmptyBody } from '@/contract/common';
import type * as T from './types';

/**
 * Alerts in the Telegram chat (beyond the spec, EXTRA_CALLS): which the caller gets, the bot's permission to write,
 * and price alerts on a collection's floor. Another user's price alert is never found (35012).
 */
export const alert = {
  settings: signedIn<EmptyBody, T.AlertSettingsRes>('/user-api/api/alert/settings'),
  set: signedIn<T.AlertSetReq, T.AlertSettingsRes>('/user-api/api/alert/set'),
  writeAccess: signedIn<EmptyBody, T.AlertSettingsRes>('/user-api/api/alert/write_access'),
  priceList: signedIn<EmptyBody, T.PriceAlertListRes>('/user-api/api/alert/price_list'),
  priceAdd: signedIn<T.PriceAlertAddReq, T.PriceAlert>('/user-api/api/alert/price_add'),
  priceDel: signedIn<T.PriceAlertDelReq, null>('/user-api/api/alert/price_del'),
} as const;
