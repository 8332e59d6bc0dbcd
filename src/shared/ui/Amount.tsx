import { displayAmount, formatCompact, type Amount as AmountValue } from '@/shared/lib/amountFormat';

export interface AmountProps {
  /** A decimal string from the server (never a float). */
  value: AmountValue;
  /** The coin's decimals: the most places shown (the display rule picks fewer for a large amount). */
  decimals?: number;
  /** K/M/B/T at 2 places (a collection's volume on a narrow tile). */
  compact?: boolean;
  /** A unit after the number ("USDT"). */
  symbol?: string;
}

/** A number for display by the one display rule (domain/amount.ts: grouped, rounded down, compact from a billion). */
export function Amount({ value, decimals, compact = false, symbol }: AmountProps) {
  const text = compact ? formatCompact(value) : displayAmount(value, decimals);
  return (
    <span className="ui-amount">
      {text}
      {symbol ? ` ${symbol}` : null}
    </span>
  );
}
