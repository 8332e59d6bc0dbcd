import { optionalAuth, signedIn } from './define';
import type {
  EmptyBody,
  ChainListReq,
  ChainListRes,
  CoinListRes,
  SymbolExchangeUsdReq,
  SymbolExchangeUsdRes,
} from './types';

/** Coins, chains, prices and the account balance. */
export const coin = {
  coinList: optionalAuth<EmptyBody, CoinListRes>('/finance-api/api/coin/coin_list'),
  getSymbolExchangeUsd: optionalAuth<SymbolExchangeUsdReq, SymbolExchangeUsdRes>(
    '/finance-api/api/coin/get_symbol_exchange_usd',
  ),
  getSymbolExchangeInfo: signedIn('/finance-api/api/coin/get_symbol_exchange_info'),
  chainList: optionalAuth<ChainListReq, ChainListRes>('/finance-api/api/coin/chain_list'),
  /** The spec lists /finance-api/api/account/balance as one call beside the coin calls. */
  accountBalance: signedIn('/finance-api/api/account/balance'),
} as const;
