import type { ChainEntry, CoinEntry } from '@/contract';
import type { Queryable } from '../../db';
import { trimDecimal } from '../../lib/decimal';

export async function coinList(q: Queryable): Promise<CoinEntry[]> {
  const coins = await q.query<{ symbol: string; name: string; icon: string; decimals: number; usd_price: string }>(
    'SELECT symbol, name, icon, decimals, usd_price::text AS usd_price FROM coins WHERE enabled ORDER BY sort, symbol',
  );
  const chains = await q.query<ChainEntry & { symbol: string }>(
    `SELECT cc.symbol, cc.chain_name, cc.withdraw_fee::text AS withdraw_fee, cc.min_withdraw::text AS min_withdraw
       FROM coin_chains cc JOIN chains ch ON ch.chain_name = cc.chain_name ORDER BY ch.sort, cc.chain_name`,
  );
  return coins.map((coin) => ({
    info: { ...coin, usd_price: trimDecimal(coin.usd_price) },
    chains: chains
      .filter((chain) => chain.symbol === coin.symbol)
      .map(({ symbol: _symbol, ...chain }) => trimChain(chain)),
  }));
}

/** Every chain with the fees of its native coin. */
export async function nativeChains(q: Queryable): Promise<ChainEntry[]> {
  const rows = await q.query<ChainEntry>(
    `SELECT ch.chain_name, cc.withdraw_fee::text AS withdraw_fee, cc.min_withdraw::text AS min_withdraw
       FROM chains ch JOIN coin_chains cc ON cc.chain_name = ch.chain_name AND cc.symbol = ch.native_symbol
      ORDER BY ch.sort, ch.chain_name`,
  );
  return rows.map(trimChain);
}

/** The chains of each enabled coin, by symbol (one read for all: cached whole, asked for one symbol). */
export async function chainsBySymbol(q: Queryable): Promise<Map<string, ChainEntry[]>> {
  const rows = await q.query<ChainEntry & { symbol: string }>(
    `SELECT cc.symbol, cc.chain_name, cc.withdraw_fee::text AS withdraw_fee, cc.min_withdraw::text AS min_withdraw
       FROM coin_chains cc JOIN chains ch ON ch.chain_name = cc.chain_name
       JOIN coins c ON c.symbol = cc.symbol AND c.enabled
      ORDER BY ch.sort, cc.chain_name`,
  );
  const bySymbol = new Map<string, ChainEntry[]>();
  for (const { symbol, ...chain } of rows) {
    const list = bySymbol.get(symbol) ?? [];
    list.push(trimChain(chain));
    bySymbol.set(symbol, list);
  }
  return bySymbol;
}

const trimChain = (chain: ChainEntry): ChainEntry => ({
  chain_name: chain.chain_name,
  withdraw_fee: trimDecimal(chain.withdraw_fee),
  min_withdraw: trimDecimal(chain.min_withdraw),
});
