import { signedIn } from '@/contract/define';
import type { EmptyBody } from '@/contract/common';
import type * as T from './types';

/**
 * Pay with a fingerprint or face (beyond the spec, EXTRA_CALLS): a token bound to the session that turned it on,
 * sent in place of the payment password. Another user's token is never found (35030).
 */
export const biometric = {
  enable: signedIn<T.BiometricEnableReq, T.BiometricEnableRes>('/user-api/api/biometric/enable'),
  list: signedIn<EmptyBody, T.BiometricListRes>('/user-api/api/biometric/list'),
  revoke: signedIn<T.BiometricRevokeReq, null>('/user-api/api/biometric/revoke'),
} as const;
