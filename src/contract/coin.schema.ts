import { Type } from 'typebox';
import { EmptyBody, SymbolField } from './fields';
import { AccountBalanceReq, SymbolExchangeInfoReq } from './wallet.schema';

export const SymbolExchangeUsdReq = Type.Object({ symbol: Type.Optional(SymbolField) });
export const ChainListReq = Type.Object({ symbol: Type.Optional(SymbolField) });

/** Request schemas of the `coin` calls, by call name (calls not listed take any body until served). */
export const coinBodies = {
  coinList: EmptyBody,
  getSymbolExchangeUsd: SymbolExchangeUsdReq,
  getSymbolExchangeInfo: SymbolExchangeInfoReq,
  accountBalance: AccountBalanceReq,
  chainList: ChainListReq,
};
