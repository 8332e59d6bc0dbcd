import type { FastifyInstance, FastifyReply } from 'fastify';
import { ACCESS_TOKEN_COOKIE } from '@/contract/codes';
import { devFeaturesOn } from '../../config';
import { cookieValue } from '../../page';
import { findSession } from '../../plugins/auth';
import { MARKET_CHANNEL, type MarketChange } from './live';

/**
 * Live market updates over server-sent events (docs/market.md): `GET /nft-api/live?topics=c:ASTRO,t:ASTRO:7,me`.
 * One connection per browser tab carries every topic its screens show: `c:SYMBOL` a collection (its listings, sales,
 * floor, bids), `t:SYMBOL:TOKEN` one token (its offers, and the collection's bids it may sell to), `all` the whole
 * market (search, home), `me` the signed-in user's balances, orders and bids (the access_token cookie says who), and their wallet's deposits and withdrawals (`wallet` events: deposit seen, confirming, credited; a
 * withdrawal's new status). Changes reach this server through PostgreSQL LISTEN/NOTIFY (./live.ts), so a sale made through any server
 * instance on the database reaches every open screen. Each event names what changed, never the data: the client
 * refetches it through the normal calls, with their checks. After a reconnect the client refetches everything it
 * shows; a `reset` event asks the same when this server's own listening connection was lost.
 */

const MAX_TOPICS = 40;
const HEARTBEAT_MS = 20_000;
const TOPIC = /^(c:[A-Z0-9_-]{1,20}|t:[A-Z0-9_-]{1,20}:[0-9A-Za-z_-]{1,78}|all|me)$/;

interface Client {
  reply: FastifyReply;
  topics: Set<string>;
  userId: number | null;
}

/** What one notification means for subscribers: the topics it touches, or the users it concerns. */
export type Delivery = { topics: string[]; event: object } | { userIds: number[]; event: object };

/** Parses `topics` (comma separated); anything malformed is dropped, at most MAX_TOPICS kept. */
export function parseTopics(text: unknown): Set<string> {
  const topics = new Set<string>();
  if (typeof text !== 'string') return topics;
  for (const part of text.split(',')) {
    const topic = part.trim();
    if (TOPIC.test(topic)) topics.add(topic);
    if (topics.size >= MAX_TOPICS) break;
  }
  return topics;
}

export function registerMarketStream(app: FastifyInstance): void {
  const clients = new Set<Client>();
  const symbols = new Map<number, string>();

  const symbolOf = async (collectionId: number): Promise<string | null> => {
    if (!symbols.has(collectionId)) {
      const [row] = await app.db.query<{ symbol: string }>('SELECT symbol FROM nft_collections WHERE id = $1', [
        collectionId,
      ]);
      if (!row) return null;
      symbols.set(collectionId, row.symbol);
    }
    return symbols.get(collectionId)!;
  };

  const send = (client: Client, name: string, data: object) => {
    client.reply.raw.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  const deliver = async (payload: string) => {
    let change: MarketChange;
    try {
      change = JSON.parse(payload) as MarketChange;
    } catch {
      return;
    }
    if (change.kind === 'wallet') {
      // a user's own money: only to their own signed-in streams, never to a visitor or another user
      const userId = Number(change.user_id);
      for (const client of clients)
        if (client.userId === userId && client.topics.has('me')) send(client, 'wallet', { kind: change.event });
      return;
    }
    if (change.kind === 'message') {
      // a message of the user's own: the badge and the message list of their signed-in streams refetch
      const userId = Number(change.user_id);
      for (const client of clients)
        if (client.userId === userId && client.topics.has('me')) send(client, 'message', {});
      return;
    }
    if (change.kind === 'balance') {
      const users = new Set(change.user_ids.map(Number));
      for (const client of clients)
        if (client.userId !== null && users.has(client.userId) && client.topics.has('me'))
          send(client, 'me', { kind: 'balance' });
      return;
    }
    const symbol = await symbolOf(Number(change.collection_id));
    if (!symbol) return;
    if (change.kind === 'bid') {
      // A collection or trait bid (no token) may be the best bid of any token of the collection: every open token
      // screen of it hears it. The users named (the bidder, an offer's holders, a fill's seller) hear it as theirs.
      const event = { kind: 'bid', symbol, token_id: change.token_id };
      const token = change.token_id === null ? null : `t:${symbol}:${change.token_id}`;
      const tokens = `t:${symbol}:`;
      const users = new Set(change.user_ids.map(Number));
      for (const client of clients) {
        const touched =
          client.topics.has('all') ||
          client.topics.has(`c:${symbol}`) ||
          (token ? client.topics.has(token) : [...client.topics].some((topic) => topic.startsWith(tokens)));
        if (touched) send(client, 'market', event);
        if (client.userId !== null && users.has(client.userId) && client.topics.has('me'))
          send(client, 'me', { kind: 'bid' });
      }
      return;
    }
    const event = { kind: change.kind, symbol, token_id: change.token_id };
    const touched = ['all', `c:${symbol}`, `t:${symbol}:${change.token_id}`];
    for (const client of clients) if (touched.some((topic) => client.topics.has(topic))) send(client, 'market', event);
  };

  let stop: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    if (!app.db.listen) return;
    const channel = app.db.channelName?.(MARKET_CHANNEL) ?? MARKET_CHANNEL;
    stop = await app.db.listen(
      channel,
      (payload) => void deliver(payload).catch((error: unknown) => app.log.error(error, 'market event')),
      () => {
        for (const client of clients) send(client, 'reset', {});
      },
    );
  });
  app.addHook('onClose', async () => {
    await stop?.();
    for (const client of clients) client.reply.raw.end();
    clients.clear();
  });

  // POST /dev/live/drop {topic} (development only): ends this server's live connections that carry `topic`, as a
  // network drop would, so that a test can watch a client reconnect and catch up -> `{code: 0, data: {dropped}}`
  if (devFeaturesOn(app.config))
    app.post<{ Body: { topic: string } }>(
      '/dev/live/drop',
      {
        schema: {
          body: {
            type: 'object',
            required: ['topic'],
            properties: { topic: { type: 'string', maxLength: 120 } },
          },
        },
      },
      async (request) => {
        let dropped = 0;
        for (const client of clients) {
          if (!client.topics.has(request.body.topic)) continue;
          client.reply.raw.destroy();
          clients.delete(client);
          dropped += 1;
        }
        return { code: 0, msg: 'ok', data: { dropped } };
      },
    );

  app.get<{ Querystring: { topics?: string } }>('/nft-api/live', async (request, reply) => {
    const topics = parseTopics(request.query.topics);
    const token = cookieValue(request.headers.cookie, ACCESS_TOKEN_COOKIE);
    const session = topics.has('me') && token ? await findSession(app.db, token, undefined, app.publicCache) : null;
    const client: Client = { reply, topics, userId: session ? Number(session.userId) : null };
    reply.hijack();
    reply.raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    // the client reconnects after 2 s when the connection drops
    reply.raw.write(`retry: 2000\nevent: ready\ndata: ${JSON.stringify({ topics: [...topics] })}\n\n`);
    clients.add(client);
    const heartbeat = setInterval(() => reply.raw.write(': ping\n\n'), HEARTBEAT_MS);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      clients.delete(client);
    });
  });
}
