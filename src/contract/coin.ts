import { endpoint, type UnknownBody } from './define';
import type { EmptyBody, ChainListRes, CoinListRes, SymbolExchangeUsdReq, SymbolExchangeUsdRes } from './types';

/** Coins, chains, prices and the account balance. */
export const coin = {
  coinList: endpoint<EmptyBody, CoinListRes>('/finance-api/api/coin/coin_list'),
  getSymbolExchangeUsd: endpoint<SymbolExchangeUsdReq, SymbolExchangeUsdRes>(
    '/finance-api/api/coin/get_symbol_exchange_usd',
  ),
  getSymbolExchangeInfo: endpoint('/finance-api/api/coin/get_symbol_exchange_info'),
  chainList: endpoint<UnknownBody, ChainListRes>('/finance-api/api/coin/chain_list'),
  /** The spec lists /finance-api/api/account/balance as one call beside the coin calls. */
  accountBalance: endpoint('/finance-api/api/account/balance'),
} as const;
