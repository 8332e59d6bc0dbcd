import type { Queryable } from '../../db';
import { trimDecimal } from '../../lib/decimal';
import type { SecurityChange } from './notices';
import { revokeBiometricTokens } from '../biometric/tokens';
import { writeMessage } from './write';

/**
 * The events of an account that become messages, each told from inside the transaction of the event (`writeMessage`
 * writes nothing twice for one `eventKey`, so a job run again or a retried call tells once). The sites call one of
 * these functions; the rows they read are the ones the event has just locked or written.
 */

/** A token's screen in the app (the market's own link rule: ERC1155 tokens have their own screen). */
function tokenLink(symbol: string, tokenId: string, erc: string): string {
  const page = erc === 'ERC1155' ? '/nft/detail1155' : '/nft/detail721';
  return `${page}?symbol=${encodeURIComponent(symbol)}&token_id=${encodeURIComponent(tokenId)}`;
}

/** A wallet record's detail screen (kind `deposit`, `withdraw`, `transferFrom`). */
const recordLink = (kind: string, id: number, symbol?: string) => {
  const query = new URLSearchParams({ kind, id: String(id) });
  if (symbol) query.set('symbol', symbol);
  return `/asset/tradeDetail?${query.toString()}`;
};

/** Where security notices lead: the security centre. */
const SECURITY_LINK = '/security/userManage';
/** Where NFT deposits and withdrawals are listed. */
const NFT_RECORDS_LINK = '/nft/nftRecords';

async function tokenOf(q: Queryable, collectionId: number, tokenId: string) {
  const [row] = await q.query<{ name: string; symbol: string; erc_type: string }>(
    `SELECT coalesce(t.name, c.name ->> 'en' || ' #' || $2) AS name, c.symbol, c.erc_type
       FROM nft_collections c LEFT JOIN nft_tokens t ON t.collection_id = c.id AND t.token_id = $2
      WHERE c.id = $1`,
    [collectionId, tokenId],
  );
  const token = row ?? { name: `#${tokenId}`, symbol: '', erc_type: 'ERC721' };
  return { ...token, link: tokenLink(token.symbol, tokenId, token.erc_type) };
}

/** One trade as the market settled it (`executeTrade`). */
export interface TradeEvent {
  tradeNo: string;
  /** The order the trade filled: a listing, or the bid itself when its holder took it. */
  orderId: number;
  bidOrderId: number | null;
  buyerId: number;
  sellerId: number;
  collectionId: number;
  tokenId: string;
  quantity: number;
  price: string;
  symbol: string;
}

/**
 * A trade: the seller hears it sold; the buyer that they bought it, that their offer was accepted (the holder took
 * their bid), or that their bid filled (a listing met it, at its placement or later).
 */
export async function tellTrade(q: Queryable, t: TradeEvent): Promise<void> {
  const token = await tokenOf(q, t.collectionId, t.tokenId);
  const params = { name: token.name, quantity: t.quantity, price: trimDecimal(t.price), symbol: t.symbol };
  // the platform's own accounts (the market's seed stock) read no messages
  const people = await q.query<{ id: number }>('SELECT id FROM users WHERE id = ANY($1::bigint[]) AND NOT is_system', [
    [t.sellerId, t.buyerId],
  ]);
  const told = new Set(people.map((row) => Number(row.id)));
  const buyerTemplate =
    t.bidOrderId === null ? 'item_bought' : t.bidOrderId === t.orderId ? 'offer_accepted' : 'bid_filled';
  if (told.has(t.sellerId))
    await writeMessage(q, {
      userId: t.sellerId,
      kind: 'trade',
      template: 'item_sold',
      params,
      link: token.link,
      eventKey: `trade:${t.tradeNo}:sold`,
    });
  if (told.has(t.buyerId))
    await writeMessage(q, {
      userId: t.buyerId,
      kind: 'trade',
      template: buyerTemplate,
      params,
      link: token.link,
      eventKey: `trade:${t.tradeNo}:bought`,
    });
}

/** An offer placed on one token: every other holder of it hears of it (what is left open of it after its fills). */
export async function tellOfferPlaced(
  q: Queryable,
  offer: { id: number; bidderId: number; collectionId: number; tokenId: string; price: string; symbol: string },
): Promise<void> {
  const [open] = await q.query<{ remaining: number }>(
    "SELECT remaining FROM market_orders WHERE id = $1 AND status = 'open'",
    [offer.id],
  );
  if (!open || Number(open.remaining) === 0) return;
  const holders = await q.query<{ user_id: number }>(
    `SELECT DISTINCT i.owner_user_id AS user_id FROM nft_items i JOIN users u ON u.id = i.owner_user_id
      WHERE i.collection_id = $1 AND i.token_id = $2 AND i.amount > 0 AND i.owner_user_id <> $3 AND NOT u.is_system`,
    [offer.collectionId, offer.tokenId, offer.bidderId],
  );
  const token = await tokenOf(q, offer.collectionId, offer.tokenId);
  for (const holder of holders)
    await writeMessage(q, {
      userId: Number(holder.user_id),
      kind: 'trade',
      template: 'offer_received',
      params: {
        name: token.name,
        quantity: Number(open.remaining),
        price: trimDecimal(offer.price),
        symbol: offer.symbol,
      },
      link: token.link,
      eventKey: `offer:${offer.id}:received`,
    });
}

/** A coin deposit credited (also an internal one, from another user's withdrawal). */
export async function tellDepositCredited(q: Queryable, depositId: number): Promise<void> {
  const [d] = await q.query<{ user_id: number; symbol: string; chain_name: string; amount: string }>(
    'SELECT user_id, symbol, chain_name, amount::text AS amount FROM deposits WHERE id = $1',
    [depositId],
  );
  if (!d) return;
  await writeMessage(q, {
    userId: Number(d.user_id),
    kind: 'wallet',
    template: 'deposit_credited',
    params: { amount: trimDecimal(d.amount), symbol: d.symbol, chain: d.chain_name },
    link: recordLink('deposit', depositId, d.symbol),
    eventKey: `deposit:${depositId}`,
  });
}

/** An NFT deposit credited. */
export async function tellNftDepositCredited(q: Queryable, depositId: number): Promise<void> {
  const [d] = await q.query<{
    user_id: number;
    collection_id: number;
    token_id: string;
    amount: number;
    chain_name: string;
  }>('SELECT user_id, collection_id, token_id, amount, chain_name FROM nft_deposits WHERE id = $1', [depositId]);
  if (!d) return;
  const token = await tokenOf(q, Number(d.collection_id), d.token_id);
  await writeMessage(q, {
    userId: Number(d.user_id),
    kind: 'wallet',
    template: 'nft_deposit_credited',
    params: { name: token.name, quantity: Number(d.amount), chain: d.chain_name },
    link: token.link,
    eventKey: `nft-deposit:${depositId}`,
  });
}

/** A coin withdrawal done (on the chain, or settled internally) or failed (its money given back). */
export async function tellWithdrawal(
  q: Queryable,
  w: { id: number; user_id: number; symbol: string; address: string; amount: string },
  outcome: 'done' | 'failed',
): Promise<void> {
  await writeMessage(q, {
    userId: w.user_id,
    kind: 'wallet',
    template: outcome === 'done' ? 'withdrawal_done' : 'withdrawal_failed',
    params: { amount: trimDecimal(w.amount), symbol: w.symbol, address: w.address },
    link: recordLink('withdraw', w.id, w.symbol),
    eventKey: `withdrawal:${w.id}:${outcome}`,
  });
}

/** An NFT withdrawal done or failed (the editions given back). */
export async function tellNftWithdrawal(
  q: Queryable,
  w: { id: number; user_id: number; item_id: number; amount: number; address: string },
  outcome: 'done' | 'failed',
): Promise<void> {
  const [item] = await q.query<{ collection_id: number; token_id: string }>(
    'SELECT collection_id, token_id FROM nft_items WHERE id = $1',
    [w.item_id],
  );
  const token = item ? await tokenOf(q, Number(item.collection_id), item.token_id) : null;
  await writeMessage(q, {
    userId: Number(w.user_id),
    kind: 'wallet',
    template: outcome === 'done' ? 'nft_withdrawal_done' : 'nft_withdrawal_failed',
    params: { name: token?.name ?? 'NFT', quantity: Number(w.amount), address: w.address },
    link: outcome === 'failed' && token ? token.link : NFT_RECORDS_LINK,
    eventKey: `nft-withdrawal:${w.id}:${outcome}`,
  });
}

/** A transfer from another user (by Pay ID): the receiver hears who sent what. */
export async function tellTransferReceived(q: Queryable, transferId: number): Promise<void> {
  const [t] = await q.query<{ to_user_id: number; symbol: string; amount: string; sender: string }>(
    `SELECT t.to_user_id, t.symbol, t.amount::text AS amount, coalesce(nullif(u.nickname, ''), u.pay_id::text) AS sender
       FROM transfers t JOIN users u ON u.id = t.from_user_id WHERE t.id = $1 AND t.kind = 'user'`,
    [transferId],
  );
  if (!t) return;
  await writeMessage(q, {
    userId: Number(t.to_user_id),
    kind: 'wallet',
    template: 'transfer_received',
    params: { sender: t.sender, amount: trimDecimal(t.amount), symbol: t.symbol },
    link: recordLink('transferFrom', transferId, t.symbol),
    eventKey: `transfer:${transferId}`,
  });
}

/** What a sign-in says of its device (the session's columns). */
export interface SignInDevice {
  name: string;
  token: string;
  platform: number;
  ip: string;
  userAgent: string;
}

/**
 * Whether a sign-in is on a device the account has not used before: an account's sessions (ended ones too) name
 * their device by its token (X-Dtoken), else by its name and browser. An account's first sign-in is not "new": there
 * is nothing to compare with, and the welcome message greets it. Asked before the new session is written.
 */
export async function isNewDevice(q: Queryable, userId: number, device: SignInDevice): Promise<boolean> {
  const [row] = await q.query<{ any: boolean; same: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM sessions WHERE user_id = $1) AS any,
            EXISTS (SELECT 1 FROM sessions WHERE user_id = $1 AND CASE WHEN $2 <> '' THEN device_token = $2
                      ELSE device_token = '' AND device_name = $3 AND user_agent = $4 END) AS same`,
    [userId, device.token, device.name, device.userAgent],
  );
  return Boolean(row?.any) && !row?.same;
}

/** A sign-in on a new device (see `isNewDevice`), told once per session. */
export async function tellNewDevice(q: Queryable, userId: number, sessionId: number, device: SignInDevice) {
  const name = device.name || device.userAgent.slice(0, 80) || 'Unknown device';
  await writeMessage(q, {
    userId,
    kind: 'security',
    template: 'new_device',
    params: { device: name, ip: device.ip },
    link: '/my-devices',
    eventKey: `session:${sessionId}:new-device`,
  });
}

/**
 * A security setting changed. The event is the transaction that changed it: its id names the event, so the change
 * is told once even when the same setting changes again later.
 */
export async function tellSecurityChange(
  q: Queryable,
  userId: number,
  change: SecurityChange,
  params: Record<string, string> = {},
): Promise<void> {
  // a security change also revokes the account's biometric payment tokens (see revokeBiometricTokens)
  await revokeBiometricTokens(q, userId);
  const [tx] = await q.query<{ id: string }>('SELECT txid_current()::text AS id');
  await writeMessage(q, {
    userId,
    kind: 'security',
    template: `security_${change}`,
    params,
    link: SECURITY_LINK,
    eventKey: `security:${change}:${tx?.id ?? Date.now()}`,
  });
}
