import type { CallRef } from '@/api/apiKey';
import { coin } from '@/contract/wallet';
// The market's services are imported from their modules (contract/lazyServices.ts says why).
import { merchantTransfer } from '@/contract/nftMarket';
import { nftCustody } from '@/contract/nftCustody';
import { nftMarket as m } from '@/contract/nftMarket';
import { offer } from '@/contract/offer';
import { quote } from '@/contract/quote';

/**
 * The calls whose answers a change of the market makes stale: refetched by the live channel (live.ts) when an event
 * says so, and invalidated by the market's own trades (hooks.ts: TRADE_CALLS).
 */

/** What a token's or a collection's event makes stale. */
export const MARKET_CALLS: readonly CallRef[] = [
  m.search,
  m.goodsInfo,
  m.goodsSymbol,
  m.symbolOrderHistory,
  m.symbolOrderStatistics,
  m.nftCustomAttributeList,
  m.nftItemOrderRanking,
  m.newGoods,
  m.saleList,
  m.nftSymbolRecommendList,
  // the books of bids: a token's offers, a collection's (or a trait value's) bid ladder
  offer.offerList,
  quote.quoteList,
];
/** What the signed-in user's own event (a sale or purchase of theirs) makes stale. */
export const MY_CALLS: readonly CallRef[] = [
  coin.accountBalance,
  nftCustody.itemList,
  m.orderHistory,
  m.buyHistory,
  m.sellHistory,
  m.publishHistory,
  m.sellSearch,
  m.symbolNftList,
  merchantTransfer.inList,
  merchantTransfer.outList,
  // the caller's bids (their status turns unfunded when the balance drops) and the offers on their tokens
  offer.offerSendList,
  offer.offerReceiveList,
  quote.quoteSendList,
  quote.entrustmentCheck,
];
/** Everything a trade changes on screen: the market's and the trader's own. */
export const TRADE_CALLS: readonly CallRef[] = [...MARKET_CALLS, ...MY_CALLS];
