import { formatAmount, formatCompact, type Amount as AmountValue } from '@/shared/lib/amountFormat';

export interface AmountProps {
  /** A decimal string from the server (never a float). */
  value: AmountValue;
  /** Decimal places, rounded down; default 15 (money.ts). */
  decimals?: number;
  /** K/M/B/T. */
  compact?: boolean;
  /** A unit after the number ("USDT"). */
  symbol?: string;
}

/** A number for display, through amountFormat.ts (decimal strings, rounded down, grouped). */
export function Amount({ value, decimals, compact = false, symbol }: AmountProps) {
  const text = compact ? formatCompact(value, decimals) : formatAmount(value, decimals, { grouping: true });
  return (
    <span className="ui-amount">
      {text}
      {symbol ? ` ${symbol}` : null}
    </span>
  );
}
