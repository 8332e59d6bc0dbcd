import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the fake received with a good token and a JSON body. */
export interface FakeBotRequest {
  method: string;
  params: Record<string, unknown>;
  /** Date.now() when it arrived. */
  at: number;
}

/** What a scripted method answers: Telegram's envelope, success or failure. */
export type FakeBotAnswer =
  | { ok: true; result: unknown }
  | { ok: false; error_code: number; description: string; parameters?: { retry_after?: number } };

export type FakeBotReply = (params: Record<string, unknown>) => FakeBotAnswer | Promise<FakeBotAnswer>;

export interface FakeBotApi {
  /** The base URL to give as BOT_API_URL (`http://127.0.0.1:<port>`). */
  url: string;
  /** Every accepted call, oldest first. */
  requests: FakeBotRequest[];
  /** Calls refused for a wrong token or a body that is not JSON. */
  refused: { path: string; reason: 'token' | 'body' }[];
  /** Answers `method` with `reply` from now on (instead of the default), until `off(method)`. */
  on(method: string, reply: FakeBotReply): void;
  /** Answers the next call of `method` with `reply`, then returns to what it answered before. */
  once(method: string, reply: FakeBotReply): void;
  off(method: string): void;
  /** The recorded calls of `method`. */
  calls(method: string): FakeBotRequest[];
  /** Resolves with the `count`-th call of `method` (1 = the first ever), waiting up to `timeoutMs` for it. */
  waitFor(method: string, count?: number, timeoutMs?: number): Promise<FakeBotRequest>;
  /** Forgets recorded calls, scripted answers and the bot's stored settings. */
  reset(): void;
  close(): Promise<void>;
}

/** The bot the fake plays (getMe, and the `from` of the messages it sends). */
export const FAKE_BOT_USER = {
  id: 7_000_000_001,
  is_bot: true,
  first_name: 'NFT Wallet',
  username: 'NFTMarketTestBot',
  can_join_groups: false,
  can_read_all_group_messages: false,
  supports_inline_queries: true,
};

const TOKEN_SHAPE = /^\d+:[A-Za-z0-9_-]+$/;
const PATH = /^\/bot([^/]+)\/([A-Za-z]+)$/;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A local Bot API server for tests: answers like api.telegram.org does (`{ ok, result }`), keeps what the set*
 * methods stored so the get* methods return it, and records every call. With `token`, any other token in the path
 * is refused (401); without, any token shaped like a bot token is taken. A body must be JSON (callBot sends nothing
 * else), or the call is refused (400).
 */
export async function startFakeBotApi(options: { token?: string; port?: number } = {}): Promise<FakeBotApi> {
  const requests: FakeBotRequest[] = [];
  const refused: FakeBotApi['refused'] = [];
  const scripted = new Map<string, FakeBotReply>();
  const onceQueue = new Map<string, FakeBotReply[]>();
  const waiters = new Set<() => void>();
  let stored = new Map<string, unknown>();
  let counter = 0;

  const settingKey = (kind: string, params: Record<string, unknown>) =>
    `${kind}|${JSON.stringify(params.scope ?? { type: 'default' })}|${typeof params.language_code === 'string' ? params.language_code : ''}`;

  const message = (params: Record<string, unknown>) => ({
    message_id: ++counter,
    date: Math.floor(Date.now() / 1000),
    from: FAKE_BOT_USER,
    chat: { id: params.chat_id, type: 'private' },
    ...(typeof params.text === 'string' ? { text: params.text } : {}),
    ...(typeof params.caption === 'string' ? { caption: params.caption } : {}),
    ...(params.reply_markup ? { reply_markup: params.reply_markup } : {}),
  });

  /** What the real Bot API would plausibly answer when nothing is scripted. */
  function defaultResult(method: string, params: Record<string, unknown>): unknown {
    switch (method) {
      case 'getMe':
        return FAKE_BOT_USER;
      case 'sendMessage':
      case 'sendPhoto':
      case 'sendDocument':
      case 'sendInvoice':
      case 'editMessageText':
      case 'editMessageReplyMarkup':
        return message(params);
      case 'createInvoiceLink':
        // numbered by the calls of the method, so a test finds the call behind a link (the Nth call, `$invoice-N`)
        return `https://t.me/$invoice-${requests.filter((request) => request.method === method).length}`;
      case 'savePreparedInlineMessage':
        return { id: `prepared-${++counter}`, expiration_date: Math.floor(Date.now() / 1000) + 24 * 3600 };
      case 'setMyCommands':
        stored.set(settingKey('commands', params), params.commands ?? []);
        return true;
      case 'deleteMyCommands':
        stored.delete(settingKey('commands', params));
        return true;
      case 'getMyCommands':
        return stored.get(settingKey('commands', params)) ?? [];
      case 'setMyName':
        stored.set(settingKey('name', params), params.name ?? '');
        return true;
      case 'getMyName':
        return { name: stored.get(settingKey('name', params)) ?? '' };
      case 'setMyDescription':
        stored.set(settingKey('description', params), params.description ?? '');
        return true;
      case 'getMyDescription':
        return { description: stored.get(settingKey('description', params)) ?? '' };
      case 'setMyShortDescription':
        stored.set(settingKey('short_description', params), params.short_description ?? '');
        return true;
      case 'getMyShortDescription':
        return { short_description: stored.get(settingKey('short_description', params)) ?? '' };
      case 'setChatMenuButton':
        stored.set(`menu|${String(params.chat_id ?? '')}`, params.menu_button ?? { type: 'default' });
        return true;
      case 'getChatMenuButton':
        return stored.get(`menu|${String(params.chat_id ?? '')}`) ?? { type: 'default' };
      case 'setWebhook':
        stored.set('webhook', params);
        return true;
      case 'deleteWebhook':
        stored.delete('webhook');
        return true;
      case 'getWebhookInfo': {
        const hook = (stored.get('webhook') ?? {}) as Record<string, unknown>;
        // like Telegram, the secret token is never given back
        return {
          url: hook.url ?? '',
          has_custom_certificate: false,
          pending_update_count: 0,
          ...(hook.allowed_updates ? { allowed_updates: hook.allowed_updates } : {}),
        };
      }
      case 'getUserProfilePhotos':
        return { total_count: 0, photos: [] };
      case 'getChat':
        return { id: params.chat_id, type: 'private' };
      default:
        // set*, answer*, refundStarPayment, deleteMessage…: Telegram answers `true`
        return true;
    }
  }

  async function answer(method: string, params: Record<string, unknown>): Promise<FakeBotAnswer> {
    const queue = onceQueue.get(method);
    const next = queue?.shift();
    if (queue && queue.length === 0) onceQueue.delete(method);
    const reply = next ?? scripted.get(method);
    if (reply) return reply(params);
    return { ok: true, result: defaultResult(method, params) };
  }

  const server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    void (async () => {
      const path = (request.url ?? '').split('?')[0]!;
      const match = PATH.exec(path);
      const token = match?.[1] ?? '';
      if (!match || !(options.token ? token === options.token : TOKEN_SHAPE.test(token))) {
        refused.push({ path: path.replace(/\/bot[^/]*/, '/bot<token>'), reason: 'token' });
        await readBody(request);
        send(match ? 401 : 404, {
          ok: false,
          error_code: match ? 401 : 404,
          description: match ? 'Unauthorized' : 'Not Found',
        });
        return;
      }
      const method = match[2]!;
      const text = await readBody(request);
      let params: unknown;
      try {
        if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) throw new Error('not JSON');
        params = JSON.parse(text);
        if (!isObject(params)) throw new Error('not an object');
      } catch {
        refused.push({ path: `/bot<token>/${method}`, reason: 'body' });
        send(400, { ok: false, error_code: 400, description: 'Bad Request: the body is not a JSON object' });
        return;
      }
      requests.push({ method, params, at: Date.now() });
      for (const wake of waiters) wake();
      let reply: FakeBotAnswer;
      try {
        reply = await answer(method, params);
      } catch (error) {
        reply = { ok: false, error_code: 500, description: `fake reply threw: ${String(error)}` };
      }
      send(reply.ok ? 200 : reply.error_code >= 400 && reply.error_code < 600 ? reply.error_code : 400, reply);
    })().catch(() => send(500, { ok: false, error_code: 500, description: 'Internal Server Error' }));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const calls = (method: string) => requests.filter((request) => request.method === method);

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    refused,
    on: (method, reply) => void scripted.set(method, reply),
    once: (method, reply) => void onceQueue.set(method, [...(onceQueue.get(method) ?? []), reply]),
    off: (method) => {
      scripted.delete(method);
      onceQueue.delete(method);
    },
    calls,
    waitFor(method, count = 1, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = calls(method)[count - 1];
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`fake Bot API: no call #${count} of ${method} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    reset() {
      requests.length = 0;
      refused.length = 0;
      scripted.clear();
      onceQueue.clear();
      stored = new Map();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
