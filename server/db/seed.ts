import type { Db, Queryable } from './index';
import { createUser } from '../modules/user/accounts';
import { postLedger, systemAccount } from '../modules/finance/ledger';
import { fakeAddress } from './seed/address';
import { seedCustodyDemo } from './seed/custody';
import { seedMarket } from './seed/market';
import { articleContent, seedDemoMessages } from './seed/messages';
import {
  SEED_ARTICLES,
  SEED_BANNERS,
  SEED_CHAINS,
  SEED_CHAIN_LIMITS,
  SEED_NFT_CHAIN_FEES,
  SEED_COIN_CHAINS,
  SEED_COINS,
  SEED_COLLECTIONS,
  SEED_DEMO_USERS,
  SEED_HOME_MODULES,
  SEED_MARKET_NICKNAME,
  SEED_NFT_MODULES,
  SEED_VERSION,
} from './seed/data';
import { SEED_PRICE_HISTORY_DAYS, SEED_PRICE_SEED, SEED_PRICE_WALKS, SEED_SWAP_PAIRS } from './seed/money';
import { seedTicketCategories } from '../modules/support/categories';

/** Editions of each ERC1155 token the marketplace account holds. */
const MARKET_EDITION = 100;

/**
 * Fills an EMPTY database (no coins and no users) with the demo content; does nothing otherwise, so a
 * restart never duplicates or overwrites data. Returns whether it seeded. Under the database's `seed` lock: two
 * servers starting on one empty database would both see it empty (neither sees the other's uncommitted rows);
 * the second waits for the first's commit and then finds it seeded.
 */
export function seedIfEmpty(db: Db): Promise<boolean> {
  return db.exclusive('seed', () => seedEmpty(db));
}

async function seedEmpty(db: Db): Promise<boolean> {
  return db.tx(async (q) => {
    const [state] = await q.query<{ coins: number; users: number }>(
      'SELECT (SELECT count(*) FROM coins) AS coins, (SELECT count(*) FROM users) AS users',
    );
    if (!state || state.coins > 0 || state.users > 0) return false;
    await seedCoins(q);
    await seedMoney(q);
    await seedContent(q);
    await seedTicketCategories(q);
    const items = await seedNfts(q);
    await seedNftModules(q, items);
    await seedDemoUsers(q, items);
    await seedCustodyDemo(q);
    await seedMarket(q);
    return true;
  });
}

/** Price walks (anchored at each coin's listed price) and swap pairs. */
async function seedMoney(q: Queryable) {
  for (const [symbol, stepPpm] of SEED_PRICE_WALKS) {
    await q.query(
      `INSERT INTO coin_price_walks (symbol, anchor_at, anchor_price, step_ppm, seed)
       SELECT symbol, date_trunc('hour', now()) - make_interval(days => $3), usd_price, $2, $4 FROM coins WHERE symbol = $1`,
      [symbol, stepPpm, SEED_PRICE_HISTORY_DAYS, SEED_PRICE_SEED],
    );
  }
  for (const [index, pair] of SEED_SWAP_PAIRS.entries()) {
    await q.query(
      `INSERT INTO swap_pairs (kind, from_symbol, to_symbol, min_amount, max_amount, fee_rate, depth_usd, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [pair.kind, pair.from, pair.to, pair.min, pair.max, pair.fee, pair.depth, index],
    );
  }
}

async function seedCoins(q: Queryable) {
  for (const [index, coin] of SEED_COINS.entries()) {
    await q.query('INSERT INTO coins (symbol, name, icon, decimals, usd_price, sort) VALUES ($1, $2, $3, $4, $5, $6)', [
      coin.symbol,
      coin.name,
      `/seed/coins/${coin.symbol.toLowerCase()}.svg`,
      coin.decimals,
      coin.usd,
      index,
    ]);
  }
  for (const [index, chain] of SEED_CHAINS.entries()) {
    await q.query('INSERT INTO chains (chain_name, native_symbol, confirmations, sort) VALUES ($1, $2, $3, $4)', [
      chain.chain,
      chain.native,
      chain.confirmations,
      index,
    ]);
  }
  for (const [symbol, chain, fee, min] of SEED_COIN_CHAINS) {
    await q.query('INSERT INTO coin_chains (symbol, chain_name, withdraw_fee, min_withdraw) VALUES ($1, $2, $3, $4)', [
      symbol,
      chain,
      fee,
      min,
    ]);
  }
  for (const [symbol, chain, minDeposit, dailyLimit] of SEED_CHAIN_LIMITS) {
    await q.query(
      'UPDATE coin_chains SET min_deposit = $3, daily_withdraw_limit = $4 WHERE symbol = $1 AND chain_name = $2',
      [symbol, chain, minDeposit, dailyLimit],
    );
  }
  // What an NFT withdrawal costs per chain, and how many a user may withdraw a day (migration 061 adds the same rows
  // to a database seeded before it).
  for (const [chain, feeSymbol, fee, dailyCount] of SEED_NFT_CHAIN_FEES) {
    await q.query(
      `INSERT INTO nft_chain_fees (chain_name, fee_symbol, fee, daily_count_limit) VALUES ($1, $2, $3, $4)
       ON CONFLICT (chain_name) DO NOTHING`,
      [chain, feeSymbol, fee, dailyCount],
    );
  }
}

async function seedContent(q: Queryable) {
  for (const [index, banner] of SEED_BANNERS.entries()) {
    await q.query('INSERT INTO banners (title, image, link_type, link, sort) VALUES ($1, $2, $3, $4, $5)', [
      banner.title,
      `/seed/banners/${index + 1}.webp`,
      banner.link_type,
      banner.link,
      index,
    ]);
  }
  for (const [index, entry] of SEED_HOME_MODULES.entries()) {
    await q.query(
      'INSERT INTO home_modules (key, title, icon, link_type, link, sort) VALUES ($1, $2, $3, $4, $5, $6)',
      [entry.key, entry.title, `/seed/icons/${entry.icon}.svg`, 'mark_local', entry.link, index],
    );
  }
  for (const [index, article] of SEED_ARTICLES.entries()) {
    await q.query(
      `INSERT INTO articles (title, summary, image, url, published_at, content)
       VALUES ($1, $2, $3, $4, now() - make_interval(days => $5), $6)`,
      [
        article.title,
        article.summary,
        `/seed/articles/${index + 1}.webp`,
        `/news?id=${index + 1}`,
        article.daysAgo,
        articleContent(article, `/seed/articles/${index + 1}.webp`),
      ],
    );
  }
  await q.query('INSERT INTO app_versions (version, url, notes) VALUES ($1, $2, $3)', [
    SEED_VERSION.version,
    '/download',
    SEED_VERSION.notes,
  ]);
}

/** Items keyed `SYMBOL#n`, all held by the marketplace account. */
async function seedNfts(
  q: Queryable,
): Promise<Map<string, { id: number; collectionId: number; erc: string; name: string; image: string }>> {
  const market = await systemAccount(q, 'market');
  await q.query('UPDATE users SET nickname = $2 WHERE id = $1', [market, SEED_MARKET_NICKNAME]);
  const items = new Map<string, { id: number; collectionId: number; erc: string; name: string; image: string }>();
  for (const collection of SEED_COLLECTIONS) {
    const slug = collection.symbol.toLowerCase();
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO nft_collections (symbol, name, description, image, banner, erc_type, chain_name, contract_address)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        collection.symbol,
        collection.name,
        collection.description,
        `/seed/nft/${slug}/cover.webp`,
        `/seed/nft/${slug}/banner.webp`,
        collection.erc,
        collection.chain,
        fakeAddress(collection.chain, collection.symbol),
      ],
    );
    if (!row) throw new Error('collection insert failed');
    for (const [index, name] of collection.items.entries()) {
      const n = index + 1;
      const image = `/seed/nft/${slug}/${n}.webp`;
      const attributes = [
        { trait_type: 'Edition', value: collection.erc === 'ERC1155' ? 'Open' : 'Unique' },
        { trait_type: 'Number', value: n },
      ];
      const [item] = await q.query<{ id: number }>(
        `INSERT INTO nft_items (collection_id, token_id, name, image, erc_type, owner_user_id, amount, attributes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          row.id,
          String(n),
          `${name} #${n}`,
          image,
          collection.erc,
          market,
          collection.erc === 'ERC1155' ? MARKET_EDITION : 1,
          JSON.stringify(attributes),
        ],
      );
      if (!item) throw new Error('item insert failed');
      items.set(`${collection.symbol}#${n}`, {
        id: item.id,
        collectionId: row.id,
        erc: collection.erc,
        name: `${name} #${n}`,
        image,
      });
    }
  }
  return items;
}

async function seedNftModules(q: Queryable, items: Map<string, { id: number }>) {
  for (const [index, module] of SEED_NFT_MODULES.entries()) {
    const [row] = await q.query<{ id: number }>(
      'INSERT INTO nft_modules (key, title, sort) VALUES ($1, $2, $3) RETURNING id',
      [module.key, module.title, index],
    );
    for (const [sort, [symbol, n, price, coin]] of module.picks.entries()) {
      const item = items.get(`${symbol}#${n}`);
      if (!row || !item) throw new Error(`unknown seed item ${symbol}#${n}`);
      await q.query(
        'INSERT INTO nft_module_entries (module_id, item_id, price, symbol, sort) VALUES ($1, $2, $3, $4, $5)',
        [row.id, item.id, price, coin, sort],
      );
    }
  }
}

async function seedDemoUsers(
  q: Queryable,
  items: Map<string, { id: number; collectionId: number; erc: string; name: string; image: string }>,
) {
  const funding = await systemAccount(q, 'funding');
  const market = await systemAccount(q, 'market');
  for (const demo of SEED_DEMO_USERS) {
    const userId = await createUser(q, { email: demo.email, nickname: demo.nickname });
    // every demo balance is a ledger transaction from the funding account, so each coin sums to zero
    for (const [symbol, amount] of demo.balances) {
      await postLedger(q, 'demo_funding', demo.email, [
        { userId: funding, part: 'system', symbol, amount: `-${amount}` },
        { userId, part: 'available', symbol, amount },
      ]);
    }
    for (const [symbol, n, amount] of demo.nfts) {
      const item = items.get(`${symbol}#${n}`);
      if (!item) throw new Error(`unknown seed item ${symbol}#${n}`);
      if (item.erc === 'ERC721') {
        await q.query('UPDATE nft_items SET owner_user_id = $2 WHERE id = $1', [item.id, userId]);
      } else {
        await q.query('UPDATE nft_items SET amount = amount - $2 WHERE id = $1 AND owner_user_id = $3', [
          item.id,
          amount,
          market,
        ]);
        await q.query(
          `INSERT INTO nft_items (collection_id, token_id, name, image, erc_type, owner_user_id, amount, attributes)
           SELECT collection_id, token_id, name, image, erc_type, $2, $3, attributes FROM nft_items WHERE id = $1`,
          [item.id, userId, amount],
        );
      }
    }
    const [first] = demo.nfts;
    const item = first && items.get(`${first[0]}#${first[1]}`);
    await seedDemoMessages(
      q,
      userId,
      first && item ? { symbol: first[0], tokenId: String(first[1]), erc: item.erc, name: item.name } : null,
    );
  }
}
