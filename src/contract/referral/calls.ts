import { signedIn } from '@/contract/define';
import type { EmptyBody } from '@/contract/common';
import type * as T from './types';

/**
 * Paying people by their Telegram name, and referrals (beyond the spec, EXTRA_CALLS). Looking a name up is a guess at
 * who uses the app, so it is rate-limited; an unknown name is 35050.
 */
export const referral = {
  findByUsername: signedIn<T.FindByUsernameReq, T.FindByUsernameRes>('/user-api/api/user/find_by_username'),
  mine: signedIn<EmptyBody, T.ReferralMineRes>('/user-api/api/referral/mine'),
  claim: signedIn<T.ReferralClaimReq, T.ReferralClaimRes>('/user-api/api/referral/claim'),
  invitees: signedIn<T.ReferralInviteesReq, T.ReferralInviteesRes>('/user-api/api/referral/invitees'),
  earnings: signedIn<EmptyBody, T.ReferralEarningsRes>('/user-api/api/referral/earnings'),
} as const;
