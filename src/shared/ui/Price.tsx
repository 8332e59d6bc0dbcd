import type { Amount as AmountValue } from '@/shared/lib/amountFormat';
import { Amount } from './Amount';

/** A price in a coin: `<Price value="1234.5" coin="USDT" />` → "1,234.5 USDT" (2 decimals unless told). */
export function Price({
  value,
  coin,
  decimals = 2,
  compact = false,
}: {
  value: AmountValue;
  coin: string;
  decimals?: number;
  compact?: boolean;
}) {
  return <Amount value={value} decimals={decimals} compact={compact} symbol={coin} />;
}
