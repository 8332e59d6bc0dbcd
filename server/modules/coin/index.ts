import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract';
import { ApiError, Codes } from '../../errors';
import { defineHandler } from '../../plugins/handler';
import { chainsBySymbol, coinList, nativeChains, usdPrices } from './queries';

/** /finance-api/api/coin/*: coins with their chains, chains, USD prices (public data). */
export default function coinModule(app: FastifyInstance): void {
  defineHandler(app, contract.coin.coinList, {
    doc: { section: 'messagesCoins', data: '`list`: CoinEntry[]' },
    handler: async ({ db, cache }) => ({ list: await cache.get('coins', 'coin_list', () => coinList(db)) }),
  });

  /** Without `symbol`: every chain with the fees of its native coin; with it: that coin's chains. */
  defineHandler(app, contract.coin.chainList, {
    doc: {
      section: 'messagesCoins',
      data: '`list`: ChainEntry[]',
      notes: "all chains with native-coin fees, or one coin's chains (30002)",
    },
    handler: async ({ db, cache, body }) => {
      const symbol = body.symbol?.toUpperCase();
      const list = symbol
        ? ((await cache.get('coins', 'chains_by_symbol', () => chainsBySymbol(db))).get(symbol) ?? [])
        : await cache.get('coins', 'native_chains', () => nativeChains(db));
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
    handler: async ({ db, cache, body }) => {
      const symbol = body.symbol?.toUpperCase();
      const all = await cache.get('coins', 'usd_prices', () => usdPrices(db));
      const list = symbol ? all.filter((row) => row.symbol === symbol) : all;
      if (body.symbol && list.length === 0) throw new ApiError(Codes.UNKNOWN_COIN, 'unknown_coin');
      return { list };
    },
  });
}
