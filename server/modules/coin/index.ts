import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract';
import { ApiError, Codes } from '../../errors';
import { defineHandler } from '../../plugins/handler';
import { chainsOf, coinList, usdPrices } from './queries';

/** /finance-api/api/coin/*: coins with their chains, chains, USD prices (public data). */
export default function coinModule(app: FastifyInstance): void {
  defineHandler(app, contract.coin.coinList, {
    doc: { section: 'messagesCoins', data: '`list`: CoinEntry[]' },
    handler: async ({ db }) => ({ list: await coinList(db) }),
  });

  /** Without `symbol`: every chain with the fees of its native coin; with it: that coin's chains. */
  defineHandler(app, contract.coin.chainList, {
    doc: {
      section: 'messagesCoins',
      data: '`list`: ChainEntry[]',
      notes: "all chains with native-coin fees, or one coin's chains (30002)",
    },
    handler: async ({ db, body }) => {
      const list = await chainsOf(db, body.symbol?.toUpperCase());
      if (body.symbol && list.length === 0) throw new ApiError(Codes.UNKNOWN_COIN, 'unknown_coin');
      return { list };
    },
  });

  defineHandler(app, contract.coin.getSymbolExchangeUsd, {
    doc: {
      section: 'messagesCoins',
      data: '`list`: {`symbol`: string, `usd_price`: string}[]',
      notes: '30002 for an unknown symbol',
    },
    handler: async ({ db, body }) => {
      const list = await usdPrices(db, body.symbol?.toUpperCase());
      if (body.symbol && list.length === 0) throw new ApiError(Codes.UNKNOWN_COIN, 'unknown_coin');
      return { list };
    },
  });
}
