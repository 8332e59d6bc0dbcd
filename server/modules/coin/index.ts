import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract/full';
import type { CoinListRes } from '@/contract';
import type { Queryable } from '../../db';
import type { PublicCache } from '../../lib/publicCache';
import { ApiError, Codes } from '../../errors';
import { trimDecimal } from '../../lib/decimal';
import { defineHandler } from '../../plugins/handler';
import { currentPrices } from '../finance/prices';
import { chainsBySymbol, coinList, nativeChains } from './queries';

/** What `coin_list` answers (also /asset's page, wallet/boot.ts). */
export async function coinListOf(db: Queryable, cache: PublicCache): Promise<CoinListRes> {
  // the coins are cached; their prices move every minute and are laid over the cached list
  const [list, prices] = await Promise.all([
    cache.get('coins', 'coin_list', () => coinList(db)),
    currentPrices(db, cache),
  ]);
  return {
    list: list.map((entry) => ({
      ...entry,
      info: { ...entry.info, usd_price: prices.get(entry.info.symbol) ?? entry.info.usd_price },
    })),
  };
}

/** /finance-api/api/coin/*: coins with their chains, chains, USD prices (public data). */
export default function coinModule(app: FastifyInstance): void {
  defineHandler(app, contract.coin.coinList, {
    doc: { section: 'messagesCoins', notes: '`usd_price` follows the price walk' },
    handler: ({ db, cache }) => coinListOf(db, cache),
  });

  /** Without `symbol`: every chain with the fees of its native coin; with it: that coin's chains. */
  defineHandler(app, contract.coin.chainList, {
    doc: {
      section: 'messagesCoins',
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
      notes: 'the current price of the price walk; 30002 for an unknown symbol',
    },
    handler: async ({ db, cache, body }) => {
      const symbol = body.symbol?.toUpperCase();
      const prices = await currentPrices(db, cache);
      const all = [...prices].map(([coin, price]) => ({ symbol: coin, usd_price: trimDecimal(price) }));
      const list = symbol ? all.filter((row) => row.symbol === symbol) : all;
      if (body.symbol && list.length === 0) throw new ApiError(Codes.UNKNOWN_COIN, 'unknown_coin');
      return { list };
    },
  });
}
