import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeBotApi, type FakeBotApi } from '../testing/fakeBotApi';
import { BotApiError, callBot } from './botApi';

const TOKEN = '123456:test-token';
let fake: FakeBotApi;
const config = () => ({ botApiUrl: fake.url, botToken: TOKEN });

beforeAll(async () => {
  fake = await startFakeBotApi({ token: TOKEN });
});
afterAll(() => fake.close());
afterEach(() => fake.reset());

async function failure(promise: Promise<unknown>): Promise<BotApiError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(BotApiError);
  return error as BotApiError;
}

describe('callBot', () => {
  it('posts the parameters as JSON to the method and returns its result', async () => {
    const sent = await callBot<{ message_id: number; text: string }>(config(), 'sendMessage', {
      chat_id: 42,
      text: 'hello',
    });
    expect(sent).toMatchObject({ text: 'hello', chat: { id: 42 } });
    expect(fake.requests).toEqual([
      { method: 'sendMessage', params: { chat_id: 42, text: 'hello' }, at: expect.any(Number) },
    ]);
    expect(await callBot(config(), 'getMe')).toMatchObject({ is_bot: true });
  });

  it("throws Telegram's error code and description on ok: false, and retry_after on a 429", async () => {
    fake.once('sendMessage', () => ({
      ok: false,
      error_code: 429,
      description: 'Too Many Requests: retry after 7',
      parameters: { retry_after: 7 },
    }));
    const limited = await failure(callBot(config(), 'sendMessage', { chat_id: 1, text: 'x' }));
    expect(limited).toMatchObject({ method: 'sendMessage', status: 429, errorCode: 429, retryAfter: 7 });
    // the scripted answer was for one call only
    await expect(callBot(config(), 'sendMessage', { chat_id: 1, text: 'x' })).resolves.toMatchObject({ text: 'x' });

    fake.once('sendMessage', () => ({
      ok: false,
      error_code: 403,
      description: 'Forbidden: bot was blocked by the user',
    }));
    const blocked = await failure(callBot(config(), 'sendMessage', { chat_id: 1, text: 'x' }));
    expect(blocked).toMatchObject({ errorCode: 403, description: 'Forbidden: bot was blocked by the user' });
    expect(blocked.retryAfter).toBeUndefined();
  });

  it('throws errorCode 0 at once without a bot token, calling nothing', async () => {
    const error = await failure(callBot({ botApiUrl: fake.url, botToken: undefined }, 'getMe'));
    expect(error.errorCode).toBe(0);
    expect(fake.requests).toHaveLength(0);
  });

  it('throws errorCode 0 on a network failure, and never puts the token in the message', async () => {
    const closed = await startFakeBotApi();
    await closed.close();
    const error = await failure(callBot({ botApiUrl: closed.url, botToken: TOKEN }, 'getMe'));
    expect(error).toMatchObject({ errorCode: 0, status: 0, description: 'network failure' });
    expect(error.message).not.toContain(TOKEN);
  });

  it('refuses a redirect instead of following it with the token, and an answer that is not JSON', async () => {
    const other = createServer((request, response) => {
      if (request.url?.includes('redirect')) {
        response.writeHead(302, { location: 'http://example.com/elsewhere' }).end();
      } else response.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad Gateway</html>');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      expect(await failure(callBot({ botApiUrl: url, botToken: TOKEN }, 'redirect'))).toMatchObject({
        status: 302,
        errorCode: 0,
      });
      expect(await failure(callBot({ botApiUrl: url, botToken: TOKEN }, 'getMe'))).toMatchObject({
        status: 502,
        errorCode: 0,
        description: 'answer is not JSON',
      });
    } finally {
      other.closeAllConnections();
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
