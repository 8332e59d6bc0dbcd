import type { Amount as AmountValue } from '@/shared/lib/amountFormat';
import { Amount } from './Amount';

/**
 * A price in a coin by the one display rule: `<Price value="1234.5" coin="USDT" />` → "1,234.5 USDT"; `decimals`
 * (the coin's) caps the places.
 */
export function Price({
  value,
  coin,
  decimals,
  compact = false,
}: {
  value: AmountValue;
  coin: string;
  decimals?: number;
  compact?: boolean;
}) {
  return <Amount value={value} decimals={decimals} compact={compact} symbol={coin} />;
}
