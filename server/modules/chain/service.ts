import BigNumber from 'bignumber.js';
import type {
  DepositEntry,
  WithdrawCheckRes,
  WithdrawEntry,
  WithdrawLimitRes,
  WithdrawProblem,
} from '@/contract/wallet/types';
import type { ServerLang } from '@/contract';
import { isValidAddress } from '@/domain/address';
import { formatDateTime } from '@/domain/time';
import type { ChainConfig } from '../../config';
import type { Queryable } from '../../db';
import { ApiError, Codes } from '../../errors';
import { translate, type MessageKey, type MessageParams } from '../../i18n';
import { enqueueJob } from '../../lib/jobs';
import { trimDecimal } from '../../lib/decimal';
import { postLedger, systemAccount } from '../finance/ledger';
import { publishWallet } from '../market/live';
import { tellDepositCredited, tellWithdrawal } from '../message/events';
import type { ChainGateway } from './gateway';
import { recordPage } from './recordPage';
import { advanceWithdrawalStep, canMove, holdFunds, releaseFunds, type WithdrawalKind } from './lifecycle';

/** Job kinds of this module. */
export const DEPOSIT_JOB = 'chain.deposit';
export const WITHDRAW_JOB = 'chain.withdraw';

/** Everything the database says about one coin on one chain (fees, minimums, limits: data, not code). */
export interface CoinChain {
  symbol: string;
  chain_name: string;
  decimals: number;
  confirmations: number;
  withdraw_fee: string;
  min_withdraw: string;
  min_deposit: string;
  daily_withdraw_limit: string | null;
}

const dec = (value: string | number) => new BigNumber(value);
const text = (value: BigNumber.Value) => trimDecimal(new BigNumber(value).toFixed());

/** The coin on the chain (names matched case-insensitively): 30002 unknown coin, 31001 chain it does not use. */
export async function coinChain(q: Queryable, symbol: string, chain: string): Promise<CoinChain> {
  const rows = await q.query<CoinChain>(
    `SELECT c.symbol, cc.chain_name, c.decimals, ch.confirmations, cc.withdraw_fee::text, cc.min_withdraw::text,
            cc.min_deposit::text, cc.daily_withdraw_limit::text
       FROM coins c JOIN coin_chains cc ON cc.symbol = c.symbol JOIN chains ch ON ch.chain_name = cc.chain_name
      WHERE c.symbol = upper($1) AND c.enabled ORDER BY ch.sort`,
    [symbol],
  );
  if (rows.length === 0) throw new ApiError(Codes.UNKNOWN_COIN, 'unknown_coin');
  const found = rows.find((row) => row.chain_name.toUpperCase() === chain.toUpperCase());
  if (!found) {
    const chains = rows.map((row) => row.chain_name);
    throw new ApiError(
      Codes.CHAIN_NOT_SUPPORTED,
      'chain_not_supported',
      { symbol: rows[0]!.symbol, chain, chains: chains.join(', ') },
      200,
      { chains },
    );
  }
  return found;
}

/** A chain of the `chains` table by name (case-insensitive), or 31001 naming the chains there are. */
export async function knownChain(q: Queryable, chain: string): Promise<string> {
  const rows = await q.query<{ chain_name: string }>('SELECT chain_name FROM chains ORDER BY sort');
  const found = rows.find((row) => row.chain_name.toUpperCase() === chain.toUpperCase());
  if (found) return found.chain_name;
  const chains = rows.map((row) => row.chain_name);
  throw new ApiError(
    Codes.CHAIN_NOT_SUPPORTED,
    'chain_not_supported',
    { symbol: '', chain, chains: chains.join(', ') },
    200,
    { chains },
  );
}

/** 31009 when `amount` has more decimals than the coin. */
function checkPrecision(amount: string, coin: CoinChain): ApiError | null {
  const decimals = trimDecimal(amount).split('.')[1]?.length ?? 0;
  if (decimals <= coin.decimals) return null;
  return new ApiError(
    Codes.AMOUNT_PRECISION,
    'amount_precision',
    { symbol: coin.symbol, decimals: coin.decimals },
    200,
    {
      decimals: coin.decimals,
    },
  );
}

// ---- deposit addresses ----

/**
 * The user's deposit address for the coin on the chain, created (deterministically) on first use. An address stored
 * before the simulation spelled real formats (one `isValidAddress` refuses: nobody could send to it) is replaced by
 * the derived one.
 */
export async function depositAddress(
  q: Queryable,
  gateway: ChainGateway,
  userId: number,
  coin: CoinChain,
): Promise<string> {
  const [stored] = await q.query<{ address: string }>(
    'SELECT address FROM deposit_addresses WHERE user_id = $1 AND symbol = $2 AND chain_name = $3',
    [userId, coin.symbol, coin.chain_name],
  );
  if (stored && isValidAddress(stored.address, coin.chain_name)) return stored.address;
  const address = gateway.deriveDepositAddress(userId, coin.symbol, coin.chain_name);
  await q.query(
    `INSERT INTO deposit_addresses (user_id, symbol, chain_name, address) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, symbol, chain_name) DO UPDATE SET address = EXCLUDED.address`,
    [userId, coin.symbol, coin.chain_name, address],
  );
  return address;
}

/** Whose deposit address `address` is on `chain` (null: not this platform's). */
export async function addressOwner(q: Queryable, chain: string, address: string): Promise<number | null> {
  const [row] = await q.query<{ user_id: number }>(
    'SELECT user_id FROM deposit_addresses WHERE chain_name = $1 AND address = $2 LIMIT 1',
    [chain, address],
  );
  return row ? Number(row.user_id) : null;
}

// ---- deposits ----

export interface IncomingDeposit {
  chain: string;
  address: string;
  symbol: string;
  amount: string;
  txHash: string;
}

/**
 * Records a deposit arriving on the chain at one of our addresses: pending until the chain's confirmations (a
 * job follows them and credits the balance once), or below_minimum (recorded, never credited). 31010 when the
 * address is not this platform's.
 */
export async function receiveDeposit(q: Queryable, gateway: ChainGateway, incoming: IncomingDeposit) {
  const chain = await knownChain(q, incoming.chain);
  const coin = await coinChain(q, incoming.symbol, chain);
  const precision = checkPrecision(incoming.amount, coin);
  if (precision) throw precision;
  if (!dec(incoming.amount).gt(0))
    throw new ApiError(Codes.AMOUNT_BELOW_MIN, 'amount_below_min', { min: '0', symbol: coin.symbol });
  const userId = await addressOwner(q, chain, incoming.address);
  if (userId === null) throw new ApiError(Codes.DEPOSIT_ADDRESS_UNKNOWN, 'deposit_address_unknown');
  const below = dec(incoming.amount).lt(coin.min_deposit);
  const height = await gateway.blockHeight(q, chain);
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO deposits (user_id, symbol, chain_name, address, amount, tx_hash, block_height, required_confirmations,
                           confirmations, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      userId,
      coin.symbol,
      chain,
      incoming.address,
      incoming.amount,
      incoming.txHash,
      height,
      coin.confirmations,
      1,
      below ? 'below_minimum' : 'pending',
    ],
  );
  const id = Number(row!.id);
  if (!below) await enqueueJob(q, DEPOSIT_JOB, { id }, { key: `deposit:${id}` });
  await publishWallet(q, userId, 'deposit_seen');
  return { id, userId, status: below ? 'below_minimum' : 'pending' };
}

/** The deposit job: follows the confirmations and credits the deposit once they are enough. */
export async function advanceDeposit(q: Queryable, gateway: ChainGateway, config: ChainConfig, id: number) {
  const [deposit] = await q.query<{
    user_id: number;
    symbol: string;
    chain_name: string;
    amount: string;
    block_height: number;
    required_confirmations: number;
    status: string;
  }>(
    `SELECT user_id, symbol, chain_name, amount::text, block_height, required_confirmations, status
       FROM deposits WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!deposit || deposit.status !== 'pending') return;
  const seen = await gateway.confirmations(q, deposit.chain_name, Number(deposit.block_height));
  const confirmations = Math.min(seen, deposit.required_confirmations);
  if (confirmations < deposit.required_confirmations) {
    const [moved] = await q.query<{ id: number }>(
      'UPDATE deposits SET confirmations = $2 WHERE id = $1 AND confirmations <> $2 RETURNING id',
      [id, confirmations],
    );
    if (moved) await publishWallet(q, Number(deposit.user_id), 'deposit_confirming');
    return { runAgainIn: config.blockSeconds };
  }
  const source = await systemAccount(q, 'chain_deposits');
  await postLedger(q, 'deposit', `deposit:${id}`, [
    { userId: source, part: 'system', symbol: deposit.symbol, amount: `-${deposit.amount}` },
    { userId: Number(deposit.user_id), part: 'available', symbol: deposit.symbol, amount: deposit.amount },
  ]);
  await q.query(`UPDATE deposits SET confirmations = $2, status = 'credited', credited_at = now() WHERE id = $1`, [
    id,
    confirmations,
  ]);
  await publishWallet(q, Number(deposit.user_id), 'deposit_credited');
  await tellDepositCredited(q, id);
}

const DEPOSIT_COLUMNS = `id, symbol, chain_name, address, amount::text AS amount, tx_hash, confirmations,
  required_confirmations, status, internal, extract(epoch from created_at)::bigint AS created_at,
  extract(epoch from credited_at)::bigint AS credited_at`;

const toDeposit = (row: DepositEntry): DepositEntry => ({
  ...row,
  id: Number(row.id),
  amount: trimDecimal(row.amount),
  created_at: Number(row.created_at),
  credited_at: row.credited_at === null ? null : Number(row.credited_at),
});

/** A user's coin records (deposits, withdrawals), filtered by coin and status. */
const MINE_BY_COIN_AND_STATUS =
  'user_id = $1 AND ($2::text IS NULL OR symbol = upper($2)) AND ($3::text IS NULL OR status = $3)';

export const depositPage = (
  q: Queryable,
  userId: number,
  filter: { symbol?: string; status?: string; page: number; pageSize: number },
) =>
  recordPage(q, {
    select: `SELECT ${DEPOSIT_COLUMNS} FROM deposits WHERE ${MINE_BY_COIN_AND_STATUS} ORDER BY id DESC`,
    count: `SELECT count(*)::int AS count FROM deposits WHERE ${MINE_BY_COIN_AND_STATUS}`,
    params: [userId, filter.symbol ?? null, filter.status ?? null],
    page: filter.page,
    size: filter.pageSize,
    toEntry: toDeposit,
  });

// ---- withdrawals: limits and the dry run ----

async function availableOf(q: Queryable, userId: number, symbol: string): Promise<string> {
  const [row] = await q.query<{ available: string }>(
    'SELECT available::text FROM balances WHERE user_id = $1 AND symbol = $2',
    [userId, symbol],
  );
  return row?.available ?? '0';
}

/** What the user withdrew of the coin on the chain today (UTC), not counting failed or cancelled withdrawals. */
async function usedToday(q: Queryable, userId: number, coin: CoinChain): Promise<string> {
  const [row] = await q.query<{ used: string }>(
    `SELECT coalesce(sum(amount), 0)::text AS used FROM withdrawals
      WHERE user_id = $1 AND symbol = $2 AND chain_name = $3 AND status NOT IN ('failed', 'cancelled')
        AND created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
    [userId, coin.symbol, coin.chain_name],
  );
  return row?.used ?? '0';
}

export async function withdrawLimit(q: Queryable, userId: number, coin: CoinChain): Promise<WithdrawLimitRes> {
  const available = await availableOf(q, userId, coin.symbol);
  const used = await usedToday(q, userId, coin);
  const left = coin.daily_withdraw_limit === null ? null : BigNumber.max(0, dec(coin.daily_withdraw_limit).minus(used));
  let max = BigNumber.max(0, dec(available).minus(coin.withdraw_fee));
  if (left !== null) max = BigNumber.min(max, left);
  return {
    symbol: coin.symbol,
    chain_name: coin.chain_name,
    fee: text(coin.withdraw_fee),
    min_withdraw: text(coin.min_withdraw),
    daily_limit: coin.daily_withdraw_limit === null ? null : text(coin.daily_withdraw_limit),
    daily_used: text(used),
    daily_left: left === null ? null : text(left),
    available: text(available),
    max_amount: text(max.decimalPlaces(coin.decimals, BigNumber.ROUND_DOWN)),
  };
}

export interface WithdrawRequest {
  symbol: string;
  chain_name: string;
  address: string;
  amount: string;
}

export interface Assessment {
  check: WithdrawCheckRes;
  /** The first problem as the error a refusal throws. */
  refusal: ApiError | null;
  coin: CoinChain | null;
  toUserId: number | null;
}

/** The end of the user's withdrawal hold (user_risk), in unix seconds, or null. */
export async function holdUntil(q: Queryable, userId: number): Promise<number | null> {
  const [row] = await q.query<{ until: number | null }>(
    `SELECT CASE WHEN risk_type = 1 AND risk_until > now() THEN extract(epoch from risk_until)::bigint END AS until
       FROM users WHERE id = $1`,
    [userId],
  );
  return row?.until == null ? null : Number(row.until);
}

/**
 * Every reason the withdrawal would be refused (withdraw_check), in the order withdraw_coin checks them: the
 * hold, coin and chain, address, amount, balance, daily limit.
 */
export async function assessWithdrawal(
  q: Queryable,
  userId: number,
  lang: ServerLang,
  request: WithdrawRequest,
): Promise<Assessment> {
  const problems: WithdrawProblem[] = [];
  const errors: ApiError[] = [];
  const add = (
    field: WithdrawProblem['field'],
    code: number,
    key: MessageKey,
    params: MessageParams = {},
    data?: Record<string, unknown>,
  ) => {
    errors.push(new ApiError(code, key, params, 200, data ?? null));
    problems.push({ field, code, msg: translate(lang, key, params), ...(data ? { data } : {}) });
  };
  const addError = (field: WithdrawProblem['field'], error: ApiError) =>
    add(field, error.code, error.messageKey, error.params, (error.data as Record<string, unknown> | null) ?? undefined);

  const until = await holdUntil(q, userId);
  if (until !== null)
    add('account', Codes.WITHDRAW_HOLD, 'withdraw_hold', { until: formatDateTime(until, lang) }, { until });

  let coin: CoinChain | null = null;
  try {
    coin = await coinChain(q, request.symbol, request.chain_name);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    addError(error.code === Codes.UNKNOWN_COIN ? 'symbol' : 'chain_name', error);
  }
  const chain = coin?.chain_name ?? request.chain_name;
  let toUserId: number | null = null;
  if (!isValidAddress(request.address, chain)) {
    add('address', Codes.ADDRESS_INVALID, 'address_invalid', { chain });
  } else if (coin) {
    toUserId = await addressOwner(q, coin.chain_name, request.address);
    if (toUserId === userId) add('address', Codes.OWN_ADDRESS, 'own_address');
  }
  const internal = toUserId !== null && toUserId !== userId;
  const fee = coin && !internal ? dec(coin.withdraw_fee) : dec(0);
  const amount = dec(request.amount);
  const total = amount.plus(fee);
  if (coin) {
    const precision = checkPrecision(request.amount, coin);
    if (precision) addError('amount', precision);
    if (amount.lt(coin.min_withdraw) || !amount.gt(0)) {
      const min = text(coin.min_withdraw);
      add('amount', Codes.AMOUNT_BELOW_MIN, 'amount_below_min', { min, symbol: coin.symbol }, { min });
    }
    if (dec(await availableOf(q, userId, coin.symbol)).lt(total))
      add('amount', Codes.INSUFFICIENT_BALANCE, 'insufficient_balance');
    if (coin.daily_withdraw_limit !== null) {
      const left = BigNumber.max(0, dec(coin.daily_withdraw_limit).minus(await usedToday(q, userId, coin)));
      if (amount.gt(left)) {
        const data = { left: text(left), limit: text(coin.daily_withdraw_limit) };
        add(
          'amount',
          Codes.DAILY_LIMIT_EXCEEDED,
          'daily_limit_exceeded',
          { left: data.left, symbol: coin.symbol },
          data,
        );
      }
    }
  }
  return {
    check: {
      ok: problems.length === 0,
      problems,
      fee: text(fee),
      total: text(total),
      receive_amount: text(amount),
      internal,
      hold_until: until,
    },
    refusal: errors[0] ?? null,
    coin,
    toUserId: internal ? toUserId : null,
  };
}

// ---- withdrawals: create, cancel, process ----

/**
 * withdraw_coin's work in the caller's transaction: one withdrawal of a user at a time (the daily limit and the
 * balance are checked against settled state), refused with the first problem of the dry run, then `spendProof`
 * (the user's codes, checked before by the call's `precheck`, are spent only now: a refusal here leaves them
 * good), then amount + fee frozen. Returns the withdrawal's id.
 */
export async function placeWithdrawal(
  q: Queryable,
  userId: number,
  lang: ServerLang,
  request: WithdrawRequest,
  options: { delaySeconds: number; spendProof?: () => Promise<void> },
): Promise<number> {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`withdraw:${userId}`]);
  const assessment = await assessWithdrawal(q, userId, lang, request);
  if (assessment.refusal) throw assessment.refusal;
  await options.spendProof?.();
  return createWithdrawal(q, userId, assessment, request, options.delaySeconds);
}

/**
 * Freezes amount + fee and records the withdrawal `pending`; a job processes it after `delaySeconds` (the time
 * it can still be cancelled). The caller has assessed the request and checked the user's secrets, in `q`.
 */
export async function createWithdrawal(
  q: Queryable,
  userId: number,
  assessment: Assessment,
  request: WithdrawRequest,
  delaySeconds: number,
): Promise<number> {
  const coin = assessment.coin;
  if (assessment.refusal || !coin) throw assessment.refusal ?? new Error('withdrawal without a coin');
  const { fee, total } = assessment.check;
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO withdrawals (user_id, symbol, chain_name, address, amount, fee, status, internal, to_user_id,
                              required_confirmations)
     VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $8, $9) RETURNING id`,
    [
      userId,
      coin.symbol,
      coin.chain_name,
      request.address,
      request.amount,
      fee,
      assessment.check.internal,
      assessment.toUserId,
      assessment.check.internal ? 0 : coin.confirmations,
    ],
  );
  const id = Number(row!.id);
  await holdFunds(q, 'withdraw_freeze', `withdrawal:${id}`, { userId, symbol: coin.symbol, amount: total });
  await enqueueJob(q, WITHDRAW_JOB, { id }, { key: `withdraw:${id}`, delaySeconds });
  await publishWallet(q, userId, 'withdrawal');
  return id;
}

interface WithdrawalRow {
  id: number;
  user_id: number;
  symbol: string;
  chain_name: string;
  address: string;
  amount: string;
  fee: string;
  status: string;
  internal: boolean;
  to_user_id: number | null;
  block_height: number | null;
  required_confirmations: number;
}

async function lockWithdrawal(q: Queryable, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await q.query<WithdrawalRow>(
    `SELECT id, user_id, symbol, chain_name, address, amount::text, fee::text, status, internal, to_user_id,
            block_height, required_confirmations
       FROM withdrawals WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row ? { ...row, id: Number(row.id), user_id: Number(row.user_id) } : undefined;
}

const totalOf = (w: WithdrawalRow) => text(dec(w.amount).plus(w.fee));

/** Gives the frozen amount + fee back to available (failure, cancel). */
const release = (q: Queryable, w: WithdrawalRow, kind: string) =>
  releaseFunds(q, kind, `withdrawal:${w.id}`, { userId: w.user_id, symbol: w.symbol, amount: totalOf(w) });

/** withdraw_cancel: only while pending; releases the money. 31006 unknown / another user's; 31007 too late. */
export async function cancelWithdrawal(q: Queryable, userId: number, id: number): Promise<void> {
  const w = await lockWithdrawal(q, id);
  if (!w || w.user_id !== userId) throw new ApiError(Codes.WITHDRAW_NOT_FOUND, 'withdraw_not_found');
  if (w.status === 'cancelled') return;
  if (!canMove(w.status, 'cancelled'))
    throw new ApiError(Codes.WITHDRAW_NOT_CANCELLABLE, 'withdraw_not_cancellable', {}, 200, { status: w.status });
  await release(q, w, 'withdraw_cancel');
  await q.query(`UPDATE withdrawals SET status = 'cancelled', finished_at = now() WHERE id = $1`, [id]);
  await q.query('UPDATE jobs SET done_at = now() WHERE dedupe_key = $1 AND done_at IS NULL AND failed_at IS NULL', [
    `withdraw:${id}`,
  ]);
  await publishWallet(q, userId, 'withdrawal');
}

/** Coin withdrawals in the shared lifecycle: amount + fee frozen, to another user's deposit address settled at once. */
const COIN_WITHDRAWAL: WithdrawalKind<WithdrawalRow> = {
  table: 'withdrawals',
  lock: lockWithdrawal,
  settleOffChain: async (q, w) => {
    if (!w.internal || w.to_user_id === null) return false;
    const depositId = await settleInternally(q, w);
    await publishWallet(q, w.user_id, 'withdrawal');
    await publishWallet(q, Number(w.to_user_id), 'deposit_credited');
    await tellWithdrawal(q, w, 'done');
    await tellDepositCredited(q, depositId);
    return true;
  },
  broadcast: async (_q, w) => ({
    id: w.id,
    chain: w.chain_name,
    symbol: w.symbol,
    address: w.address,
    amount: w.amount,
  }),
  giveBack: async (q, w) => {
    await release(q, w, 'withdraw_failed');
    await tellWithdrawal(q, w, 'failed');
  },
  settle: async (q, w) => {
    const sink = await systemAccount(q, 'chain_withdrawals');
    const legs = [
      { userId: w.user_id, part: 'frozen' as const, symbol: w.symbol, amount: `-${totalOf(w)}` },
      { userId: sink, part: 'system' as const, symbol: w.symbol, amount: text(w.amount) },
    ];
    if (dec(w.fee).gt(0))
      legs.push({
        userId: await systemAccount(q, 'withdraw_fees'),
        part: 'system',
        symbol: w.symbol,
        amount: text(w.fee),
      });
    await postLedger(q, 'withdraw', `withdrawal:${w.id}`, legs);
    await tellWithdrawal(q, w, 'done');
  },
  changed: (q, w) => publishWallet(q, w.user_id, 'withdrawal'),
};

/**
 * The withdrawal job (lifecycle.ts): pending → processing (broadcast; or, to another user's deposit address,
 * settled internally at once) → done after the chain's confirmations; a refused broadcast fails the withdrawal and
 * releases the money.
 */
export const advanceWithdrawal = (q: Queryable, gateway: ChainGateway, config: ChainConfig, id: number) =>
  advanceWithdrawalStep(q, gateway, config, COIN_WITHDRAWAL, id);

/** To another user's deposit address: sender's frozen → receiver's available, no fee, shown as an internal deposit. */
async function settleInternally(q: Queryable, w: WithdrawalRow): Promise<number> {
  const receiver = Number(w.to_user_id);
  await postLedger(q, 'withdraw_internal', `withdrawal:${w.id}`, [
    { userId: w.user_id, part: 'frozen', symbol: w.symbol, amount: `-${totalOf(w)}` },
    { userId: receiver, part: 'available', symbol: w.symbol, amount: totalOf(w) },
  ]);
  const hash = `internal-${w.id}`;
  const [deposit] = await q.query<{ id: number }>(
    `INSERT INTO deposits (user_id, symbol, chain_name, address, amount, tx_hash, required_confirmations, status,
                           internal, withdrawal_id, credited_at)
     VALUES ($1, $2, $3, $4, $5, $6, 0, 'credited', true, $7, now()) RETURNING id`,
    [receiver, w.symbol, w.chain_name, w.address, totalOf(w), hash, w.id],
  );
  await q.query(
    `UPDATE withdrawals SET status = 'done', tx_hash = $2, processing_at = now(), finished_at = now() WHERE id = $1`,
    [w.id, hash],
  );
  return Number(deposit!.id);
}

const WITHDRAW_COLUMNS = `id, symbol, chain_name, address, amount::text AS amount, fee::text AS fee,
  status, internal, tx_hash, confirmations, required_confirmations, fail_reason,
  extract(epoch from created_at)::bigint AS created_at, extract(epoch from processing_at)::bigint AS processing_at,
  extract(epoch from finished_at)::bigint AS finished_at`;

type WithdrawDbRow = Omit<WithdrawEntry, 'fail_reason'> & { fail_reason: string | null; processing_at: number | null };

const FAIL_REASONS: Record<string, MessageKey> = { rejected_by_network: 'withdraw_failed_network' };

function toWithdrawal(row: WithdrawDbRow, lang: ServerLang): WithdrawEntry {
  const { processing_at: _processing, ...rest } = row;
  const reason = row.fail_reason ? (FAIL_REASONS[row.fail_reason] ?? null) : null;
  return {
    ...rest,
    id: Number(row.id),
    amount: trimDecimal(row.amount),
    fee: trimDecimal(row.fee),
    fail_reason: reason ? translate(lang, reason) : row.fail_reason,
    created_at: Number(row.created_at),
    finished_at: row.finished_at === null ? null : Number(row.finished_at),
  };
}

export async function withdrawalOf(q: Queryable, userId: number, id: number, lang: ServerLang) {
  const [row] = await q.query<WithdrawDbRow>(
    `SELECT ${WITHDRAW_COLUMNS} FROM withdrawals WHERE id = $1 AND user_id = $2`,
    [id, userId],
  );
  if (!row) throw new ApiError(Codes.WITHDRAW_NOT_FOUND, 'withdraw_not_found');
  const entry = toWithdrawal(row, lang);
  const timeline: { status: WithdrawEntry['status']; at: number }[] = [{ status: 'pending', at: entry.created_at }];
  if (row.processing_at !== null && entry.status !== 'cancelled')
    timeline.push({ status: 'processing', at: Number(row.processing_at) });
  if (entry.finished_at !== null) timeline.push({ status: entry.status, at: entry.finished_at });
  return { ...entry, timeline };
}

export const withdrawalPage = (
  q: Queryable,
  userId: number,
  lang: ServerLang,
  filter: { symbol?: string; status?: string; page: number; pageSize: number },
) =>
  recordPage(q, {
    select: `SELECT ${WITHDRAW_COLUMNS} FROM withdrawals WHERE ${MINE_BY_COIN_AND_STATUS} ORDER BY id DESC`,
    count: `SELECT count(*)::int AS count FROM withdrawals WHERE ${MINE_BY_COIN_AND_STATUS}`,
    params: [userId, filter.symbol ?? null, filter.status ?? null],
    page: filter.page,
    size: filter.pageSize,
    toEntry: (row: WithdrawDbRow) => toWithdrawal(row, lang),
  });
