import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callBot } from '../lib/botApi';
import { startFakeBotApi, type FakeBotApi } from './fakeBotApi';

const TOKEN = '42:fake-token';
let fake: FakeBotApi;
const bot = <T>(method: string, params?: object) =>
  callBot<T>({ botApiUrl: fake.url, botToken: TOKEN }, method, params);

beforeAll(async () => {
  fake = await startFakeBotApi({ token: TOKEN });
});
afterAll(() => fake.close());
afterEach(() => fake.reset());

describe('fake Bot API', () => {
  it('refuses another token (401) and a body that is not JSON (400), recording neither as a call', async () => {
    const wrongToken = await fetch(`${fake.url}/bot42:other/getMe`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(wrongToken.status).toBe(401);
    expect(await wrongToken.json()).toEqual({ ok: false, error_code: 401, description: 'Unauthorized' });
    const form = await fetch(`${fake.url}/bot${TOKEN}/sendMessage`, { method: 'POST', body: 'chat_id=1&text=hi' });
    expect(form.status).toBe(400);
    const broken = await fetch(`${fake.url}/bot${TOKEN}/sendMessage`, {
      method: 'POST',
      body: '{"chat_id":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(fake.requests).toEqual([]);
    expect(fake.refused.map((refusal) => refusal.reason)).toEqual(['token', 'body', 'body']);
  });

  it('takes any token shaped like a bot token when started without one', async () => {
    const open = await startFakeBotApi();
    try {
      await expect(callBot({ botApiUrl: open.url, botToken: '9:any' }, 'getMe')).resolves.toMatchObject({
        is_bot: true,
      });
      await expect(callBot({ botApiUrl: open.url, botToken: 'nocolon' }, 'getMe')).rejects.toMatchObject({
        errorCode: 401,
      });
    } finally {
      await open.close();
    }
  });

  it('answers plausible defaults: numbered messages, invoice links, prepared messages, true', async () => {
    const first = await bot<{ message_id: number }>('sendMessage', { chat_id: 5, text: 'a' });
    const second = await bot<{ message_id: number }>('sendMessage', { chat_id: 5, text: 'b' });
    expect(second.message_id).toBeGreaterThan(first.message_id);
    expect(await bot('createInvoiceLink', { title: 't', currency: 'XTR', prices: [] })).toMatch(
      /^https:\/\/t\.me\/\$invoice-\d+$/,
    );
    expect(await bot('savePreparedInlineMessage', { user_id: 5, result: {} })).toMatchObject({
      id: expect.any(String),
      expiration_date: expect.any(Number),
    });
    expect(await bot('refundStarPayment', { user_id: 5, telegram_payment_charge_id: 'c' })).toBe(true);
    expect(await bot('answerPreCheckoutQuery', { pre_checkout_query_id: 'q', ok: true })).toBe(true);
    expect(fake.calls('sendMessage').map((call) => call.params.text)).toEqual(['a', 'b']);
  });

  it('gives back what the set methods stored, per language', async () => {
    const commands = [{ command: 'start', description: 'Start' }];
    expect(await bot('getMyCommands', { language_code: 'ko' })).toEqual([]);
    await bot('setMyCommands', { commands, language_code: 'ko' });
    expect(await bot('getMyCommands', { language_code: 'ko' })).toEqual(commands);
    expect(await bot('getMyCommands', {})).toEqual([]);
    await bot('setMyDescription', { description: 'D' });
    expect(await bot('getMyDescription', {})).toEqual({ description: 'D' });
    await bot('setChatMenuButton', { menu_button: { type: 'web_app', text: 'Open', web_app: { url: 'https://x' } } });
    expect(await bot('getChatMenuButton', {})).toMatchObject({ type: 'web_app', text: 'Open' });
    await bot('setWebhook', { url: 'https://x/telegram/webhook', secret_token: 's', allowed_updates: ['message'] });
    expect(await bot('getWebhookInfo')).toEqual({
      url: 'https://x/telegram/webhook',
      has_custom_certificate: false,
      pending_update_count: 0,
      allowed_updates: ['message'],
    });
  });

  it('answers what a test scripts, and waits for a call', async () => {
    fake.on('getChat', (params) => ({
      ok: true,
      result: { id: params.chat_id, type: 'private', first_name: 'Scripted' },
    }));
    expect(await bot('getChat', { chat_id: 3 })).toMatchObject({ first_name: 'Scripted' });
    const waiting = fake.waitFor('sendMessage', 2);
    await bot('sendMessage', { chat_id: 1, text: 'one' });
    await bot('sendMessage', { chat_id: 1, text: 'two' });
    expect((await waiting).params.text).toBe('two');
    await expect(fake.waitFor('sendPhoto', 1, 50)).rejects.toThrow(/no call #1 of sendPhoto/);
  });
});
