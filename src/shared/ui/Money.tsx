import { moneyText, type Amount, type MoneyKind } from '@/shared/lib/amountFormat';

export interface MoneyProps {
  /** A decimal string from the server (never a float). */
  value: Amount;
  /** What the amount is, which decides how it reads (domain/amount.ts, MoneyKind): price, balance, fiat, volume, count. */
  kind: MoneyKind;
  /** The coin's decimals: the most places a price or a balance is shown with. */
  decimals?: number;
  /** The unit after the number ("USDT"). */
  symbol?: string;
  testId?: string;
}

/** An amount on screen by the one policy of its kind: `<Money kind="price" value="1234.5" symbol="USDT" />` → "1,234.5 USDT". */
export function Money({ value, kind, decimals, symbol, testId }: MoneyProps) {
  return (
    <span className="ui-amount" data-testid={testId}>
      {moneyText(value, kind, decimals)}
      {symbol ? ` ${symbol}` : null}
    </span>
  );
}
