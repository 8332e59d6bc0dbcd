import { randomInt } from 'node:crypto';
import { decodeStartApp } from '@/domain/startapp';
import type { Queryable } from '../../db';

/** A referral code: 8 of [A-Za-z0-9] (62^8 codes, so guessing one names nobody), which a start param may carry. */
export const REFERRAL_CODE = /^[A-Za-z0-9]{8}$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The user's referral code if they have one yet (a share carries it; only the referral screen makes one). */
export async function existingReferralCode(q: Queryable, userId: number): Promise<string | null> {
  const [row] = await q.query<{ code: string }>('SELECT code FROM referral_codes WHERE user_id = $1', [userId]);
  return row?.code ?? null;
}

/** The user's referral code, made on first ask (a clash with another user's code draws again). */
export async function referralCodeOf(q: Queryable, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const mine = await existingReferralCode(q, userId);
    if (mine) return mine;
    await q.query('INSERT INTO referral_codes (user_id, code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      userId,
      newReferralCode(),
    ]);
  }
  throw new Error('could not allocate a referral code');
}

/** The live account whose code this is, or null. */
export async function referrerOf(q: Queryable, code: string): Promise<number | null> {
  if (!REFERRAL_CODE.test(code)) return null;
  const [row] = await q.query<{ user_id: number }>(
    `SELECT r.user_id FROM referral_codes r JOIN users u ON u.id = r.user_id
      WHERE r.code = $1 AND u.closed_at IS NULL AND NOT u.is_system`,
    [code],
  );
  return row ? Number(row.user_id) : null;
}

/**
 * Records that `code`'s owner brought `referredUserId`, once: never the user's own code, never over an earlier
 * referral (the referred user is the table's key). True when this call recorded it.
 */
export async function recordReferral(
  q: Queryable,
  referredUserId: number,
  code: string | null,
  source: 'telegram' | 'web',
): Promise<boolean> {
  const referrer = code ? await referrerOf(q, code) : null;
  if (referrer === null || referrer === referredUserId) return false;
  const rows = await q.query(
    `INSERT INTO referrals (referred_user_id, referrer_user_id, source) VALUES ($1, $2, $3)
     ON CONFLICT (referred_user_id) DO NOTHING RETURNING referred_user_id`,
    [referredUserId, referrer, source],
  );
  return rows.length > 0;
}

/**
 * The referral code a Telegram launch carries: the `start_param` of init data already checked with the bot token
 * (signed by Telegram, so nobody can put a code there but the link that was opened). Null without one.
 */
export function referralCodeOfInitData(rawInitData: string): string | null {
  const ref = decodeStartApp(new URLSearchParams(rawInitData).get('start_param'))?.ref ?? null;
  return ref !== null && REFERRAL_CODE.test(ref) ? ref : null;
}
