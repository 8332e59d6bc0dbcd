import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@/contract/full';
import type { SharePrepareRes } from '@/contract/share/types';
import { decodeStartApp } from '@/domain/startapp';
import type { FakeBotApi } from '../../testing/fakeBotApi';
import { START_TIMEOUT, uniqueEmail, type TestServer } from '../../testing/harness';
import { botTestServer } from '../../testing/servers';
import { STORY_HEIGHT, STORY_WIDTH } from './story';

let bot: FakeBotApi;
let server: TestServer;
let close: () => Promise<void>;
/** A listed token of the seed, with its picture. */
let token: { symbol: string; token_id: string; name: string; price: string };

beforeAll(async () => {
  ({ server, bot, close } = await botTestServer({ publicOrigin: 'https://market.example' }));
  const [row] = await server.db.query<{ symbol: string; token_id: string; name: string; price: string }>(
    `SELECT c.symbol, t.token_id, t.name, t.best_price::text AS price FROM nft_tokens t
       JOIN nft_collections c ON c.id = t.collection_id
      WHERE t.best_price IS NOT NULL AND t.image LIKE '/seed/%' AND t.name <> '' ORDER BY c.symbol, t.token_id LIMIT 1`,
  );
  token = row!;
}, START_TIMEOUT);
afterAll(() => close());
beforeEach(() => bot.reset());

async function telegramUser(tag: string, telegramId: number) {
  const email = uniqueEmail(tag);
  const accessToken = await server.signIn(email);
  const [user] = await server.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  await server.db.query(
    "INSERT INTO third_accounts (user_id, platform, third_id, display_name) VALUES ($1, 'telegram', $2, 'T')",
    [user!.id, String(telegramId)],
  );
  return { token: accessToken, id: Number(user!.id) };
}

const prepare = (body: Record<string, unknown>, accessToken?: string) =>
  server.post<SharePrepareRes>(contract.share.prepare.path, body, accessToken ? { token: accessToken } : {});

const paramOf = (link: string) => new URL(link).searchParams.get('startapp');

describe('share/prepare', () => {
  it('prepares an item card for the caller with the picture, price and an Open button to the startapp link', async () => {
    const user = await telegramUser('share-item', 5_550_001);
    await server.db.query("INSERT INTO referral_codes (user_id, code) VALUES ($1, 'Ab12Cd34')", [user.id]);
    const res = await prepare(
      { kind: 'item', symbol: token.symbol.toLowerCase(), token_id: token.token_id, inline: true },
      user.token,
    );
    expect(res.code).toBe(0);
    const data = res.data!;
    expect(data.link).toMatch(/^https:\/\/t\.me\/NFTMarketTestBot\/app\?startapp=[A-Za-z0-9_-]{1,512}$/);
    expect(decodeStartApp(paramOf(data.link))).toEqual({
      path: expect.stringMatching(
        new RegExp(`^/nft/detail(721|1155)\\?symbol=${token.symbol}&token_id=${token.token_id}$`),
      ),
      ref: 'Ab12Cd34',
    });
    expect(data.text).toContain(token.name);
    expect(data.text).toContain(token.price.replace(/\.?0+$/, ''));
    expect(data.story_path).toBe(`/share/story/item/${token.symbol}/${token.token_id}.png`);

    const [call] = bot.calls('savePreparedInlineMessage');
    expect(data.prepared_id).toBe('prepared-1');
    expect(call!.params).toMatchObject({ user_id: 5_550_001, allow_user_chats: true });
    const result = call!.params.result as Record<string, unknown>;
    expect(result).toMatchObject({
      type: 'photo',
      photo_url: expect.stringMatching(/^https:\/\/market\.example\/seed\/.+\.jpg$/),
      title: token.name,
      reply_markup: { inline_keyboard: [[{ text: 'Open', url: data.link }]] },
    });
    expect(String(result.caption)).toContain(data.link);
  });

  it('writes the card in the caller language', async () => {
    const user = await telegramUser('share-ko', 5_550_002);
    const res = await server.post<SharePrepareRes>(
      contract.share.prepare.path,
      { kind: 'collection', symbol: token.symbol, inline: true },
      { token: user.token, lang: 'ko' },
    );
    expect(res.data!.text).toMatch(/컬렉션/);
    const result = bot.calls('savePreparedInlineMessage')[0]!.params.result as { reply_markup: unknown };
    expect(result.reply_markup).toEqual({ inline_keyboard: [[{ text: '열기', url: res.data!.link }]] });
    expect(decodeStartApp(paramOf(res.data!.link))).toEqual({
      path: `/nft/nftCollection?symbol=${token.symbol}`,
      ref: null,
    });
  });

  it('builds only the link when not asked inline, for a visitor, or without a Telegram account', async () => {
    const visitor = await prepare({ kind: 'item', symbol: token.symbol, token_id: token.token_id, inline: true });
    expect(visitor.data).toMatchObject({ prepared_id: null, link: expect.stringContaining('startapp=') });
    const plain = await server.signIn(uniqueEmail('share-plain'));
    expect(
      (await prepare({ kind: 'collection', symbol: token.symbol, inline: true }, plain)).data!.prepared_id,
    ).toBeNull();
    const user = await telegramUser('share-noinline', 5_550_003);
    expect((await prepare({ kind: 'collection', symbol: token.symbol }, user.token)).data!.prepared_id).toBeNull();
    expect(bot.calls('savePreparedInlineMessage')).toHaveLength(0);
  });

  it('still answers the link when Telegram refuses the card', async () => {
    const user = await telegramUser('share-refused', 5_550_004);
    bot.once('savePreparedInlineMessage', () => ({
      ok: false,
      error_code: 400,
      description: 'Bad Request: USER_ID_INVALID',
    }));
    const res = await prepare(
      { kind: 'item', symbol: token.symbol, token_id: token.token_id, inline: true },
      user.token,
    );
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ prepared_id: null, link: expect.stringContaining('startapp=') });
  });

  it('shares the profile as an invitation without private data', async () => {
    const user = await telegramUser('share-profile', 5_550_005);
    await server.db.query("UPDATE users SET nickname = 'Sharer' WHERE id = $1", [user.id]);
    const res = await prepare({ kind: 'profile', inline: true }, user.token);
    expect(res.data!.text).toBe('Sharer invites you to NFT Market');
    expect(decodeStartApp(paramOf(res.data!.link))).toEqual({ path: '/', ref: null });
    expect(JSON.stringify(bot.calls('savePreparedInlineMessage')[0]!.params)).not.toMatch(/@example\.com/);
    expect((await prepare({ kind: 'profile' })).code).toBe(4001);
  });

  it('shares a payment request only as a send screen', async () => {
    const user = await telegramUser('share-pay', 5_550_006);
    const ok = await prepare(
      { kind: 'payment_request', path: '/asset/send?symbol=USDT&amount=12.5&pay_id=123' },
      user.token,
    );
    expect(ok.data!.text).toContain('12.5 USDT');
    for (const path of ['/nft/search', '//evil.com/asset/send?x=1', '/asset/send?a=<script>', '/asset/send?x=a%0Ab']) {
      expect((await prepare({ kind: 'payment_request', path }, user.token)).code).toBe(35041);
    }
  });

  it('refuses what does not exist or is missing, with a translated message, never a 500', async () => {
    const user = await telegramUser('share-bad', 5_550_007);
    const missing = await prepare({ kind: 'item', symbol: 'NOPE', token_id: '1' }, user.token);
    expect(missing).toMatchObject({ code: 35040, msg: 'This item or collection no longer exists.' });
    expect((await prepare({ kind: 'collection', symbol: 'NOPE' }, user.token)).code).toBe(35040);
    expect((await prepare({ kind: 'item', symbol: token.symbol }, user.token)).code).toBe(35041);
    expect((await prepare({ kind: 'collection' }, user.token)).code).toBe(35041);
    expect((await prepare({ kind: 'item', symbol: token.symbol, token_id: '../../x' }, user.token)).code).toBe(10003);
    expect((await prepare({ kind: 'wallet' }, user.token)).code).toBe(10003);
  });
});

describe('story pictures', () => {
  it('draws an item story at 1080x1920, public and cached, with no private data', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: `/share/story/item/${token.symbol}/${token.token_id}.png`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toMatch(/public/);
    expect(res.headers['set-cookie']).toBeUndefined();
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([STORY_WIDTH, STORY_HEIGHT, 'png']);
    // The picture is in it: the middle of the picture area is not the plain background.
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(at(540, 800)).not.toEqual(at(20, 800));
    // The same answer whoever asks: the request's session changes nothing.
    const again = await server.app.inject({
      method: 'GET',
      url: `/share/story/item/${token.symbol}/${token.token_id}.png`,
      headers: { authorization: 'Bearer whatever' },
    });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('draws a collection story and refuses unknown or malformed names', async () => {
    expect(
      (await server.app.inject({ method: 'GET', url: `/share/story/collection/${token.symbol}.png` })).statusCode,
    ).toBe(200);
    for (const url of [
      '/share/story/collection/NOPE.png',
      `/share/story/item/${token.symbol}/999999.png`,
      `/share/story/item/${token.symbol}/${token.token_id}.jpg`,
      '/share/story/item/%3Cx%3E/1.png',
    ]) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
