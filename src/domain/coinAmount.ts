import BigNumber from 'bignumber.js';
import { moneyText, type MoneyKind } from './amount';

/** What an amount needs of its coin: the symbol and the places its ledger holds (a coins entry or a fee answer fits). */
export interface CoinUnit {
  symbol: string;
  decimals: number;
}

/**
 * An amount of one coin, carrying the coin's decimals with it, so that code stops passing (value, decimals) pairs
 * that can drift apart. Immutable: every operation gives a new value. Sums and differences of amounts of one coin
 * stay within its places on their own; a share of an amount (a fee, a royalty) is rounded half-up to them, as the
 * ledger can hold no more. Amounts of two coins never mix: that is an error, not a sum.
 */
export class CoinAmount {
  private constructor(
    readonly value: BigNumber,
    readonly unit: CoinUnit,
  ) {}

  /** `value` of `unit`, exactly as written; it may carry more places than the coin (a price being checked). */
  static of(value: BigNumber.Value, unit: CoinUnit): CoinAmount {
    let big: BigNumber;
    try {
      big = new BigNumber(value);
    } catch {
      big = new BigNumber(NaN); // bignumber.js in debug mode throws on text that is not a number
    }
    if (!big.isFinite()) throw new RangeError(`not an amount: ${String(value)}`);
    return new CoinAmount(big, { symbol: unit.symbol, decimals: unit.decimals });
  }

  static zero(unit: CoinUnit): CoinAmount {
    return CoinAmount.of(0, unit);
  }

  get symbol(): string {
    return this.unit.symbol;
  }

  get decimals(): number {
    return this.unit.decimals;
  }

  /** Whether the amount has no more places than the coin holds. */
  fitsCoin(): boolean {
    return (this.value.decimalPlaces() ?? 0) <= this.unit.decimals;
  }

  /** `rate` of the amount rounded half-up to the coin's places: a fee or a royalty. */
  share(rate: BigNumber.Value): CoinAmount {
    return this.with(this.value.times(rate).decimalPlaces(this.unit.decimals, BigNumber.ROUND_HALF_UP));
  }

  times(factor: number): CoinAmount {
    return this.with(this.value.times(factor));
  }

  plus(other: CoinAmount): CoinAmount {
    return this.with(this.value.plus(this.same(other)));
  }

  minus(other: CoinAmount): CoinAmount {
    return this.with(this.value.minus(this.same(other)));
  }

  negated(): CoinAmount {
    return this.with(this.value.negated());
  }

  isNegative(): boolean {
    return this.value.isNegative() && !this.value.isZero();
  }

  /** Plain decimal text, no exponent and no trailing zeros: what the API and the ledger carry. */
  toFixed(): string {
    return this.value.toFixed();
  }

  toString(): string {
    return this.toFixed();
  }

  /** As a screen shows it, by the policy of its kind, capped at the coin's places. */
  text(kind: MoneyKind = 'price'): string {
    return moneyText(this.value, kind, this.unit.decimals);
  }

  private with(value: BigNumber): CoinAmount {
    return new CoinAmount(value, this.unit);
  }

  private same(other: CoinAmount): BigNumber {
    if (other.unit.symbol !== this.unit.symbol)
      throw new RangeError(`${other.unit.symbol} is not ${this.unit.symbol}: amounts of two coins do not add up`);
    return other.value;
  }
}
