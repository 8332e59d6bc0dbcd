import BigNumber from 'bignumber.js';
import type { DepositEntry, WithdrawDetailRes, WithdrawEntry } from '@/contract/wallet/types';
import { Codes, SecurityCodes } from '@/contract/codes';
import type { CoinInfo } from '@/contract';
import { decimalPlaces } from '@/domain/amountInput';
import type {
  BalanceEntry,
  FinanceDetailRes,
  SwapOrder,
  TransactionEvent,
  TransferEntry,
} from '@/contract/wallet/types';
import { displayAmount, moneyText, type Amount } from '@/shared/lib/amountFormat';
import { add, isZero, toBig } from '@/shared/lib/money';
import { chartTime } from '@/shared/lib/chartTime';

/** Asset logs are 15 a page. */
export const HISTORY_PAGE_SIZE = 15;
/** Balances and history poll this often while the page is visible (and refetch on focus). */
export const WALLET_POLL_MS = 10_000;

// ---- numbers ----

/** The one display rule (domain/amount.ts): `decimals`, the coin's, caps the places. */
export { displayAmount };
/** A dollar value by the fiat policy (domain/amount.ts moneyText), for texts that place the dollar sign. */
export const displayUsd = (value: Amount): string => moneyText(value, 'fiat');

// ---- overview ----

export interface CoinRow {
  symbol: string;
  name: string;
  icon: string;
  decimals: number;
  available: string;
  frozen: string;
  total: string;
  usdValue: string;
}

/**
 * The spot account's coins for the overview: every listed coin (zero when not held), held coins first by USD
 * value, then by symbol; `hideZero` leaves out coins whose total is zero.
 */
export function coinRows(balances: readonly BalanceEntry[], coins: readonly CoinInfo[], hideZero: boolean): CoinRow[] {
  const spot = new Map(balances.filter((b) => b.account === 'spot').map((b) => [b.symbol, b]));
  const rows = coins.map((coin): CoinRow => {
    const held = spot.get(coin.symbol);
    return {
      symbol: coin.symbol,
      name: coin.name,
      icon: coin.icon,
      decimals: coin.decimals,
      available: held?.available ?? '0',
      frozen: held?.frozen ?? '0',
      total: held?.total ?? '0',
      usdValue: held?.usd_value ?? '0',
    };
  });
  return rows
    .filter((row) => !hideZero || !isZero(row.total))
    .sort((a, b) => toBig(b.usdValue).comparedTo(toBig(a.usdValue)) || a.symbol.localeCompare(b.symbol));
}

/** True when the user holds nothing at all (every account, every coin). */
export const holdsNothing = (balances: readonly BalanceEntry[]): boolean => balances.every((b) => isZero(b.total));

/**
 * Whether the overview's coins tab is the empty state with its deposit action: only while zero balances are hidden
 * and nothing is held. With zeros shown (the default) a new account sees every listed coin at 0, as the switch says.
 */
export const showsEmptyState = (balances: readonly BalanceEntry[], hideZero: boolean): boolean =>
  hideZero && holdsNothing(balances);

/** The spot account's balance of one coin, zero when not held. */
export function spotBalance(balances: readonly BalanceEntry[], symbol: string) {
  const held = balances.find((b) => b.account === 'spot' && b.symbol === symbol);
  return {
    available: held?.available ?? '0',
    frozen: held?.frozen ?? '0',
    total: held?.total ?? '0',
    usdValue: held?.usd_value ?? '0',
    usdPrice: held?.usd_price ?? '0',
  };
}

/** Quick actions of the overview, in the spec's order, each a spec route (section 2). */
export const QUICK_ACTIONS = [
  { id: 'deposit', href: '/asset/deposit' },
  { id: 'withdraw', href: '/asset/withdraw' },
  { id: 'send', href: '/asset/send' },
  { id: 'receive', href: '/asset/received' },
  { id: 'transfer', href: '/asset/transfer' },
  { id: 'swap', href: '/asset/swap' },
  { id: 'buy', href: '/asset/buy' },
] as const;
export type QuickAction = (typeof QUICK_ACTIONS)[number]['id'];

/** A coin's link: `/asset/coinDetail?symbol=USDT` (other screens take `symbol` too). */
export const withSymbol = (path: string, symbol: string) => `${path}?symbol=${encodeURIComponent(symbol)}`;

/** A coin with the chains it moves on, as coin_list answers. */
export interface CoinChains {
  info: { symbol: string; name: string };
  chains: { chain_name: string }[];
}

/**
 * The deposit and withdraw screens' choice from their address (`?symbol=&chain=`, any case): a listed coin (else the first), and
 * one of that coin's chains (else its first). Empty strings while the list is unknown.
 */
export function coinChainChoice(
  coins: readonly CoinChains[] | undefined,
  symbol: string | null,
  chain: string | null,
): { symbol: string; chain: string } {
  if (!coins?.length) return { symbol: '', chain: '' };
  const coin = coins.find((c) => c.info.symbol === symbol?.trim().toUpperCase()) ?? coins[0]!;
  const found = coin.chains.find((c) => c.chain_name.toUpperCase() === chain?.trim().toUpperCase());
  return { symbol: coin.info.symbol, chain: (found ?? coin.chains[0])?.chain_name ?? '' };
}

/**
 * The address of `path` after a pick in the coin-and-chain picker: the picked coin (or the current one) and the
 * picked chain; a new coin without a chain falls to its first chain (coinChainChoice).
 */
export function coinChainHref(path: string, current: string, next: { symbol?: string; chain?: string }): string {
  const params = new URLSearchParams({ symbol: next.symbol ?? current });
  if (next.chain) params.set('chain', next.chain);
  return `${path}?${params.toString()}`;
}

// ---- history ----

// The history filter's types are the contract's event types (domain/history.ts).
import type { HistoryType } from '@/domain/history';
export { HISTORY_TYPES, parseHistoryType, type HistoryType } from '@/domain/history';

/** Which call lists a type: the deposit / withdrawal / swap / transfer lists carry their own statuses. */
export type HistorySource = 'events' | 'deposits' | 'withdrawals' | 'swaps' | 'transfersTo' | 'transfersFrom';
export function historySource(type: HistoryType): HistorySource {
  switch (type) {
    case 'receive':
      return 'deposits';
    case 'send':
      return 'withdrawals';
    case 'swap':
      return 'swaps';
    case 'transferTo':
      return 'transfersTo';
    case 'transferFrom':
      return 'transfersFrom';
    default:
      return 'events';
  }
}

/** What the trade detail screen loads: `kind` names the call, `id` the record. */
export type TradeKind = 'event' | 'deposit' | 'withdraw' | 'swap' | 'transferTo' | 'transferFrom';
export const TRADE_KINDS: readonly TradeKind[] = ['event', 'deposit', 'withdraw', 'swap', 'transferTo', 'transferFrom'];

export function tradeHref(kind: TradeKind, id: number, symbol?: string): string {
  const query = new URLSearchParams({ kind, id: String(id) });
  if (symbol) query.set('symbol', symbol);
  return `/asset/tradeDetail?${query.toString()}`;
}
export function parseTradeQuery(search: string): { kind: TradeKind; id: number; symbol: string } | null {
  const query = new URLSearchParams(search);
  const kind = query.get('kind') as TradeKind | null;
  const id = Number(query.get('id'));
  if (!kind || !TRADE_KINDS.includes(kind) || !Number.isSafeInteger(id) || id < 1) return null;
  return { kind, id, symbol: query.get('symbol') ?? '' };
}

/** One line of any history list. `label` is a key under `history.type`; `status` a key under `trade.status`. */
export interface HistoryRow {
  key: string;
  label: string;
  symbol: string;
  /** Signed: what the caller's balance gained (+) or lost (−). */
  amount: string;
  status: string | null;
  confirmations: { done: number; needed: number } | null;
  time: number;
  href: string;
}

/** An event's row; a deposit's or withdrawal's event opens that record (its tx hash and timeline). */
export function eventRow(event: TransactionEvent): HistoryRow {
  // Seen from the wallet (spot account): a move to the game account is −3, not the net 0 of both accounts.
  const change = event.changes.find((c) => c.account === 'spot') ?? event.changes[0];
  const total = event.changes
    .filter((c) => c.symbol === change?.symbol && c.account === change.account)
    .reduce((sum, c) => add(sum, c.amount), '0');
  const [prefix, ref] = event.reference.split(':');
  const refId = Number(ref);
  const href =
    prefix === 'deposit' && refId > 0
      ? tradeHref('deposit', refId, change?.symbol)
      : prefix === 'withdrawal' && refId > 0
        ? tradeHref('withdraw', refId)
        : tradeHref('event', event.id);
  // A withdrawal's freeze moves available to frozen (net 0): show what left available.
  const frozenOnly = isZero(total) && change !== undefined && !isZero(change.available);
  return {
    key: `event-${event.id}`,
    label: event.type,
    symbol: change?.symbol ?? '',
    amount: frozenOnly ? change.available : total,
    status: null,
    confirmations: null,
    time: event.created_at,
    href,
  };
}
export const depositRow = (d: DepositEntry): HistoryRow => ({
  key: `deposit-${d.id}`,
  label: 'receive',
  symbol: d.symbol,
  amount: d.amount,
  status: d.status,
  confirmations: d.status === 'pending' ? { done: d.confirmations, needed: d.required_confirmations } : null,
  time: d.created_at,
  href: tradeHref('deposit', d.id, d.symbol),
});
export const withdrawRow = (w: WithdrawEntry): HistoryRow => ({
  key: `withdraw-${w.id}`,
  label: 'send',
  symbol: w.symbol,
  amount: `-${w.amount}`,
  status: w.status,
  confirmations: w.status === 'processing' ? { done: w.confirmations, needed: w.required_confirmations } : null,
  time: w.created_at,
  href: tradeHref('withdraw', w.id),
});
export const swapRow = (s: SwapOrder): HistoryRow => ({
  key: `swap-${s.id}`,
  label: 'swap',
  symbol: s.to_symbol,
  amount: s.to_amount,
  status: s.status,
  confirmations: null,
  time: s.created_at,
  href: tradeHref('swap', s.id),
});
/** A move between the caller's own accounts reads as its log type (to / from game or staking), seen from spot. */
function accountMove(t: TransferEntry): { label: string; amount: string } {
  const other = t.from_account === 'spot' ? t.to_account : t.from_account;
  const away = t.from_account === 'spot';
  return { label: `${away ? 'to' : 'from'}_${other}`, amount: away ? `-${t.amount}` : t.amount };
}
export const transferRow = (t: TransferEntry, direction: 'transferTo' | 'transferFrom'): HistoryRow => ({
  key: `${direction}-${t.id}`,
  ...(t.kind === 'account'
    ? accountMove(t)
    : { label: direction, amount: direction === 'transferTo' ? `-${t.amount}` : t.amount }),
  symbol: t.symbol,
  status: t.status,
  confirmations: null,
  time: t.created_at,
  href: tradeHref(direction, t.id),
});

// ---- trade detail ----

export interface TradeField {
  /** Key under `trade.field`. */
  label: string;
  value: string;
  /** How to show it: an amount with the coin, an address (6…4, copy), a tx hash (copy), plain text. */
  format: 'amount' | 'address' | 'hash' | 'text' | 'status';
  symbol?: string;
}
export interface TradeView {
  /** Key under `history.type`. */
  label: string;
  symbol: string;
  amount: string;
  status: string | null;
  txHash: string | null;
  fields: TradeField[];
  /** Statuses reached, oldest first (keys under `trade.status`). */
  timeline: { status: string; at: number }[];
}

const field = (label: string, value: string | null | undefined, format: TradeField['format'], symbol?: string) =>
  value === null || value === undefined || value === '' ? [] : [{ label, value, format, symbol }];

export function depositView(d: DepositEntry): TradeView {
  return {
    label: 'receive',
    symbol: d.symbol,
    amount: d.amount,
    status: d.status,
    txHash: d.tx_hash || null,
    fields: [
      ...field('chain', d.chain_name, 'text'),
      ...field('address', d.address, 'address'),
      ...field('confirmations', `${d.confirmations}/${d.required_confirmations}`, 'text'),
    ],
    timeline: [
      { status: 'pending', at: d.created_at },
      ...(d.credited_at ? [{ status: 'credited', at: d.credited_at }] : []),
      ...(d.status === 'below_minimum' ? [{ status: 'below_minimum', at: d.created_at }] : []),
    ],
  };
}
export function withdrawView(w: WithdrawDetailRes): TradeView {
  return {
    label: 'send',
    symbol: w.symbol,
    amount: `-${w.amount}`,
    status: w.status,
    txHash: w.tx_hash,
    fields: [
      ...field('fee', w.fee, 'amount', w.symbol),
      ...field('chain', w.chain_name, 'text'),
      ...field('address', w.address, 'address'),
      ...(w.status === 'processing'
        ? field('confirmations', `${w.confirmations}/${w.required_confirmations}`, 'text')
        : []),
      ...field('reason', w.fail_reason, 'text'),
    ],
    timeline: w.timeline,
  };
}
export function swapView(s: SwapOrder): TradeView {
  return {
    label: 'swap',
    symbol: s.to_symbol,
    amount: s.to_amount,
    status: s.status,
    txHash: null,
    fields: [
      ...field('paid', s.from_amount, 'amount', s.from_symbol),
      ...field('fee', s.fee, 'amount', s.from_symbol),
      ...field('rate', displayAmount(s.rate), 'text'),
    ],
    timeline: [{ status: s.status, at: s.created_at }],
  };
}
export function transferView(t: TransferEntry, direction: 'transferTo' | 'transferFrom'): TradeView {
  const { label, amount } = transferRow(t, direction);
  return {
    label,
    symbol: t.symbol,
    amount,
    status: t.status,
    txHash: null,
    fields: [
      ...field('counterparty', t.counterparty ? `${t.counterparty.nickname} (${t.counterparty.pay_id})` : null, 'text'),
      ...(t.kind === 'account' ? field('accounts', `${t.from_account} → ${t.to_account}`, 'text') : []),
      ...field('memo', t.memo, 'text'),
    ],
    timeline: [{ status: t.status, at: t.created_at }],
  };
}
export function eventView(e: FinanceDetailRes): TradeView {
  if (e.swap) return swapView(e.swap);
  if (e.transfer) return transferView(e.transfer, e.type === 'transferFrom' ? 'transferFrom' : 'transferTo');
  const row = eventRow(e);
  return {
    label: e.type,
    symbol: row.symbol,
    amount: row.amount,
    status: null,
    txHash: null,
    fields: [
      { label: 'record', value: `#${e.id}`, format: 'text' },
      ...e.changes
        .slice(1)
        .map((c): TradeField => ({ label: 'change', value: c.amount, format: 'amount', symbol: c.symbol })),
    ],
    timeline: [{ status: 'done', at: e.created_at }],
  };
}

// ---- price chart ----

/**
 * The chart's points. The canvas plots floats, so the price becomes a number here and only here (pixels, never
 * money); labels and values shown as text stay decimal strings. Times move into the zone every time on screen is
 * shown in (the chart's axis reads UTC).
 */
export function chartPoints(points: readonly { time: number; price: string }[]): { time: number; value: number }[] {
  const out: { time: number; value: number }[] = [];
  for (const point of points) {
    const value = Number(point.price);
    const time = chartTime(point.time);
    // The chart needs strictly ascending times.
    if (Number.isFinite(value) && (out.length === 0 || time > out[out.length - 1]!.time)) out.push({ time, value });
  }
  return out;
}

// ---- moving money: transfer between own accounts, send to a Pay ID ----

/** The moves between the user's own accounts the server allows (spot ↔ game, spot ↔ pledge). */
export const ACCOUNT_MOVES = [
  { id: 'spot-game', from: 'spot', to: 'game' },
  { id: 'game-spot', from: 'game', to: 'spot' },
  { id: 'spot-pledge', from: 'spot', to: 'pledge' },
  { id: 'pledge-spot', from: 'pledge', to: 'spot' },
] as const;
export type AccountMoveId = (typeof ACCOUNT_MOVES)[number]['id'];

/** What one account holds of a coin, available part ('0' when nothing). */
export const availableIn = (balances: readonly BalanceEntry[], account: string, symbol: string): string =>
  balances.find((b) => b.account === account && b.symbol === symbol)?.available ?? '0';

/** Why an amount typed for a transfer cannot go (an i18n key of `transfer.*`), or null when it can. */
export type AmountProblem = 'amountMissing' | 'amountInvalid' | 'amountPrecision' | 'amountOverAvailable';
export function amountProblem(amount: string, available: string, decimals: number): AmountProblem | null {
  const text = amount.trim();
  if (text === '') return 'amountMissing';
  if (!/^(0|[1-9]\d*)(\.\d+)?$/.test(text)) return 'amountInvalid';
  const value = new BigNumber(text);
  if (!value.gt(0)) return 'amountInvalid';
  if (decimalPlaces(text) > decimals) return 'amountPrecision';
  if (value.gt(available)) return 'amountOverAvailable';
  return null;
}

/** A Pay ID as typed (digits, spaces around trimmed), or null when it cannot be one. */
export function payIdOf(typed: string): string | null {
  const text = typed.trim();
  return /^\d{4,20}$/.test(text) ? text : null;
}

/** Which security step of a withdrawal a refusal concerns (its message is shown there), or `other` (the request). */
export function withdrawStepOf(code: number | null): 'password' | 'email' | 'ga' | 'other' {
  if (code === SecurityCodes.CAPITAL_PASSWORD_WRONG || code === SecurityCodes.CAPITAL_PASSWORD_NOT_SET)
    return 'password';
  if (code === Codes.WRONG_CODE || code === Codes.CODE_EXPIRED || code === Codes.CODE_ATTEMPTS) return 'email';
  if (code === SecurityCodes.GA_CODE_WRONG) return 'ga';
  return 'other';
}

/** The security steps a withdrawal asks (coins and NFTs): the payment password, the email code, the authenticator's. */
export interface SecretValues {
  password: string;
  emailCode: string;
  gaCode: string;
}

/**
 * What stays typed after a refusal: only the step the refusal names is cleared (a wrong email code clears the code,
 * never the payment password); a refusal of the request itself (a hold, the balance) keeps every step.
 */
export function secretsAfterRefusal(values: SecretValues, code: number | null): SecretValues {
  const step = withdrawStepOf(code);
  if (step === 'password') return { ...values, password: '' };
  if (step === 'email') return { ...values, emailCode: '' };
  if (step === 'ga') return { ...values, gaCode: '' };
  return values;
}

/** Whether the codes are filled in (six digits each): all a biometric token needs beside them. */
export const codesReady = (values: SecretValues, gaEnabled: boolean) =>
  values.emailCode.length === 6 && (!gaEnabled || values.gaCode.length === 6);

/** Whether every step the account has is filled in: six digits each. */
export const secretsReady = (values: SecretValues, gaEnabled: boolean) =>
  values.password.length === 6 && codesReady(values, gaEnabled);
