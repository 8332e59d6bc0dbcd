import { createHash, randomBytes } from 'node:crypto';
import BigNumber from 'bignumber.js';
import type { NftDeposit, NftDepositAddressRes, NftWithdrawal, NftWithdrawLimitRes } from '@/contract/nftCustody/types';
import type { ServerLang } from '@/contract';
import { isValidAddress } from '@/domain/address';
import { formatDateTime } from '@/domain/time';
import type { ChainConfig } from '../../config';
import type { Queryable } from '../../db';
import { ApiError, Codes } from '../../errors';
import { enqueueJob } from '../../lib/jobs';
import { trimDecimal } from '../../lib/decimal';
import type { ChainGateway } from '../chain/gateway';
import { advanceWithdrawalStep, holdFunds, releaseFunds, type WithdrawalKind } from '../chain/lifecycle';
import { recordPage } from '../chain/recordPage';
import { holdUntil, knownChain } from '../chain/service';
import { postLedger, systemAccount } from '../finance/ledger';
import { tellNftDepositCredited, tellNftWithdrawal } from '../message/events';
import type { Move } from './moves';

/**
 * NFTs on the chain (docs/wallet-nft-chain.md): deposit addresses per user and chain, deposits confirmed by the block
 * clock and credited to custody once, withdrawals that move editions to `withdrawing` and freeze the chain's fee at
 * once, then broadcast, settle after the confirmations (the editions leave) or fail (editions and fee come back).
 */

export const NFT_DEPOSIT_JOB = 'nft.deposit';
export const NFT_WITHDRAW_JOB = 'nft.withdraw';
/** A batch withdrawal token lives this long. */
export const WITHDRAW_TOKEN_SECONDS = 300;

const recordNotFound = () => new ApiError(Codes.NFT_RECORD_NOT_FOUND, 'nft_record_not_found');

/** The chain's confirmations and the collections on it; 31001 for a chain no collection uses. */
export async function nftChain(q: Queryable, chain: string): Promise<{ chain: string; confirmations: number }> {
  const name = await knownChain(q, chain);
  const [row] = await q.query<{ confirmations: number }>('SELECT confirmations FROM chains WHERE chain_name = $1', [
    name,
  ]);
  return { chain: name, confirmations: Number(row?.confirmations ?? 1) };
}

export async function nftDepositAddress(
  q: Queryable,
  gateway: ChainGateway,
  userId: number,
  chain: string,
): Promise<NftDepositAddressRes> {
  const found = await nftChain(q, chain);
  const address = gateway.deriveDepositAddress(userId, 'NFT', found.chain);
  // the answer is the derived address: a row stored in an earlier spelling (before addresses had real formats)
  // follows it, so a deposit to what the user was shown finds its owner
  await q.query(
    `INSERT INTO nft_deposit_addresses (user_id, chain_name, address) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, chain_name) DO UPDATE SET address = EXCLUDED.address
       WHERE nft_deposit_addresses.address <> EXCLUDED.address`,
    [userId, found.chain, address],
  );
  const symbols = await q.query<{ symbol: string }>(
    'SELECT symbol FROM nft_collections WHERE chain_name = $1 ORDER BY symbol',
    [found.chain],
  );
  return {
    chain_name: found.chain,
    address,
    confirmations: found.confirmations,
    symbols: symbols.map((row) => row.symbol),
  };
}

// ---- deposits ----

export interface IncomingNft {
  chain: string;
  address: string;
  symbol: string;
  tokenId: string;
  amount: number;
  txHash: string;
}

/**
 * An NFT arriving at one of our addresses (the simulation's `/dev/chain/nft_deposit`): pending until the chain's
 * confirmations, then credited by a job. 31010 when the address is not ours, 33033 unknown collection, 33037 an
 * ERC721 token this platform already holds for someone (the chain cannot have it twice).
 */
export async function receiveNft(q: Queryable, gateway: ChainGateway, incoming: IncomingNft) {
  const [collection] = await q.query<{ id: number; chain_name: string; erc_type: string }>(
    'SELECT id, chain_name, erc_type FROM nft_collections WHERE symbol = upper($1)',
    [incoming.symbol],
  );
  if (!collection) throw new ApiError(Codes.NFT_COLLECTION_NOT_FOUND, 'nft_collection_not_found');
  const chain = collection.chain_name;
  const [owner] = await q.query<{ user_id: number }>(
    'SELECT user_id FROM nft_deposit_addresses WHERE chain_name = $1 AND address = $2',
    [chain, incoming.address],
  );
  if (!owner || incoming.chain.toUpperCase() !== chain.toUpperCase())
    throw new ApiError(Codes.DEPOSIT_ADDRESS_UNKNOWN, 'deposit_address_unknown');
  const amount = collection.erc_type === 'ERC721' ? 1 : incoming.amount;
  if (collection.erc_type === 'ERC721') {
    const held = await q.query(
      'SELECT 1 FROM nft_items WHERE collection_id = $1 AND token_id = $2 AND amount > 0 LIMIT 1',
      [collection.id, incoming.tokenId],
    );
    const coming = await q.query(
      `SELECT 1 FROM nft_deposits WHERE collection_id = $1 AND token_id = $2 AND status = 'pending' LIMIT 1`,
      [collection.id, incoming.tokenId],
    );
    if (held.length > 0 || coming.length > 0) throw new ApiError(Codes.NFT_TOKEN_ELSEWHERE, 'nft_token_elsewhere');
  }
  const { confirmations } = await nftChain(q, chain);
  const height = await gateway.blockHeight(q, chain);
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO nft_deposits (user_id, collection_id, token_id, amount, chain_name, address, tx_hash, block_height,
                               required_confirmations, confirmations, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 1, 'pending') RETURNING id`,
    [
      owner.user_id,
      collection.id,
      incoming.tokenId,
      amount,
      chain,
      incoming.address,
      incoming.txHash,
      height,
      confirmations,
    ],
  );
  const id = Number(row!.id);
  await enqueueJob(q, NFT_DEPOSIT_JOB, { id }, { key: `nft-deposit:${id}` });
  return { id, userId: Number(owner.user_id), status: 'pending' as const };
}

/** The deposit job: follows the confirmations, then puts the editions in the owner's custody (once). */
export async function advanceNftDeposit(q: Queryable, gateway: ChainGateway, config: ChainConfig, id: number) {
  const [deposit] = await q.query<{
    user_id: number;
    collection_id: number;
    token_id: string;
    amount: number;
    chain_name: string;
    block_height: number;
    required_confirmations: number;
    status: string;
  }>(
    `SELECT user_id, collection_id, token_id, amount, chain_name, block_height, required_confirmations, status
       FROM nft_deposits WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!deposit || deposit.status !== 'pending') return;
  const seen = await gateway.confirmations(q, deposit.chain_name, Number(deposit.block_height));
  const confirmations = Math.min(seen, deposit.required_confirmations);
  if (confirmations < deposit.required_confirmations) {
    await q.query('UPDATE nft_deposits SET confirmations = $2 WHERE id = $1', [id, confirmations]);
    return { runAgainIn: config.blockSeconds };
  }
  // The token's name and image: as the platform knows it (an earlier holding), else the collection's.
  const [known] = await q.query<{ name: string; image: string; attributes: unknown; erc_type: string }>(
    `SELECT coalesce(i.name, c.name->>'en' || ' #' || $2) AS name, coalesce(i.image, c.image) AS image,
            coalesce(i.attributes, '[]'::jsonb) AS attributes, c.erc_type
       FROM nft_collections c
       LEFT JOIN LATERAL (SELECT name, image, attributes FROM nft_items
                           WHERE collection_id = c.id AND token_id = $2 ORDER BY id LIMIT 1) i ON true
      WHERE c.id = $1`,
    [deposit.collection_id, deposit.token_id],
  );
  const [item] = await q.query<{ id: number }>(
    `INSERT INTO nft_items (collection_id, token_id, name, image, erc_type, owner_user_id, amount, attributes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (collection_id, token_id, owner_user_id) DO UPDATE SET amount = nft_items.amount + EXCLUDED.amount
     RETURNING id`,
    [
      deposit.collection_id,
      deposit.token_id,
      known!.name,
      known!.image,
      known!.erc_type,
      deposit.user_id,
      deposit.amount,
      JSON.stringify(known!.attributes),
    ],
  );
  await q.query(
    `UPDATE nft_deposits SET confirmations = $2, status = 'credited', credited_at = now(), item_id = $3 WHERE id = $1`,
    [id, confirmations, item!.id],
  );
  await tellNftDepositCredited(q, id);
}

const DEPOSIT_SELECT = `SELECT d.id, c.symbol, d.token_id, coalesce(i.name, c.name->>'en' || ' #' || d.token_id) AS name,
    d.amount, d.chain_name, d.address, d.tx_hash, d.confirmations, d.required_confirmations, d.status,
    extract(epoch FROM d.created_at)::bigint AS created_at, extract(epoch FROM d.credited_at)::bigint AS credited_at
  FROM nft_deposits d JOIN nft_collections c ON c.id = d.collection_id LEFT JOIN nft_items i ON i.id = d.item_id`;

const toDeposit = (row: NftDeposit): NftDeposit => ({
  ...row,
  id: Number(row.id),
  amount: Number(row.amount),
  created_at: Number(row.created_at),
  credited_at: row.credited_at === null ? null : Number(row.credited_at),
});

export const nftDepositPage = (q: Queryable, userId: number, status: string | null, page: number, size: number) =>
  recordPage(q, {
    select: `${DEPOSIT_SELECT} WHERE d.user_id = $1 AND ($2::text IS NULL OR d.status = $2) ORDER BY d.id DESC`,
    count: 'SELECT count(*)::int AS count FROM nft_deposits WHERE user_id = $1 AND ($2::text IS NULL OR status = $2)',
    params: [userId, status],
    page,
    size,
    toEntry: toDeposit,
  });

export async function nftDepositOf(q: Queryable, userId: number, id: number): Promise<NftDeposit> {
  const [row] = await q.query<NftDeposit>(`${DEPOSIT_SELECT} WHERE d.id = $1 AND d.user_id = $2`, [id, userId]);
  if (!row) throw recordNotFound();
  return toDeposit(row);
}

// ---- withdrawals ----

interface ChainFee {
  chain_name: string;
  fee_symbol: string;
  fee: string;
  daily_count_limit: number;
}

async function chainFee(q: Queryable, chain: string): Promise<ChainFee> {
  const [row] = await q.query<ChainFee>(
    'SELECT chain_name, fee_symbol, fee::text, daily_count_limit FROM nft_chain_fees WHERE chain_name = $1',
    [chain],
  );
  // No fee row: NFTs do not leave on this chain (31001).
  if (!row)
    throw new ApiError(Codes.CHAIN_NOT_SUPPORTED, 'chain_not_supported', { symbol: 'NFT', chain, chains: '' }, 200, {
      chains: [],
    });
  return { ...row, daily_count_limit: Number(row.daily_count_limit) };
}

/** Editions the user has withdrawn (or is withdrawing) on the chain today (UTC), failed ones not counted. */
async function withdrawnToday(q: Queryable, userId: number, chain: string): Promise<number> {
  const [row] = await q.query<{ used: number }>(
    `SELECT coalesce(sum(amount), 0)::int AS used FROM nft_withdrawals
      WHERE user_id = $1 AND chain_name = $2 AND status <> 'failed'
        AND created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
    [userId, chain],
  );
  return Number(row?.used ?? 0);
}

async function collectionChain(q: Queryable, symbol: string): Promise<{ symbol: string; chain: string }> {
  const [row] = await q.query<{ symbol: string; chain_name: string }>(
    'SELECT symbol, chain_name FROM nft_collections WHERE symbol = upper($1)',
    [symbol],
  );
  if (!row) throw new ApiError(Codes.NFT_COLLECTION_NOT_FOUND, 'nft_collection_not_found');
  return { symbol: row.symbol, chain: row.chain_name };
}

export async function nftWithdrawLimit(q: Queryable, userId: number, symbol: string): Promise<NftWithdrawLimitRes> {
  const collection = await collectionChain(q, symbol);
  const fee = await chainFee(q, collection.chain);
  const used = await withdrawnToday(q, userId, collection.chain);
  const [balance] = await q.query<{ available: string }>(
    'SELECT available::text FROM balances WHERE user_id = $1 AND symbol = $2',
    [userId, fee.fee_symbol],
  );
  return {
    symbol: collection.symbol,
    chain_name: collection.chain,
    fee_symbol: fee.fee_symbol,
    fee: trimDecimal(fee.fee),
    fee_available: trimDecimal(balance?.available ?? '0'),
    daily_limit: fee.daily_count_limit,
    daily_used: used,
    daily_left: Math.max(0, fee.daily_count_limit - used),
  };
}

interface PlannedItem {
  itemId: number;
  amount: number;
  chain: string;
}

/**
 * What a withdrawal of `moves` to `address` needs, checked before any secret is asked (withdraw's precheck and
 * batch_withdraw_get_token): the hold (31005), each item held with enough editions in the wallet (33030, 33031),
 * one chain for all, the address valid on it (31002), the daily count (33036) and the fee balance (30001).
 */
export async function planNftWithdrawal(
  q: Queryable,
  userId: number,
  lang: ServerLang,
  moves: Move[],
  address: string,
) {
  const until = await holdUntil(q, userId);
  if (until !== null) {
    // the time as the screens show it, in the request's language (UTC+8, saying so), as withdraw_coin says it
    const at = formatDateTime(until, lang);
    throw new ApiError(Codes.WITHDRAW_HOLD, 'withdraw_hold', { until: at }, 200, { until });
  }
  const byItem = new Map<number, number>();
  for (const move of moves) byItem.set(move.item_id, (byItem.get(move.item_id) ?? 0) + (move.amount ?? 1));
  const planned: PlannedItem[] = [];
  for (const [itemId, amount] of byItem) {
    const [item] = await q.query<{ name: string; erc_type: string; wallet: number; chain_name: string }>(
      `SELECT i.name, i.erc_type, i.amount - i.in_package - i.withdrawing - i.listed AS wallet, c.chain_name
         FROM nft_items i JOIN nft_collections c ON c.id = i.collection_id
        WHERE i.id = $1 AND i.owner_user_id = $2 AND i.amount > 0`,
      [itemId, userId],
    );
    if (!item) throw new ApiError(Codes.NFT_NOT_FOUND, 'nft_not_found');
    if ((item.erc_type === 'ERC721' && amount !== 1) || Number(item.wallet) < amount)
      throw new ApiError(Codes.NFT_NOT_MOVABLE, 'nft_not_movable', { name: item.name, available: Number(item.wallet) });
    planned.push({ itemId, amount, chain: item.chain_name });
  }
  const chain = planned[0]!.chain;
  if (planned.some((item) => item.chain !== chain) || !isValidAddress(address, chain))
    throw new ApiError(Codes.ADDRESS_INVALID, 'address_invalid', { chain }, 200, { chain });
  const fee = await chainFee(q, chain);
  const count = planned.reduce((sum, item) => sum + item.amount, 0);
  const left = fee.daily_count_limit - (await withdrawnToday(q, userId, chain));
  if (count > left)
    throw new ApiError(
      Codes.NFT_WITHDRAW_DAILY_LIMIT,
      'nft_withdraw_daily_limit',
      { left: Math.max(0, left), chain },
      200,
      {
        left: Math.max(0, left),
      },
    );
  const totalFee = new BigNumber(fee.fee).times(planned.length);
  const [balance] = await q.query<{ available: string }>(
    'SELECT available::text FROM balances WHERE user_id = $1 AND symbol = $2',
    [userId, fee.fee_symbol],
  );
  if (totalFee.gt(balance?.available ?? 0)) throw new ApiError(Codes.INSUFFICIENT_BALANCE, 'insufficient_balance');
  return { chain, fee, planned };
}

/**
 * Places the withdrawal in the caller's transaction: every item or none. Each item's editions move from the wallet
 * to `withdrawing` with a guarded UPDATE (two concurrent withdrawals of one ERC721 item: the second finds nothing
 * free), its fee is frozen through the ledger, and a job takes it after `delaySeconds`.
 */
export async function placeNftWithdrawal(
  q: Queryable,
  userId: number,
  lang: ServerLang,
  moves: Move[],
  address: string,
  delaySeconds: number,
): Promise<{ batchNo: string; ids: number[] }> {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`nft-withdraw:${userId}`]);
  const { chain, fee, planned } = await planNftWithdrawal(q, userId, lang, moves, address);
  const { confirmations } = await nftChain(q, chain);
  const batchNo = `NW${Date.now()}${randomBytes(4).toString('hex').toUpperCase()}`;
  const ids: number[] = [];
  for (const item of planned) {
    const moved = await q.query(
      `UPDATE nft_items SET withdrawing = withdrawing + $3
        WHERE id = $1 AND owner_user_id = $2 AND amount - in_package - withdrawing - listed >= $3 RETURNING id`,
      [item.itemId, userId, item.amount],
    );
    if (moved.length === 0) throw new ApiError(Codes.NFT_NOT_MOVABLE, 'nft_not_movable', { name: '', available: 0 });
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO nft_withdrawals (user_id, item_id, amount, chain_name, address, fee_symbol, fee, status, batch_no,
                                    required_confirmations)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9) RETURNING id`,
      [userId, item.itemId, item.amount, chain, address, fee.fee_symbol, fee.fee, batchNo, confirmations],
    );
    const id = Number(row!.id);
    if (new BigNumber(fee.fee).gt(0))
      await holdFunds(q, 'nft_withdraw_freeze', `nft-withdrawal:${id}`, {
        userId,
        symbol: fee.fee_symbol,
        amount: trimDecimal(fee.fee),
      });
    await enqueueJob(q, NFT_WITHDRAW_JOB, { id }, { key: `nft-withdraw:${id}`, delaySeconds });
    ids.push(id);
  }
  return { batchNo, ids };
}

interface WithdrawalRow {
  id: number;
  user_id: number;
  item_id: number;
  amount: number;
  chain_name: string;
  address: string;
  fee_symbol: string;
  fee: string;
  status: string;
  block_height: number | null;
  required_confirmations: number;
}

/** The fee the withdrawal froze, when the chain charges one. */
const heldFee = (w: WithdrawalRow) =>
  new BigNumber(w.fee).gt(0) ? { userId: Number(w.user_id), symbol: w.fee_symbol, amount: trimDecimal(w.fee) } : null;

/** NFT withdrawals in the shared lifecycle: the editions wait in `withdrawing`, the chain's fee is frozen. */
const NFT_WITHDRAWAL: WithdrawalKind<WithdrawalRow> = {
  table: 'nft_withdrawals',
  lock: async (q, id) => {
    const [w] = await q.query<WithdrawalRow>(
      `SELECT id, user_id, item_id, amount, chain_name, address, fee_symbol, fee::text, status, block_height,
              required_confirmations FROM nft_withdrawals WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return w && { ...w, id: Number(w.id) };
  },
  broadcast: async (q, w) => {
    const [item] = await q.query<{ symbol: string; token_id: string }>(
      'SELECT c.symbol, i.token_id FROM nft_items i JOIN nft_collections c ON c.id = i.collection_id WHERE i.id = $1',
      [w.item_id],
    );
    return {
      id: w.id,
      kind: 'nft',
      chain: w.chain_name,
      symbol: `${item?.symbol ?? 'NFT'}#${item?.token_id ?? ''}`,
      address: w.address,
      amount: String(w.amount),
    };
  },
  giveBack: async (q, w) => {
    await q.query('UPDATE nft_items SET withdrawing = withdrawing - $2 WHERE id = $1', [w.item_id, w.amount]);
    const fee = heldFee(w);
    if (fee) await releaseFunds(q, 'nft_withdraw_failed', `nft-withdrawal:${w.id}`, fee);
    await tellNftWithdrawal(q, w, 'failed');
  },
  settle: async (q, w) => {
    await q.query('UPDATE nft_items SET withdrawing = withdrawing - $2, amount = amount - $2 WHERE id = $1', [
      w.item_id,
      w.amount,
    ]);
    const fee = heldFee(w);
    if (fee)
      await postLedger(q, 'nft_withdraw', `nft-withdrawal:${w.id}`, [
        { userId: fee.userId, part: 'frozen', symbol: fee.symbol, amount: `-${fee.amount}` },
        { userId: await systemAccount(q, 'withdraw_fees'), part: 'system', symbol: fee.symbol, amount: fee.amount },
      ]);
    await tellNftWithdrawal(q, w, 'done');
  },
};

/**
 * The withdrawal job (chain/lifecycle.ts): pending → processing (broadcast) → done after the confirmations (the
 * editions leave, the fee goes to the platform), or failed (editions and fee come back).
 */
export const advanceNftWithdrawal = (q: Queryable, gateway: ChainGateway, config: ChainConfig, id: number) =>
  advanceWithdrawalStep(q, gateway, config, NFT_WITHDRAWAL, id);

const WITHDRAWAL_SELECT = `SELECT w.id, w.item_id, c.symbol, i.token_id, i.name, i.image, w.amount, w.chain_name,
    w.address, w.fee_symbol, trim_scale(w.fee)::text AS fee, w.status, w.batch_no, w.tx_hash, w.confirmations,
    w.required_confirmations, w.fail_reason, extract(epoch FROM w.created_at)::bigint AS created_at,
    extract(epoch FROM w.finished_at)::bigint AS finished_at
  FROM nft_withdrawals w JOIN nft_items i ON i.id = w.item_id JOIN nft_collections c ON c.id = i.collection_id`;

const toWithdrawal = (row: NftWithdrawal): NftWithdrawal => ({
  ...row,
  id: Number(row.id),
  item_id: Number(row.item_id),
  amount: Number(row.amount),
  created_at: Number(row.created_at),
  finished_at: row.finished_at === null ? null : Number(row.finished_at),
});

export const nftWithdrawalPage = (q: Queryable, userId: number, status: string | null, page: number, size: number) =>
  recordPage(q, {
    select: `${WITHDRAWAL_SELECT} WHERE w.user_id = $1 AND ($2::text IS NULL OR w.status = $2) ORDER BY w.id DESC`,
    count:
      'SELECT count(*)::int AS count FROM nft_withdrawals WHERE user_id = $1 AND ($2::text IS NULL OR status = $2)',
    params: [userId, status],
    page,
    size,
    toEntry: toWithdrawal,
  });

export async function nftWithdrawalsByIds(q: Queryable, userId: number, ids: number[]): Promise<NftWithdrawal[]> {
  const rows = await q.query<NftWithdrawal>(
    `${WITHDRAWAL_SELECT} WHERE w.user_id = $1 AND w.id = ANY($2) ORDER BY w.id`,
    [userId, ids],
  );
  return rows.map(toWithdrawal);
}

export async function nftWithdrawalOf(q: Queryable, userId: number, id: number): Promise<NftWithdrawal> {
  const [row] = await nftWithdrawalsByIds(q, userId, [id]);
  if (!row) throw recordNotFound();
  return row;
}

// ---- batch withdrawal tokens ----

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A single-use token for a batch withdrawal the user has confirmed with the security steps (stored as its hash). */
export async function issueWithdrawToken(
  q: Queryable,
  userId: number,
  chain: string,
  address: string,
  moves: Move[],
): Promise<{ token: string; expires_at: number }> {
  const token = randomBytes(24).toString('base64url');
  const [row] = await q.query<{ expires_at: number }>(
    `INSERT INTO nft_withdraw_tokens (token_hash, user_id, chain_name, address, items, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))
     RETURNING extract(epoch FROM expires_at)::bigint AS expires_at`,
    [hashToken(token), userId, chain, address, JSON.stringify(moves), WITHDRAW_TOKEN_SECONDS],
  );
  return { token, expires_at: Number(row!.expires_at) };
}

/** Takes the token (marks it used) in the caller's transaction: 33035 when unknown, used, expired or another user's. */
export async function takeWithdrawToken(q: Queryable, userId: number, token: string) {
  const [row] = await q.query<{ address: string; items: Move[] }>(
    `UPDATE nft_withdraw_tokens SET used_at = now()
      WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING address, items`,
    [hashToken(token), userId],
  );
  if (!row) throw new ApiError(Codes.NFT_WITHDRAW_TOKEN_INVALID, 'nft_withdraw_token_invalid');
  return row;
}
