import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract/full';
import type { ReferralFeeShare, ReferralInvitee } from '@/contract';
import { maskEmail } from '@/shared/lib/mask';
import { ApiError, Codes } from '../../errors';
import { defineHandler } from '../../plugins/handler';
import { hitLimit } from '../../plugins/rateLimit';
import { dec, epoch, pageOf } from '../wallet/money';
import { recordReferral, referralCodeOf, referrerOf } from './codes';

/** Username look-ups per user per 10 minutes: each is a guess at who uses the app. */
export const USERNAME_LOOKUPS_PER_10_MIN = 30;
/** Referral code claims per user per 10 minutes: a code is a secret of sorts, so guesses are counted. */
const CLAIMS_PER_10_MIN = 10;
/** A browser sign-up records its `?ref=` within this time of the account's creation; an older account never. */
export const WEB_CLAIM_WINDOW_SECONDS = 3600;
const TELEGRAM_USERNAME = /^[A-Za-z0-9_]{5,32}$/;
const RECENT_SHARES = 20;

/** A name as a referrer sees it: masked like an email's local part (first and last characters only). */
const masked = (name: string | null) => maskEmail(name ?? '');

/** Paying people by their Telegram name, referral codes, invited users and the fee share earned on their trades. */
export default function referralModule(app: FastifyInstance): void {
  defineHandler(app, contract.referral.findByUsername, {
    doc: {
      section: 'referrals',
      notes: `a slot of ${USERNAME_LOOKUPS_PER_10_MIN} per 10 minutes is taken before the look-up (10029); 35051 not a Telegram username, 35050 nobody who used the app has it (the newest sign-in with the name wins)`,
    },
    handler: async ({ db, session, body }) => {
      await hitLimit(db, `username-lookup:${session.userId}`, 600, USERNAME_LOOKUPS_PER_10_MIN);
      const name = body.username.trim().replace(/^@/, '');
      if (!TELEGRAM_USERNAME.test(name)) throw new ApiError(Codes.USERNAME_INVALID, 'username_invalid');
      const [row] = await db.query<{ username: string; nickname: string; avatar: string; pay_id: string }>(
        `SELECT t.username, u.nickname, COALESCE(NULLIF(u.avatar, ''), t.photo_url, '') AS avatar, u.pay_id
           FROM third_accounts t JOIN users u ON u.id = t.user_id
          WHERE t.platform = 'telegram' AND lower(t.username) = lower($1) AND u.closed_at IS NULL AND NOT u.is_system
          ORDER BY t.seen_at DESC LIMIT 1`,
        [name],
      );
      if (!row) throw new ApiError(Codes.USERNAME_NOT_FOUND, 'username_not_found');
      return { username: row.username, name: row.nickname, avatar: row.avatar ?? '', pay_id: row.pay_id };
    },
  });

  defineHandler(app, contract.referral.mine, {
    doc: { section: 'referrals', notes: 'the code is made on first ask and never changes' },
    handler: async ({ db, config, session }) => ({
      code: await referralCodeOf(db, session.userId),
      bot_username: config.botUsername ?? '',
      mini_app_name: config.miniAppName,
      fee_share: dec(config.referralFeeShare),
    }),
  });

  defineHandler(app, contract.referral.claim, {
    doc: {
      section: 'referrals',
      notes: `a browser sign-up's \`?ref=\`: recorded only for an account made within the last hour and never referred, never the caller's own code (\`recorded\` false otherwise); 35052 no such code; ${CLAIMS_PER_10_MIN} per 10 minutes (10029)`,
    },
    handler: async ({ db, session, body }) => {
      await hitLimit(db, `referral-claim:${session.userId}`, 600, CLAIMS_PER_10_MIN);
      const code = body.code.trim();
      if ((await referrerOf(db, code)) === null)
        throw new ApiError(Codes.REFERRAL_CODE_INVALID, 'referral_code_invalid');
      const [fresh] = await db.query(
        `SELECT 1 FROM users WHERE id = $1 AND created_at > now() - make_interval(secs => $2)`,
        [session.userId, WEB_CLAIM_WINDOW_SECONDS],
      );
      const recorded = fresh ? await recordReferral(db, session.userId, code, 'web') : false;
      return { recorded };
    },
  });

  defineHandler(app, contract.referral.invitees, {
    doc: { section: 'referrals', notes: 'newest first; names masked' },
    handler: async ({ db, session, body }) => {
      const { page, page_size, offset } = pageOf(body);
      const [count] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM referrals WHERE referrer_user_id = $1',
        [session.userId],
      );
      const rows = await db.query<{ nickname: string; source: ReferralInvitee['source']; joined_at: number }>(
        `SELECT u.nickname, r.source, ${epoch('r.created_at')} AS joined_at
           FROM referrals r JOIN users u ON u.id = r.referred_user_id
          WHERE r.referrer_user_id = $1 ORDER BY r.created_at DESC, r.referred_user_id DESC LIMIT $2 OFFSET $3`,
        [session.userId, page_size, offset],
      );
      const list = rows.map((row) => ({
        name: masked(row.nickname),
        source: row.source,
        joined_at: Number(row.joined_at),
      }));
      return { list, count: Number(count?.n ?? 0), page, page_size };
    },
  });

  defineHandler(app, contract.referral.earnings, {
    doc: { section: 'referrals', notes: `totals per coin and the latest ${RECENT_SHARES} fee shares, newest first` },
    handler: async ({ db, session }) => {
      const totals = await db.query<{ symbol: string; amount: string }>(
        `SELECT symbol, sum(amount)::text AS amount FROM referral_fee_shares WHERE referrer_user_id = $1
          GROUP BY symbol ORDER BY symbol`,
        [session.userId],
      );
      const recent = await db.query<{
        symbol: string;
        amount: string;
        side: ReferralFeeShare['side'];
        nickname: string;
        created_at: number;
      }>(
        `SELECT f.symbol, f.amount::text AS amount, f.side, u.nickname, ${epoch('f.created_at')} AS created_at
           FROM referral_fee_shares f JOIN users u ON u.id = f.referred_user_id
          WHERE f.referrer_user_id = $1 ORDER BY f.id DESC LIMIT ${RECENT_SHARES}`,
        [session.userId],
      );
      return {
        totals: totals.map((row) => ({ symbol: row.symbol, amount: dec(row.amount) })),
        recent: recent.map((row) => ({
          symbol: row.symbol,
          amount: dec(row.amount),
          side: row.side,
          name: masked(row.nickname),
          created_at: Number(row.created_at),
        })),
      };
    },
  });
}
