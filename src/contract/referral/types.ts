import type { Static } from 'typebox';
import type { Paged } from '@/contract/common';
import type * as schemas from './schema';

/** Paying people by their Telegram name, and referrals (referral service). */

export type FindByUsernameReq = Static<typeof schemas.FindByUsernameReq>;
export type ReferralClaimReq = Static<typeof schemas.ReferralClaimReq>;
export type ReferralInviteesReq = Static<typeof schemas.ReferralInviteesReq>;

/** find_by_username: the user of the app who signed in last with that Telegram username. */
export interface FindByUsernameRes {
  /** The Telegram username, without '@', as Telegram spells it. */
  username: string;
  /** The name to show: the account's nickname. */
  name: string;
  /** A picture URL (the Telegram profile photo, else the account's avatar), '' for none. */
  avatar: string;
  /** What a transfer to them takes (`transfer`'s `pay_id`). */
  pay_id: string;
}

/** mine: the caller's referral code and what a link to the app carrying it needs. */
export interface ReferralMineRes {
  /** 8 characters of [A-Za-z0-9], made on first ask and never changed. */
  code: string;
  /** The bot's username and the mini app's short name, for `https://t.me/<bot>/<app>?startapp=…`; '' without a bot. */
  bot_username: string;
  mini_app_name: string;
  /** The share of the platform's fee on each trade of an invited user that the referrer receives (a decimal). */
  fee_share: string;
}

/** claim: whether the code was recorded for the caller (false: an existing account, the caller's own code, or already referred). */
export interface ReferralClaimRes {
  recorded: boolean;
}

/** One invited user, as the referrer sees them. */
export interface ReferralInvitee {
  /** The invited user's nickname, masked (first and last character kept). */
  name: string;
  /** Where they arrived from. */
  source: 'telegram' | 'web';
  joined_at: number;
}
export type ReferralInviteesRes = Paged<ReferralInvitee>;

/** One fee share paid to the caller. */
export interface ReferralFeeShare {
  symbol: string;
  amount: string;
  /** Whose fee it came from: the invited user bought or sold. */
  side: 'buyer' | 'seller';
  /** The invited user's nickname, masked. */
  name: string;
  created_at: number;
}

/** earnings: the caller's total fee share per coin and the latest ones (at most 20, newest first). */
export interface ReferralEarningsRes {
  totals: { symbol: string; amount: string }[];
  recent: ReferralFeeShare[];
}
