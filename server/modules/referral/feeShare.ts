import BigNumber from 'bignumber.js';
import type { Queryable } from '../../db';
import { postLedger } from '../finance/ledger';

/**
 * The referrer's share of one fee: fee × rate rounded DOWN to the coin's decimals (the platform never pays out more
 * than the rate), never above the fee itself, so the fee account keeps at least what it paid out.
 */
export function referralShareOf(fee: BigNumber.Value, rate: BigNumber.Value, decimals: number): BigNumber {
  const amount = new BigNumber(fee);
  const share = amount.times(rate).decimalPlaces(decimals, BigNumber.ROUND_DOWN);
  if (!share.isFinite() || share.lte(0)) return new BigNumber(0);
  return BigNumber.min(share, amount);
}

/**
 * Writes the configured share (REFERRAL_FEE_SHARE) where every trade's transaction reads it: called once the
 * database is ready, before the server serves (as migrations and the seed are), so that several instances read one
 * value wherever a trade settles.
 */
export async function writeReferralSettings(q: Queryable, feeShare: string): Promise<void> {
  await q.query('UPDATE referral_settings SET fee_share = $1::numeric', [feeShare]);
}

/** The share of a trade's fees the server pays referrers (REFERRAL_FEE_SHARE, written at start). */
export async function referralFeeShareRate(q: Queryable): Promise<BigNumber> {
  const [row] = await q.query<{ fee_share: string }>('SELECT fee_share::text AS fee_share FROM referral_settings');
  return new BigNumber(row?.fee_share ?? 0);
}

/** One settled trade, as far as its referrers' shares go. */
export interface SettledTrade {
  tradeId: number;
  tradeNo: string;
  buyerId: number;
  sellerId: number;
  symbol: string;
  decimals: number;
  buyerFee: string;
  sellerFee: string;
  /** The platform fee account the trade's fees were credited to. */
  feeAccount: number;
}

/**
 * Pays the buyer's referrer their share of the buyer fee and the seller's referrer theirs of the seller fee, from the
 * platform fee account, inside the trade's own transaction (pass its `q`). Once per trade and side: the row is
 * claimed first (UNIQUE trade and side), so running this again for the same trade pays nothing more.
 */
export async function payReferralShares(q: Queryable, trade: SettledTrade): Promise<void> {
  const rate = await referralFeeShareRate(q);
  if (rate.lte(0)) return;
  const referrers = await q.query<{ referred_user_id: number; referrer_user_id: number }>(
    `SELECT r.referred_user_id, r.referrer_user_id FROM referrals r JOIN users u ON u.id = r.referrer_user_id
      WHERE r.referred_user_id IN ($1, $2) AND u.closed_at IS NULL`,
    [trade.buyerId, trade.sellerId],
  );
  const referrerOf = new Map(referrers.map((row) => [Number(row.referred_user_id), Number(row.referrer_user_id)]));
  const sides = [
    { side: 'buyer', user: trade.buyerId, fee: trade.buyerFee },
    { side: 'seller', user: trade.sellerId, fee: trade.sellerFee },
  ] as const;
  for (const { side, user, fee } of sides) {
    const referrer = referrerOf.get(user);
    if (referrer === undefined) continue;
    const share = referralShareOf(fee, rate, trade.decimals);
    if (share.isZero()) continue;
    const [claimed] = await q.query<{ id: number }>(
      `INSERT INTO referral_fee_shares (trade_id, side, referrer_user_id, referred_user_id, symbol, amount)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (trade_id, side) DO NOTHING RETURNING id`,
      [trade.tradeId, side, referrer, user, trade.symbol, share.toFixed()],
    );
    if (!claimed) continue;
    const transactionId = await postLedger(q, 'referral_fee_share', `${trade.tradeNo}:${side}`, [
      { userId: trade.feeAccount, part: 'system', symbol: trade.symbol, amount: share.negated().toFixed() },
      { userId: referrer, part: 'available', symbol: trade.symbol, amount: share.toFixed() },
    ]);
    await q.query('UPDATE referral_fee_shares SET transaction_id = $2 WHERE id = $1', [claimed.id, transactionId]);
  }
}
