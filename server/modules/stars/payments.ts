import { randomBytes } from 'node:crypto';
import type { StarPayment, StarsQuote } from '@/contract/stars/types';
import type { Queryable } from '../../db';
import { ApiError, Codes } from '../../errors';
import { postLedger, systemAccount } from '../finance/ledger';
import { publishMarket } from '../market/live';
import { writeMessage } from '../message/write';

/** The system account Stars top-ups are paid from (and refunds return to); it may go negative, as system accounts do. */
export const STARS_SYSTEM_ACCOUNT = 'stars';
/** Telegram Stars' currency code in invoices and payments. */
export const STARS_CURRENCY = 'XTR';

const PAYMENT_COLUMNS = `payment_no, stars, symbol, trim_scale(rate)::text AS rate,
  trim_scale(coin_amount)::text AS coin_amount, status,
  extract(epoch from created_at)::bigint AS created_at, extract(epoch from paid_at)::bigint AS paid_at,
  extract(epoch from refunded_at)::bigint AS refunded_at`;

/** A payment row as the handlers need it: what the user sees, and whose it is. */
export interface PaymentRow extends StarPayment {
  id: number;
  user_id: number;
  telegram_id: string;
  telegram_payment_charge_id: string | null;
}

const ROW_COLUMNS = `id, user_id, telegram_id, telegram_payment_charge_id, ${PAYMENT_COLUMNS}`;

/** Postgres gives bigint epochs as text: the answer's times are numbers. */
function asPayment(row: PaymentRow): PaymentRow {
  return {
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    created_at: Number(row.created_at),
    paid_at: row.paid_at === null ? null : Number(row.paid_at),
    refunded_at: row.refunded_at === null ? null : Number(row.refunded_at),
  };
}

/** The part of a row the app sees. */
export function publicPayment(row: PaymentRow): StarPayment {
  const { id: _id, user_id: _user, telegram_id: _tg, telegram_payment_charge_id: _charge, ...payment } = row;
  return payment;
}

/** A new payment's number (shown to the user and support) and its invoice payload (unguessable, never shown). */
export function newPaymentIds(): { paymentNo: string; payload: string } {
  return {
    paymentNo: `SP${Date.now()}${randomBytes(5).toString('hex').toUpperCase()}`,
    payload: randomBytes(24).toString('base64url'),
  };
}

export async function insertPayment(
  q: Queryable,
  fields: {
    paymentNo: string;
    payload: string;
    userId: number;
    telegramId: string;
    quote: StarsQuote;
    invoiceLink: string;
  },
): Promise<PaymentRow> {
  const [row] = await q.query<PaymentRow>(
    `INSERT INTO star_payments (payment_no, payload, user_id, telegram_id, stars, symbol, rate, coin_amount, invoice_link)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${ROW_COLUMNS}`,
    [
      fields.paymentNo,
      fields.payload,
      fields.userId,
      fields.telegramId,
      fields.quote.stars,
      fields.quote.symbol,
      fields.quote.rate,
      fields.quote.coin_amount,
      fields.invoiceLink,
    ],
  );
  if (!row) throw new Error('star payment insert failed');
  return asPayment(row);
}

/** One payment by its number; `userId` null: anyone's (support's refund). */
export async function paymentByNo(
  q: Queryable,
  paymentNo: string,
  userId: number | null,
  lock = false,
): Promise<PaymentRow | null> {
  const [row] = await q.query<PaymentRow>(
    `SELECT ${ROW_COLUMNS} FROM star_payments WHERE payment_no = $1 AND ($2::bigint IS NULL OR user_id = $2)
     ${lock ? 'FOR UPDATE' : ''}`,
    [paymentNo, userId],
  );
  return row ? asPayment(row) : null;
}

export const paymentNotFound = () => new ApiError(Codes.STARS_PAYMENT_NOT_FOUND, 'stars_payment_not_found');

/**
 * Why Telegram must refuse a pre-checkout for `payload` (a message key for the payer), or null to accept it: the
 * payload is an invoice this server created, still unpaid, for the Telegram account paying, at the same total in Stars.
 */
export async function preCheckoutRefusal(
  q: Queryable,
  query: { payload: string; telegramId: string; currency: string; totalAmount: number },
): Promise<'stars_precheckout_unknown' | 'stars_precheckout_other_user' | 'stars_precheckout_paid' | null> {
  const [row] = await q.query<{ telegram_id: string; stars: number; status: string }>(
    'SELECT telegram_id, stars, status FROM star_payments WHERE payload = $1',
    [query.payload],
  );
  if (!row) return 'stars_precheckout_unknown';
  if (row.telegram_id !== query.telegramId) return 'stars_precheckout_other_user';
  if (row.status !== 'created') return 'stars_precheckout_paid';
  if (query.currency !== STARS_CURRENCY || query.totalAmount !== Number(row.stars)) return 'stars_precheckout_unknown';
  return null;
}

/** What Telegram reported paid (`successful_payment`), with who paid. */
export interface ReportedPayment {
  payload: string;
  currency: string;
  totalAmount: number;
  chargeId: string;
  providerChargeId: string;
  telegramId: string;
}

/** Tells the user what happened to their payment (a wallet message, once per event) and refreshes their balances. */
async function tellUser(
  q: Queryable,
  payment: PaymentRow,
  template: 'stars_credited' | 'stars_refunded',
  event: 'paid' | 'refunded',
): Promise<void> {
  await writeMessage(q, {
    userId: payment.user_id,
    kind: 'wallet',
    template,
    params: { stars: payment.stars, amount: payment.coin_amount, symbol: payment.symbol },
    link: `/asset/coin?symbol=${payment.symbol}`,
    eventKey: `stars:${payment.payment_no}:${event}`,
  });
  await publishMarket(q, { kind: 'balance', user_ids: [payment.user_id] });
}

/**
 * Credits a reported payment, once: the UPDATE's guard (`status = 'created'`, same payer, total and currency) lets one
 * delivery through, and the charge id is UNIQUE. Runs inside the caller's transaction.
 * - `credited`: this call credited it (ledger Stars system account -> the user's available balance, a wallet message).
 * - `repeat`: the same charge was credited before (Telegram delivered the update again): nothing moves.
 * - `unmatched`: Stars were taken for no invoice this server can credit (an unknown or already paid invoice, another
 *   payer, another total): nothing moves here, and the caller gives the Stars back.
 */
export async function creditPayment(
  q: Queryable,
  paid: ReportedPayment,
): Promise<{ outcome: 'credited' | 'repeat' | 'unmatched'; payment: PaymentRow | null }> {
  const [row] = await q.query<PaymentRow>(
    `UPDATE star_payments
        SET status = 'paid', telegram_payment_charge_id = $2, provider_payment_charge_id = $3, paid_at = now()
      WHERE payload = $1 AND status = 'created' AND telegram_id = $4 AND stars = $5 AND $6 = '${STARS_CURRENCY}'
        AND NOT EXISTS (SELECT 1 FROM star_payments WHERE telegram_payment_charge_id = $2)
      RETURNING ${ROW_COLUMNS}`,
    [paid.payload, paid.chargeId, paid.providerChargeId, paid.telegramId, paid.totalAmount, paid.currency],
  );
  if (!row) {
    const [seen] = await q.query<PaymentRow>(
      `SELECT ${ROW_COLUMNS} FROM star_payments WHERE telegram_payment_charge_id = $1`,
      [paid.chargeId],
    );
    return seen ? { outcome: 'repeat', payment: asPayment(seen) } : { outcome: 'unmatched', payment: null };
  }
  const payment = asPayment(row);
  const system = await systemAccount(q, STARS_SYSTEM_ACCOUNT);
  const txId = await postLedger(q, 'stars_topup', payment.payment_no, [
    { userId: system, part: 'system', symbol: payment.symbol, amount: `-${payment.coin_amount}` },
    { userId: payment.user_id, part: 'available', symbol: payment.symbol, amount: payment.coin_amount },
  ]);
  await q.query('UPDATE star_payments SET credit_tx_id = $2 WHERE id = $1', [payment.id, txId]);
  await tellUser(q, payment, 'stars_credited', 'paid');
  return { outcome: 'credited', payment: { ...payment, status: 'paid' } };
}

/**
 * Reverses a paid payment's credit, once, inside the caller's transaction (the row locked by the caller): the user's
 * available balance gives back what the payment credited (refused with 35024 when it no longer holds it: never a
 * negative balance), the payment becomes refunded, and the user is told.
 */
export async function reverseCredit(q: Queryable, payment: PaymentRow): Promise<PaymentRow> {
  if (payment.status !== 'paid') throw new ApiError(Codes.STARS_NOT_REFUNDABLE, 'stars_not_refundable');
  const system = await systemAccount(q, STARS_SYSTEM_ACCOUNT);
  const [covers] = await q.query<{ ok: boolean }>(
    `SELECT available >= $3::numeric AS ok FROM balances WHERE user_id = $1 AND symbol = $2 AND account = 'spot'
     FOR UPDATE`,
    [payment.user_id, payment.symbol, payment.coin_amount],
  );
  // Checked before the ledger's own CHECK would fail the statement: a clear refusal naming what is missing.
  if (!covers?.ok)
    throw new ApiError(Codes.STARS_REFUND_SPENT, 'stars_refund_spent', {
      amount: payment.coin_amount,
      symbol: payment.symbol,
    });
  const txId = await postLedger(q, 'stars_refund', payment.payment_no, [
    { userId: payment.user_id, part: 'available', symbol: payment.symbol, amount: `-${payment.coin_amount}` },
    { userId: system, part: 'system', symbol: payment.symbol, amount: payment.coin_amount },
  ]);
  const [row] = await q.query<PaymentRow>(
    `UPDATE star_payments SET status = 'refunded', refund_tx_id = $2, refunded_at = now()
      WHERE id = $1 AND status = 'paid' RETURNING ${ROW_COLUMNS}`,
    [payment.id, txId],
  );
  if (!row) throw new ApiError(Codes.STARS_NOT_REFUNDABLE, 'stars_not_refundable');
  await tellUser(q, payment, 'stars_refunded', 'refunded');
  return asPayment(row);
}

/** The paid payment a charge id belongs to (Telegram's own refund report names the charge). */
export async function paymentByCharge(q: Queryable, chargeId: string): Promise<PaymentRow | null> {
  const [row] = await q.query<PaymentRow>(
    `SELECT ${ROW_COLUMNS} FROM star_payments WHERE telegram_payment_charge_id = $1 FOR UPDATE`,
    [chargeId],
  );
  return row ? asPayment(row) : null;
}
