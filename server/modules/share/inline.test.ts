import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@/contract/full';
import type { MarketSearchRes } from '@/contract/nftMarket/types';
import { decodeStartApp } from '@/domain/startapp';
import type { FakeBotApi } from '../../testing/fakeBotApi';
import { START_TIMEOUT, uniqueEmail, type TestServer } from '../../testing/harness';
import { botTestServer } from '../../testing/servers';
import { TELEGRAM_WEBHOOK_PATH } from '../telegram/webhook';

// The bot's answer to "Send to a chat" (an inline query naming a thing): the share card, or nothing.
const SECRET = 'inline-Secret_1';
let bot: FakeBotApi;
let server: TestServer;
let close: () => Promise<void>;
/** A listed ERC721 token of the seed, with its picture. */
let token: { symbol: string; token_id: string; name: string; price: string };
let updateId = 5000;

beforeAll(async () => {
  ({ server, bot, close } = await botTestServer({ botWebhookSecret: SECRET, publicOrigin: 'https://market.example' }));
  const found = await server.post<MarketSearchRes>(contract.nftMarket.search.path, {
    sort: 2,
    page_size: 50,
    filter: { erc_type: 'ERC721' },
  });
  const listed = found.data!.list.find((goods) => goods.price && goods.name && goods.image.startsWith('/seed/'))!;
  token = { symbol: listed.symbol, token_id: listed.token_id, name: listed.name, price: listed.price! };
}, START_TIMEOUT);
afterAll(() => close());
beforeEach(() => bot.reset());

/** Delivers an inline query from Telegram user `from` and resolves the bot's answerInlineQuery parameters. */
async function ask(query: string, from: { id: number; language_code?: string } = { id: 6_660_001 }) {
  updateId += 1;
  const res = await server.app.inject({
    method: 'POST',
    url: TELEGRAM_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
    payload: JSON.stringify({
      update_id: updateId,
      inline_query: {
        id: `iq-${updateId}`,
        from: { first_name: 'I', ...from },
        query,
        offset: '',
        chat_type: 'sender',
      },
    }),
  });
  expect(res.statusCode).toBe(200);
  const calls = bot.requests.filter((request) => request.method === 'answerInlineQuery');
  const call = calls.find((request) => request.params?.inline_query_id === `iq-${updateId}`);
  return call?.params as { results: Record<string, unknown>[]; is_personal: boolean; cache_time: number } | undefined;
}

async function telegramUser(tag: string, telegramId: number) {
  const email = uniqueEmail(tag);
  await server.signIn(email);
  const [user] = await server.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  await server.db.query(
    "INSERT INTO third_accounts (user_id, platform, third_id, display_name) VALUES ($1, 'telegram', $2, 'T')",
    [user!.id, String(telegramId)],
  );
  return Number(user!.id);
}

describe('inline_query: share cards', () => {
  it("answers an item's query with its photo card, price and an Open button carrying the sender's referral code", async () => {
    const userId = await telegramUser('inline-item', 6_660_010);
    await server.db.query("INSERT INTO referral_codes (user_id, code) VALUES ($1, 'Zz12Yy34')", [userId]);
    const answer = await ask(`item ${token.symbol} ${token.token_id}`, { id: 6_660_010 });
    expect(answer).toMatchObject({ is_personal: true, cache_time: 30 });
    expect(answer!.results).toHaveLength(1);
    const card = answer!.results[0]!;
    expect(card).toMatchObject({ type: 'photo', title: token.name });
    expect(card.photo_url).toMatch(/^https:\/\/market\.example\//);
    expect(card.caption).toContain(token.name);
    expect(card.caption).toContain(token.price.replace(/\.?0+$/, ''));
    const button = (card.reply_markup as { inline_keyboard: { text: string; url: string }[][] })
      .inline_keyboard[0]![0]!;
    expect(button.text).toBe('Open');
    const decoded = decodeStartApp(new URL(button.url).searchParams.get('startapp'));
    expect(decoded).toMatchObject({ ref: 'Zz12Yy34' });
    expect(decoded?.path).toContain(`token_id=${token.token_id}`);
  });

  it("speaks the sender's language and shares a collection for a sender without an account", async () => {
    const answer = await ask(`collection ${token.symbol.toLowerCase()}`, { id: 6_660_020, language_code: 'ko' });
    const card = answer!.results[0]!;
    expect((card.reply_markup as { inline_keyboard: { text: string }[][] }).inline_keyboard[0]![0]!.text).toBe('열기');
    const url = (card.reply_markup as { inline_keyboard: { url: string }[][] }).inline_keyboard[0]![0]!.url;
    expect(decodeStartApp(new URL(url).searchParams.get('startapp'))).toMatchObject({
      path: `/nft/nftCollection?symbol=${encodeURIComponent(token.symbol)}`,
    });
  });

  it('answers a payment request as an article from the account the sender linked, and not for a stranger', async () => {
    await telegramUser('inline-pay', 6_660_030);
    const query = 'pay symbol=USDT&amount=12.5&pay_id=Ab12Cd34';
    const answer = await ask(query, { id: 6_660_030, language_code: 'zh-hant' });
    expect(answer!.results).toHaveLength(1);
    expect(answer!.results[0]).toMatchObject({ type: 'article' });
    expect(String(answer!.results[0]!.description)).toContain('12.5 USDT');
    // no linked account: no one to ask payment for
    expect((await ask(query, { id: 6_660_031 }))!.results).toEqual([]);
  });

  it('answers an unknown, missing or hostile query with no results, never a 5xx', async () => {
    for (const query of [
      '',
      'hello',
      'item NOPE 1',
      `item ${token.symbol} 999999999`,
      "item ' OR 1=1 --",
      'collection <script>alert(1)</script>',
      'pay javascript:alert(1)',
      'x'.repeat(256),
    ]) {
      const answer = await ask(query);
      expect(answer, query).toMatchObject({ results: [] });
    }
  });

  it('a refused answer is logged, and the update is not delivered again', async () => {
    bot.once('answerInlineQuery', () => ({ ok: false, error_code: 400, description: 'Bad Request: query is too old' }));
    // (ask checks the webhook answered 200: Telegram does not deliver the query again)
    expect((await ask(`collection ${token.symbol}`))!.results).toHaveLength(1);
  });
});
