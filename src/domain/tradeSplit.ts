import BigNumber from 'bignumber.js';
import type { TradeFeeRes } from '@/contract/nftMarket/types';

/**
 * How a sale's money splits, the one rule the screens show and the server charges: the buyer pays price × editions
 * plus the buyer fee; the fees and the royalty are each rounded half-up to the coin's decimals (what its ledger can
 * hold), and the seller receives the rest, so seller + seller fee + royalty is exactly the amount.
 */

/** The rates of a sale and the decimals of the coin it is paid in (a `trade_fee` answer fits). */
export type TradeRates = Pick<TradeFeeRes, 'buyer_fee_rate' | 'seller_fee_rate' | 'royalty_rate' | 'decimals'>;

export interface TradeSplit {
  /** price × editions */
  amount: BigNumber;
  buyerFee: BigNumber;
  sellerFee: BigNumber;
  royalty: BigNumber;
  /** amount + buyer fee */
  buyerPays: BigNumber;
  /** amount − seller fee − royalty */
  sellerGets: BigNumber;
}

/** An amount of a coin with `decimals` places, rounded half-up (a fee, a royalty). */
export const roundToCoin = (value: BigNumber.Value, decimals: number) =>
  new BigNumber(value).decimalPlaces(decimals, BigNumber.ROUND_HALF_UP);

export function tradeSplit(price: BigNumber.Value, quantity: number, rates: TradeRates): TradeSplit {
  const amount = new BigNumber(price).times(quantity);
  const buyerFee = roundToCoin(amount.times(rates.buyer_fee_rate), rates.decimals);
  const sellerFee = roundToCoin(amount.times(rates.seller_fee_rate), rates.decimals);
  const royalty = roundToCoin(amount.times(rates.royalty_rate), rates.decimals);
  return {
    amount,
    buyerFee,
    sellerFee,
    royalty,
    buyerPays: amount.plus(buyerFee),
    sellerGets: amount.minus(sellerFee).minus(royalty),
  };
}
