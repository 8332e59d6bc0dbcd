import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FakeBotApi } from '../../testing/fakeBotApi';
import { START_TIMEOUT, type TestServer } from '../../testing/harness';
import { botTestServer } from '../../testing/servers';
import { ApiError, Codes } from '../../errors';
import { onTelegramUpdate, parseTelegramUpdate, type TelegramUpdate } from './updates';
import { TELEGRAM_WEBHOOK_PATH, WEBHOOK_WRONG_SECRETS_PER_IP } from './webhook';

// The webhook: the secret header, hostile bodies, and the dispatch to the handlers modules register.
const SECRET = 'webhook-Secret_123';
let server: TestServer;
let fake: FakeBotApi;
let close: () => Promise<void>;
let updateIds = 1000;

beforeAll(async () => {
  ({ server, bot: fake, close } = await botTestServer({ botWebhookSecret: SECRET }));
}, START_TIMEOUT);
afterAll(() => close());
afterEach(() => fake.reset());

const deliver = (
  body: unknown,
  headers: Record<string, string> = { 'x-telegram-bot-api-secret-token': SECRET },
  ip = '10.0.0.1',
) =>
  server.app.inject({
    method: 'POST',
    url: TELEGRAM_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: ip,
  });

const callbackQuery = (data: string) => ({
  update_id: (updateIds += 1),
  callback_query: { id: `cb-${updateIds}`, from: { id: 99, first_name: 'Q' }, chat_instance: 'ci', data },
});

describe('POST /telegram/webhook', () => {
  it('refuses a call without the secret or with a wrong one (401), handling nothing', async () => {
    const seen: string[] = [];
    onTelegramUpdate(server.app, 'callback_query', async (update) => void seen.push(update.callback_query.id));
    expect((await deliver(callbackQuery('a'), {}, '10.0.1.1')).statusCode).toBe(401);
    expect(
      (await deliver(callbackQuery('b'), { 'x-telegram-bot-api-secret-token': 'wrong' }, '10.0.1.1')).statusCode,
    ).toBe(401);
    expect(
      (await deliver(callbackQuery('c'), { 'x-telegram-bot-api-secret-token': `${SECRET}x` }, '10.0.1.1')).statusCode,
    ).toBe(401);
    expect(seen).toEqual([]);
    const right = await deliver(callbackQuery('d'), undefined, '10.0.1.1');
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ ok: true });
    expect(seen).toHaveLength(1);
  });

  it('spends a rate-limit slot on every wrong secret before comparing it, per IP', async () => {
    const ip = '10.0.2.1';
    for (let guess = 0; guess < WEBHOOK_WRONG_SECRETS_PER_IP; guess += 1) {
      expect(
        (await deliver(callbackQuery('x'), { 'x-telegram-bot-api-secret-token': `guess-${guess}` }, ip)).statusCode,
      ).toBe(401);
    }
    const limited = await deliver(callbackQuery('x'), undefined, ip);
    expect(limited.json()).toMatchObject({ code: Codes.TOO_MANY_REQUESTS });
    // Telegram's own address is not slowed by someone else's guesses
    expect((await deliver(callbackQuery('x'), undefined, '10.0.2.2')).statusCode).toBe(200);
  });

  it('passes each kind of update to its handlers, in order, with the database and configuration', async () => {
    const calls: string[] = [];
    onTelegramUpdate(server.app, 'inline_query', async (update, context) => {
      expect(context.config.botWebhookSecret).toBe(SECRET);
      await context.db.query('SELECT 1');
      calls.push(`first:${update.inline_query.query}`);
    });
    onTelegramUpdate(
      server.app,
      'inline_query',
      async (update) => void calls.push(`second:${update.inline_query.query}`),
    );
    const response = await deliver({
      update_id: (updateIds += 1),
      inline_query: { id: 'iq', from: { id: 5, first_name: 'I' }, query: 'punk', offset: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(calls).toEqual(['first:punk', 'second:punk']);
  });

  it('never answers 5xx to a hostile or strange body: 400 for no update, 200 and dropped for another shape', async () => {
    const seen: unknown[] = [];
    onTelegramUpdate(server.app, 'pre_checkout_query', async (update) => void seen.push(update));
    const notUpdates: unknown[] = [
      'null',
      '[]',
      '"text"',
      '42',
      '{}',
      { update_id: 'x' },
      { update_id: -1 },
      { update_id: 1.5 },
      '{"update_id":',
    ];
    for (const body of notUpdates) {
      const response = await deliver(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const dropped: unknown[] = [
      { update_id: 1, edited_channel_post: { message_id: 1 } },
      { update_id: 2, pre_checkout_query: null },
      { update_id: 3, pre_checkout_query: { id: 'p', from: { id: 'not a number', first_name: 'x' } } },
      {
        update_id: 4,
        pre_checkout_query: {
          id: 'p',
          from: { id: 1, first_name: 'x' },
          currency: 'XTR',
          total_amount: 1e300,
          invoice_payload: 'x',
        },
      },
      { update_id: 5, message: { message_id: 1, date: 1, chat: { id: 1, type: 'private' }, text: 'x'.repeat(5000) } },
      {
        update_id: 6,
        message: {
          message_id: 1,
          date: 1,
          chat: { id: 1, type: 'private' },
          from: { id: 1, first_name: 'a', __proto__: { x: 1 } },
          text: ['/start'],
        },
      },
      {
        update_id: 7,
        my_chat_member: {
          chat: { id: 1, type: 'private' },
          from: { id: 1, first_name: 'a' },
          date: 1,
          old_chat_member: {},
          new_chat_member: {},
        },
      },
    ];
    for (const body of dropped) {
      const response = await deliver(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(200);
    }
    expect(seen).toEqual([]);
    const tooLarge = await deliver({ update_id: 8, message: { padding: 'x'.repeat(300 * 1024) } });
    expect(tooLarge.statusCode).toBe(413);
    const form = await server.app.inject({
      method: 'POST',
      url: TELEGRAM_WEBHOOK_PATH,
      headers: { 'x-telegram-bot-api-secret-token': SECRET, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'update_id=1',
    });
    expect(form.statusCode).toBeLessThan(500);
    expect(form.statusCode).toBeGreaterThanOrEqual(400);
  });

  it("answers 200 when a handler refuses the update's content, 500 when it fails (so Telegram delivers it again)", async () => {
    let failures = 0;
    onTelegramUpdate(server.app, 'callback_query', async (update) => {
      if (update.callback_query.data === 'refuse') throw new ApiError(Codes.INVALID_PARAM, 'invalid_param', {}, 400);
      if (update.callback_query.data === 'fail' && (failures += 1) === 1) throw new Error('database went away');
    });
    expect((await deliver(callbackQuery('refuse'))).statusCode).toBe(200);
    const update = callbackQuery('fail');
    expect((await deliver(update)).statusCode).toBe(500);
    expect((await deliver(update)).statusCode).toBe(200);
  });

  it('does not exist without a configured secret', async () => {
    const bare = await server.appWith({ botWebhookSecret: null });
    const response = await bare.inject({
      method: 'POST',
      url: TELEGRAM_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': '' },
      payload: JSON.stringify(callbackQuery('x')),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('parseTelegramUpdate', () => {
  it('names the kind of a well-formed update and keeps its fields', () => {
    const body = {
      update_id: 9,
      message: { message_id: 3, date: 1, chat: { id: -100, type: 'supergroup', title: 'G' }, text: 'hi', extra: true },
    };
    const parsed = parseTelegramUpdate(body);
    expect(parsed?.kind).toBe('message');
    expect((parsed?.update as TelegramUpdate<'message'>).message.extra).toBe(true);
    expect(
      parseTelegramUpdate({ update_id: 9, message: { ...body.message, chat: { id: 1, type: 'room' } } }),
    ).toBeNull();
  });
});
