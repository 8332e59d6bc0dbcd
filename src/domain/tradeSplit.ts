import type BigNumber from 'bignumber.js';
import type { TradeFeeRes } from '@/contract/nftMarket/types';
import { CoinAmount } from './coinAmount';

/**
 * How a sale's money splits, the one rule the screens show and the server charges: the buyer pays price × editions
 * plus the buyer fee; the fees and the royalty are each rounded half-up to the coin's decimals (what its ledger can
 * hold), and the seller receives the rest, so seller + seller fee + royalty is exactly the amount.
 */

/** The rates of a sale and the coin it is paid in (a `trade_fee` answer fits). */
export type TradeRates = Pick<
  TradeFeeRes,
  'buyer_fee_rate' | 'seller_fee_rate' | 'royalty_rate' | 'decimals' | 'price_symbol'
>;

/** Every part is an amount of the sale's coin, carrying its decimals. */
export interface TradeSplit {
  /** price × editions */
  amount: CoinAmount;
  buyerFee: CoinAmount;
  sellerFee: CoinAmount;
  royalty: CoinAmount;
  /** amount + buyer fee */
  buyerPays: CoinAmount;
  /** amount − seller fee − royalty */
  sellerGets: CoinAmount;
}

export function tradeSplit(price: BigNumber.Value, quantity: number, rates: TradeRates): TradeSplit {
  const amount = CoinAmount.of(price, { symbol: rates.price_symbol, decimals: rates.decimals }).times(quantity);
  const buyerFee = amount.share(rates.buyer_fee_rate);
  const sellerFee = amount.share(rates.seller_fee_rate);
  const royalty = amount.share(rates.royalty_rate);
  return {
    amount,
    buyerFee,
    sellerFee,
    royalty,
    buyerPays: amount.plus(buyerFee),
    sellerGets: amount.minus(sellerFee).minus(royalty),
  };
}
