import { Type } from 'typebox';
import { EmptyBody, PageFields } from '@/contract/fields';

/** A Telegram username, with or without its '@' (the server checks its shape: 35051). */
export const FindByUsernameReq = Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) });
/** A referral code a browser sign-up kept from `?ref=` (the server checks its shape). */
export const ReferralClaimReq = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) });
export const ReferralInviteesReq = Type.Object({ ...PageFields });

/** Request schemas of the `referral` calls, by call name. */
export const referralBodies = {
  findByUsername: FindByUsernameReq,
  mine: EmptyBody,
  claim: ReferralClaimReq,
  invitees: ReferralInviteesReq,
  earnings: EmptyBody,
};
