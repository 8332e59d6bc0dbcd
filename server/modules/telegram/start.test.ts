import { sign } from '@telegram-apps/init-data-node';
import { contract } from '@/contract/full';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FakeBotApi } from '../../testing/fakeBotApi';
import { START_TIMEOUT, type TestServer } from '../../testing/harness';
import { botTestServer } from '../../testing/servers';
import { encodeStartParam } from '@/domain/startapp';
import { botCommand, openAppButton } from './start';
import { TELEGRAM_WEBHOOK_PATH } from './webhook';

// /start in the bot's chat: the welcome in the user's language, the button carrying the deep link's payload, and
// whether the bot may write to the user.
const SECRET = 'start-secret';
let server: TestServer;
let fake: FakeBotApi;
let botToken: string;
let close: () => Promise<void>;
let updateIds = 5000;
let telegramIds = 8_100_000;

beforeAll(async () => {
  ({
    server,
    bot: fake,
    token: botToken,
    close,
  } = await botTestServer({ botWebhookSecret: SECRET, botUsername: 'NFTMarketTestBot', miniAppName: 'app' }));
}, START_TIMEOUT);
afterAll(() => close());
afterEach(() => fake.reset());

const deliver = async (update: Record<string, unknown>) => {
  const response = await server.app.inject({
    method: 'POST',
    url: TELEGRAM_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
    payload: JSON.stringify({ update_id: (updateIds += 1), ...update }),
  });
  expect(response.statusCode).toBe(200);
};
const from = (id: number, language_code?: string) => ({ id, is_bot: false, first_name: 'Mina', language_code });
const message = (fromUser: ReturnType<typeof from>, text: string, chatType = 'private') => ({
  message: {
    message_id: updateIds,
    date: Math.floor(Date.now() / 1000),
    chat: { id: chatType === 'private' ? fromUser.id : -1001, type: chatType },
    from: fromUser,
    text,
  },
});

/** Signs a Telegram user in through the mini app, so the server has their linked account. */
async function signInTelegram(id: number) {
  const initData = sign(
    { user: { id, first_name: 'Mina' }, query_id: `q-${id}`, signature: '' } as never,
    botToken,
    new Date(),
  );
  const login = await server.post(contract.user.loginThirdX.path, { source: 'telegram', init_data: initData });
  expect(login.code).toBe(0);
}
const writeAccess = async (id: number) =>
  (
    await server.db.query<{ write_access: boolean }>(
      "SELECT write_access FROM third_accounts WHERE platform = 'telegram' AND third_id = $1",
      [String(id)],
    )
  )[0]?.write_access;

describe('/start', () => {
  it("welcomes in the user's language with a button opening the app with the payload", async () => {
    const user = from((telegramIds += 1), 'ko');
    await deliver(message(user, '/start item_42-x'));
    const sent = fake.calls('sendMessage');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.params).toMatchObject({
      chat_id: user.id,
      text: expect.stringContaining('NFT Wallet에 오신 것을 환영합니다'),
      reply_markup: {
        inline_keyboard: [[{ text: 'NFT Wallet 열기', url: 'https://t.me/NFTMarketTestBot/app?startapp=item_42-x' }]],
      },
    });
  });

  it('maps Telegram language codes as the server does, English otherwise', async () => {
    const cases: [string | undefined, RegExp][] = [
      ['zh-hant', /歡迎來到/],
      ['zh-hans', /欢迎来到/],
      ['zh', /欢迎来到/],
      ['en', /^Welcome/],
      ['de', /^Welcome/],
      [undefined, /^Welcome/],
    ];
    for (const [language, welcome] of cases) {
      fake.reset();
      await deliver(message(from((telegramIds += 1), language), '/start'));
      expect(fake.calls('sendMessage')[0]!.params.text, String(language)).toMatch(welcome);
    }
  });

  it('drops a payload Telegram would not carry, keeping the button', async () => {
    await deliver(message(from((telegramIds += 1), 'en'), '/start bad$payload'));
    await deliver(message(from((telegramIds += 1), 'en'), `/start ${'a'.repeat(513)}`));
    for (const call of fake.calls('sendMessage'))
      expect(call.params.reply_markup).toEqual({
        inline_keyboard: [[{ text: 'Open NFT Wallet', url: 'https://t.me/NFTMarketTestBot/app' }]],
      });
    expect(fake.calls('sendMessage')).toHaveLength(2);
  });

  it('answers /wallet, /market and /help with a button to their screen', async () => {
    const user = from((telegramIds += 1), 'zh-hans');
    await deliver(message(user, '/wallet'));
    await deliver(message(user, '/market'));
    await deliver(message(user, '/help'));
    const [wallet, market, help] = fake.calls('sendMessage').map((call) => call.params);
    const button = (params: Record<string, unknown> | undefined) =>
      (params?.reply_markup as { inline_keyboard: { text: string; url: string }[][] }).inline_keyboard[0]![0]!;
    expect(button(wallet)).toEqual({
      text: '打开钱包',
      url: `https://t.me/NFTMarketTestBot/app?startapp=${encodeStartParam('/asset')}`,
    });
    expect(button(market).url).toBe(`https://t.me/NFTMarketTestBot/app?startapp=${encodeStartParam('/nft/search')}`);
    expect(button(help).url).toBe('https://t.me/NFTMarketTestBot/app');
    expect(help!.text).toMatch(/\/wallet/);
  });

  it('answers nothing to other messages, nor to /start in a group', async () => {
    const user = from((telegramIds += 1), 'en');
    await deliver(message(user, 'hello'));
    await deliver(message(user, '/startle'));
    await deliver(message(user, '/start', 'group'));
    expect(fake.requests).toEqual([]);
  });

  it('lets the bot write to a signed-in user who started it, until they block it', async () => {
    const user = from((telegramIds += 1), 'en');
    await signInTelegram(user.id);
    expect(await writeAccess(user.id)).toBe(false);
    await deliver(message(user, '/start'));
    expect(await writeAccess(user.id)).toBe(true);

    const member = (status: string) => ({ status, user: from(7_000_000_001) });
    const chatMember = (oldStatus: string, newStatus: string) => ({
      my_chat_member: {
        chat: { id: user.id, type: 'private' },
        from: user,
        date: Math.floor(Date.now() / 1000),
        old_chat_member: member(oldStatus),
        new_chat_member: member(newStatus),
      },
    });
    await deliver(chatMember('member', 'kicked'));
    expect(await writeAccess(user.id)).toBe(false);
    await deliver(chatMember('kicked', 'member'));
    expect(await writeAccess(user.id)).toBe(true);
  });

  it('still answers 200 when the welcome cannot be sent, and notes a block', async () => {
    const user = from((telegramIds += 1), 'en');
    await signInTelegram(user.id);
    fake.once('sendMessage', () => ({
      ok: false,
      error_code: 403,
      description: 'Forbidden: bot was blocked by the user',
    }));
    await deliver(message(user, '/start'));
    expect(await writeAccess(user.id)).toBe(false);
    fake.once('sendMessage', () => ({
      ok: false,
      error_code: 429,
      description: 'Too Many Requests',
      parameters: { retry_after: 3 },
    }));
    await deliver(message(user, '/start'));
    expect(fake.calls('sendMessage')).toHaveLength(2);
  });
});

describe('botCommand and openAppButton', () => {
  it('read the payload of /start, /start@Bot and nothing else', () => {
    expect(botCommand('/start')).toEqual({ command: 'start', payload: null });
    expect(botCommand('/start@NFTMarketTestBot abc')).toEqual({ command: 'start', payload: 'abc' });
    expect(botCommand('/start  abc  ')).toEqual({ command: 'start', payload: 'abc' });
    expect(botCommand('/wallet')).toEqual({ command: 'wallet', payload: null });
    expect(botCommand('/start a b')).toBeNull();
    expect(botCommand('/constructor')).toBeNull();
    expect(botCommand('start')).toBeNull();
    expect(botCommand(undefined)).toBeNull();
  });

  it('fall back to a web_app button on the public origin when the bot has no username', () => {
    expect(
      openAppButton({ botUsername: null, miniAppName: 'app', publicOrigin: 'https://w.example' }, 'Open', 'x'),
    ).toEqual({
      text: 'Open',
      web_app: { url: 'https://w.example/' },
    });
    expect(openAppButton({ botUsername: null, miniAppName: 'app', publicOrigin: null }, 'Open', null)).toBeNull();
  });
});
