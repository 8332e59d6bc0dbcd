import { useState } from 'react';
import type { MutationOutcome } from '@/api/useApiMutation';
import { platform } from '@/platform';
import { useDraft } from '@/platform/drafts';
import { useConfirmClosing } from '@/platform/useConfirmClosing';
import { displayOffset } from '@/shared/lib/time';
import { hashPassword } from '@/shared/lib/password';
import { useBidsSummary } from './bidHooks';
import {
  bidCost,
  bidFormProblems,
  DEFAULT_EXPIRY,
  EXPIRY_CHOICES,
  expiryAt,
  hasProblem,
  type ExpiryChoice,
} from './bidForm';
import { errorCode, usePaymentSetting, useTradeFee } from './hooks';
import { MARKET_COIN } from './model';
import { passwordNeeds } from './components/PayStep';

/** What every bid call takes from the form (the caller adds its target: a token, a collection, a trait value). */
export interface BidFormBody {
  price: string;
  quantity: number;
  expires_at: number;
  /** Hashed; absent when password-free NFT purchases are on. */
  password?: string;
}

/** Refusals the form says under a field; any other is said above the password (PayStep). */
export const FIELD_CODES = { price: new Set([33044, 33047]), quantity: new Set([33045]), expiry: new Set([33050]) };

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The state of a bid form: what was typed (kept through a refusal), its problems (said once the user tried to send,
 * or at once for a price out of range), the cost with the buyer fee beside the balance and the open bids, and the
 * send, which asks for the payment password as a purchase does.
 */
export function useBidForm({
  symbol,
  maxQuantity,
  initialPrice = '',
  draft: form = null,
  submit,
}: {
  /** The collection: its coin, decimals, price range and rates (trade_fee). */
  symbol: string;
  maxQuantity: number;
  initialPrice?: string;
  /** What the bid is on, naming its draft (price, editions, end kept across reloads until sent); none without it. */
  draft?: string | null;
  submit: (body: BidFormBody) => Promise<MutationOutcome<unknown>>;
}) {
  const fee = useTradeFee(symbol);
  const setting = usePaymentSetting(true);
  const summary = useBidsSummary(undefined);
  const [draft, updateDraft, clearDraft] = useDraft(
    form,
    { price: initialPrice, quantity: '1', expiry: DEFAULT_EXPIRY as string, day: '' },
    ['price', 'quantity'],
  );
  const { price, quantity, day } = draft;
  // a stored end that is no longer a choice starts again from the default
  const expiry = EXPIRY_CHOICES.find((choice) => choice === draft.expiry) ?? DEFAULT_EXPIRY;
  const setPrice = (price: string) => updateDraft({ price });
  const setQuantity = (quantity: string) => updateDraft({ quantity });
  const setExpiry = (expiry: ExpiryChoice) => updateDraft({ expiry });
  const setDay = (day: string) => updateDraft({ day });
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  // the moment the checks and a preset's end are counted from: when the form opened, then each send
  const [now, setNow] = useState(nowSeconds);
  useConfirmClosing(price !== initialPrice || password !== '');

  const coin = fee.data?.price_symbol ?? MARKET_COIN;
  const offset = displayOffset();
  const expiresAt = expiryAt(expiry, day, now, offset);
  const problems = bidFormProblems({ price, quantity, maxQuantity, expiresAt }, fee.data, now);
  const editions = problems.quantity === null ? Number(quantity) : 1;
  const balance = summary.data ?? { available: '0', open_total: '0' };
  const cost = fee.data ? bidCost(price, editions, fee.data, balance) : null;
  const { needsPassword, noPassword } = passwordNeeds(setting.data);
  const passwordMissing = needsPassword && password.length !== 6;

  /** `token`: a biometric token sent in place of the typed password. */
  const send = async (token?: string) => {
    platform.haptic('light');
    const at = nowSeconds();
    setNow(at);
    setTried(true);
    const end = expiryAt(expiry, day, at, offset);
    if (hasProblem(bidFormProblems({ price, quantity, maxQuantity, expiresAt: end }, fee.data, at)) || end === null)
      return { ok: false as const };
    if (noPassword || (passwordMissing && !token)) return { ok: false as const };
    const outcome = await submit({
      price,
      quantity: Number(quantity),
      expires_at: end,
      ...(needsPassword ? { password: token ?? hashPassword(password) } : {}),
    });
    if (outcome.ok) clearDraft();
    return outcome;
  };

  return {
    fee,
    setting,
    summary,
    coin,
    price,
    setPrice,
    quantity,
    setQuantity,
    expiry,
    setExpiry,
    day,
    setDay,
    password,
    setPassword,
    expiresAt,
    now,
    /** Problems to show: a malformed price once the user tried to send (it may be half typed), the rest at once. */
    shown: {
      price: tried || (problems.price !== 'empty' && problems.price !== 'invalid') ? problems.price : null,
      quantity: tried || quantity !== '' ? problems.quantity : null,
      expiry: tried || expiry === 'date' ? (problems.expiry === 'empty' && !tried ? null : problems.expiry) : null,
    },
    cost,
    editions,
    needsPassword,
    noPassword,
    /** Whether the send can be tapped: the rest is checked, and said, when it is. */
    ready: fee.data !== undefined && !noPassword && !passwordMissing,
    /** The same without the password: whether a biometric token may be sent in its place. */
    payable: fee.data !== undefined && !noPassword,
    send,
  };
}

export type BidFormState = ReturnType<typeof useBidForm>;

/** The field a server refusal belongs under, or null (said above the password). */
export function refusalField(error: Error | null): keyof typeof FIELD_CODES | null {
  const code = errorCode(error);
  if (code === null) return null;
  for (const [field, codes] of Object.entries(FIELD_CODES))
    if (codes.has(code)) return field as keyof typeof FIELD_CODES;
  return null;
}
