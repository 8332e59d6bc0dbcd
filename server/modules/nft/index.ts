import type { FastifyInstance } from 'fastify';
import { nftCustody } from '@/contract/nftCustody';
import type { NftCustodyStatus } from '@/contract/nftCustody/types';
import { ApiError, Codes, found } from '../../errors';
import { defineHandler } from '../../plugins/handler';
import { projects } from '../project/queries';
import { registerNftChainCalls } from './chainCalls';
import { moveItems } from './moves';
import { attributeGroups, batchPage, itemInfo, itemPage, itemsByIds, symbolDetail, symbolList } from './queries';

const PAGE_SIZE = 15;
const nftNotFound = () => new ApiError(Codes.NFT_NOT_FOUND, 'nft_not_found');
const collectionNotFound = () => new ApiError(Codes.NFT_COLLECTION_NOT_FOUND, 'nft_collection_not_found');
/** Where optional_item_list looks for each action's candidates. */
const ACTION_SOURCE: Record<'to_package' | 'withdraw_back' | 'withdraw', NftCustodyStatus> = {
  to_package: 'wallet',
  withdraw_back: 'package',
  withdraw: 'wallet',
};

/**
 * /finance-api/api/nft/*: the user's NFTs and where each sits (wallet, game package, withdrawing, listed; migration
 * 051), moves between the wallet and the game package, and (./chainCalls.ts) deposits, withdrawals and the batch
 * token flow on the simulated chain.
 */
export default function nftCustodyModule(app: FastifyInstance): void {
  const c = nftCustody;

  defineHandler(app, c.projectList, {
    doc: { section: 'nftCustody' },
    handler: async ({ db, lang }) => ({ list: await projects(db, lang, true) }),
  });

  defineHandler(app, c.symbolList, {
    doc: { section: 'nftCustody' },
    handler: async ({ db, lang, session }) => ({ list: await symbolList(db, lang, session.userId) }),
  });

  defineHandler(app, c.symbolDetail, {
    doc: { section: 'nftCustody', notes: '33033 for an unknown collection' },
    handler: async ({ db, lang, session, body }) =>
      found(await symbolDetail(db, lang, session.userId, body.symbol), collectionNotFound),
  });

  defineHandler(app, c.itemList, {
    doc: {
      section: 'nftCustody',
      notes:
        "the caller's NFTs, newest first, 15 a page; filters `symbol` or `symbols`, `status` (wallet, package, withdrawing, listed), `erc_type`; items of spam collections only with `show_spam` (`hidden` counts them)",
    },
    handler: async ({ db, lang, session, body }) => {
      const symbols = [...(body.symbols ?? []), ...(body.symbol ? [body.symbol] : [])];
      return itemPage(
        db,
        lang,
        session.userId,
        {
          symbols,
          ...(body.status ? { status: body.status } : {}),
          ...(body.erc_type ? { ercType: body.erc_type } : {}),
          ...(body.show_spam ? { showSpam: true } : {}),
        },
        body.page ?? 1,
        body.page_size ?? PAGE_SIZE,
      );
    },
  });

  defineHandler(app, c.itemDetail, {
    doc: { section: 'nftCustody', notes: '33030 for an item the caller does not hold' },
    handler: async ({ db, lang, session, body }) => {
      const [item] = await itemsByIds(db, lang, session.userId, [body.item_id]);
      if (!item || item.amount === 0) throw nftNotFound();
      return item;
    },
  });

  defineHandler(app, c.nftItemInfo, {
    doc: {
      section: 'nftCustody',
      notes: 'any token by collection and token id; 33030 when none exists',
    },
    handler: async ({ db, lang, session, body }) =>
      found(await itemInfo(db, lang, session.userId, body.symbol, body.token_id), nftNotFound),
  });

  defineHandler(app, c.attributeList, {
    doc: {
      section: 'nftCustody',
      notes: "the collection's traits with how many tokens have each value; 33033",
    },
    handler: async ({ db, body }) => ({
      list: found(await attributeGroups(db, body.symbol), collectionNotFound),
    }),
  });

  defineHandler(app, c.optionalItemList, {
    doc: {
      section: 'nftCustody',
      notes: 'items an action can take: `to_package` and `withdraw` (in the wallet), `withdraw_back` (in the package)',
    },
    handler: async ({ db, lang, session, body }) =>
      itemPage(
        db,
        lang,
        session.userId,
        { status: ACTION_SOURCE[body.action], ...(body.symbol ? { symbols: [body.symbol] } : {}) },
        body.page ?? 1,
        body.page_size ?? PAGE_SIZE,
      ),
  });

  defineHandler(app, c.itemSearch, {
    doc: {
      section: 'nftCustody',
      notes: "the caller's NFTs whose name, collection or token id contains `keyword`",
    },
    handler: async ({ db, lang, session, body }) =>
      itemPage(db, lang, session.userId, { keyword: body.keyword.trim() }, body.page ?? 1, body.page_size ?? PAGE_SIZE),
  });

  defineHandler(app, c.nftBatchList, {
    doc: {
      section: 'nftCustody',
      notes: 'moves to and from the game package, one row per call, newest first; filter `direction`',
    },
    handler: async ({ db, session, body }) =>
      batchPage(db, session.userId, body.direction, body.page ?? 1, body.page_size ?? PAGE_SIZE),
  });

  const moveDoc = (notes: string) => ({
    section: 'nftCustody' as const,
    data: '`batch_no`, `list`: CustodyItem[] (as they are now)',
    notes,
  });
  defineHandler(app, c.nftToPackage, {
    doc: moveDoc(
      'idempotent; `amount` editions (default 1) from the wallet to the game package; 33030, 33031 (listed, withdrawing, already in the package, or too many)',
    ),
    handler: async ({ db, lang, session, body }) => {
      const moved = await db.tx((q) => moveItems(q, session.userId, 'to_package', [body]));
      return { batch_no: moved.batchNo, list: await itemsByIds(db, lang, session.userId, moved.itemIds) };
    },
  });
  defineHandler(app, c.nftBatchToPackage, {
    doc: moveDoc('idempotent; up to 50 items, all or none; 33030, 33031'),
    handler: async ({ db, lang, session, body }) => {
      const moved = await db.tx((q) => moveItems(q, session.userId, 'to_package', body.items));
      return { batch_no: moved.batchNo, list: await itemsByIds(db, lang, session.userId, moved.itemIds) };
    },
  });
  defineHandler(app, c.nftWithdrawBack, {
    doc: moveDoc('idempotent; from the game package back to the wallet; 33030, 33032'),
    handler: async ({ db, lang, session, body }) => {
      const moved = await db.tx((q) => moveItems(q, session.userId, 'from_package', [body]));
      return { batch_no: moved.batchNo, list: await itemsByIds(db, lang, session.userId, moved.itemIds) };
    },
  });

  registerNftChainCalls(app);
}
