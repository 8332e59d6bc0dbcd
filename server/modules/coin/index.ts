import type { FastifyInstance } from 'fastify';
import type {
  ChainListRes,
  CoinListRes,
  EmptyBody,
  SymbolExchangeUsdReq,
  SymbolExchangeUsdRes,
} from '@/contract/types';
import { ApiError, Codes } from '../../errors';
import { defineHandler } from '../../plugins/handler';
import { chainsOf, coinList, usdPrices } from './queries';

const P = '/finance-api/api/coin/';
const symbolField = { type: 'string', minLength: 1, maxLength: 20 } as const;

/** /finance-api/api/coin/*: coins with their chains, chains, USD prices (public data). */
export default function coinModule(app: FastifyInstance): void {
  defineHandler<EmptyBody, CoinListRes>(app, `${P}coin_list`, {
    auth: 'optional',
    handler: async ({ db }) => ({ list: await coinList(db) }),
  });

  /** Without `symbol`: every chain with the fees of its native coin; with it: that coin's chains. */
  defineHandler<{ symbol?: string }, ChainListRes>(app, `${P}chain_list`, {
    auth: 'optional',
    body: { type: 'object', properties: { symbol: symbolField } },
    handler: async ({ db, body }) => {
      const list = await chainsOf(db, body.symbol?.toUpperCase());
      if (body.symbol && list.length === 0) throw new ApiError(Codes.UNKNOWN_COIN, 'unknown_coin');
      return { list };
    },
  });

  defineHandler<SymbolExchangeUsdReq, SymbolExchangeUsdRes>(app, `${P}get_symbol_exchange_usd`, {
    auth: 'optional',
    body: { type: 'object', properties: { symbol: symbolField } },
    handler: async ({ db, body }) => {
      const list = await usdPrices(db, body.symbol?.toUpperCase());
      if (body.symbol && list.length === 0) throw new ApiError(Codes.UNKNOWN_COIN, 'unknown_coin');
      return { list };
    },
  });
}
