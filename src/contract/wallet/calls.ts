import { optionalAuth, signedIn } from './define';
import type {
  AccountBalanceReq,
  AccountBalanceRes,
  EmptyBody,
  ChainListReq,
  ChainListRes,
  CoinListRes,
  SymbolExchangeUsdReq,
  SymbolExchangeInfoReq,
  SymbolExchangeInfoRes,
  SymbolExchangeUsdRes,
} from './types';

/** Coins, chains, prices and the account balance. */
export const coin = {
  coinList: optionalAuth<EmptyBody, CoinListRes>('/finance-api/api/coin/coin_list'),
  getSymbolExchangeUsd: optionalAuth<SymbolExchangeUsdReq, SymbolExchangeUsdRes>(
    '/finance-api/api/coin/get_symbol_exchange_usd',
  ),
  getSymbolExchangeInfo: signedIn<SymbolExchangeInfoReq, SymbolExchangeInfoRes>(
    '/finance-api/api/coin/get_symbol_exchange_info',
  ),
  chainList: optionalAuth<ChainListReq, ChainListRes>('/finance-api/api/coin/chain_list'),
  /** The spec lists /finance-api/api/account/balance as one call beside the coin calls. */
  accountBalance: signedIn<AccountBalanceReq, AccountBalanceRes>('/finance-api/api/account/balance'),
} as const;
