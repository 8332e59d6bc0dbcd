import type { SharePrepareReq } from '@/contract/share/types';

/**
 * The text of an inline query that shares something (`@bot item PUNK 42`): Telegram's "send to a chat"
 * (switchInlineQuery) puts it after the bot's name, and the bot answers it with the thing's card. The app writes it
 * and the server reads it back; nothing else of the query is trusted (the server looks the thing up itself).
 */

/** Telegram's limit for an inline query's text. */
const QUERY_MAX = 256;
const WORD = /^[A-Za-z0-9_.-]{1,80}$/;
const PAY = /^[A-Za-z0-9_=&%.@-]{1,240}$/;

/** The query that shares `target`, or null when it cannot be written as one. */
export function inlineShareQuery(target: Omit<SharePrepareReq, 'inline'>): string | null {
  let query: string | null = null;
  if (target.kind === 'item' && target.symbol && target.token_id) query = `item ${target.symbol} ${target.token_id}`;
  else if (target.kind === 'collection' && target.symbol) query = `collection ${target.symbol}`;
  else if (target.kind === 'profile') query = 'invite';
  else if (target.kind === 'payment_request' && target.path?.startsWith('/asset/send?'))
    query = `pay ${target.path.slice('/asset/send?'.length)}`;
  return query && query.length <= QUERY_MAX && parseInlineShare(query) ? query : null;
}

/** What an inline query asks to share, or null for any other text (the bot then answers with nothing). */
export function parseInlineShare(query: string): Omit<SharePrepareReq, 'inline'> | null {
  const words = query.trim().split(/\s+/);
  const [kind, first, second] = words;
  if (kind === 'item' && words.length === 3 && first!.length <= 20 && WORD.test(first!) && WORD.test(second!))
    return { kind: 'item', symbol: first, token_id: second };
  if (kind === 'collection' && words.length === 2 && first!.length <= 20 && WORD.test(first!))
    return { kind: 'collection', symbol: first };
  if (kind === 'invite' && words.length === 1) return { kind: 'profile' };
  if (kind === 'pay' && words.length === 2 && PAY.test(first!))
    return { kind: 'payment_request', path: `/asset/send?${first}` };
  return null;
}
