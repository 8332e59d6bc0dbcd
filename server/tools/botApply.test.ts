import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeBotApi, type FakeBotApi } from '../testing/fakeBotApi';
import { BOT_CONFIG_DIR, main, readBotSettings } from './botApply';

// npm run bot:apply against the fake Bot API: the first run sets what differs, the second sets nothing.
const TOKEN = '777:APPLY-TEST';
let fake: FakeBotApi;
const lines: string[] = [];
const out = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(`ERROR ${line}`) };
const env = (extra: Record<string, string> = {}) => ({
  NODE_ENV: 'test',
  BOT_TOKEN: TOKEN,
  BOT_API_URL: fake.url,
  MINI_APP_URL: 'https://wallet.example.com',
  ...extra,
});
const sets = () => fake.requests.filter((request) => /^set/.test(request.method));

beforeAll(async () => {
  fake = await startFakeBotApi({ token: TOKEN });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  lines.length = 0;
});

describe('npm run bot:apply', () => {
  it('sets commands, names, descriptions, the menu button and the webhook once; a second run sets nothing', async () => {
    const withWebhook = env({ PUBLIC_URL: 'https://wallet.example.com/', BOT_WEBHOOK_SECRET: 'hook-secret' });
    expect(await main([], withWebhook, out)).toBe(0);
    const first = sets();
    expect(first.filter((call) => call.method === 'setMyCommands').map((call) => call.params.language_code)).toEqual([
      undefined,
      'ko',
      'zh',
    ]);
    expect(first.filter((call) => call.method === 'setMyShortDescription')).toHaveLength(3);
    expect(
      first.find((call) => call.method === 'setMyCommands' && call.params.language_code === 'ko')?.params.commands,
    ).toContainEqual({
      command: 'wallet',
      description: '내 지갑: 잔액, 입금, 출금',
    });
    expect(first.find((call) => call.method === 'setChatMenuButton')?.params).toEqual({
      menu_button: { type: 'web_app', text: 'NFT Wallet', web_app: { url: 'https://wallet.example.com/' } },
    });
    expect(first.find((call) => call.method === 'setWebhook')?.params).toEqual({
      url: 'https://wallet.example.com/telegram/webhook',
      secret_token: 'hook-secret',
      allowed_updates: ['message', 'pre_checkout_query', 'my_chat_member', 'callback_query', 'inline_query'],
      drop_pending_updates: false,
    });
    expect(lines.some((line) => line.startsWith('set commands (ko)'))).toBe(true);

    fake.requests.length = 0;
    lines.length = 0;
    expect(await main([], withWebhook, out)).toBe(0);
    expect(sets()).toEqual([]);
    expect(lines).toEqual(['the bot already matches bot-config/: nothing to set']);
    // a rotated secret cannot be read back: --force-webhook sets it again, and only it
    expect(await main(['--force-webhook'], withWebhook, out)).toBe(0);
    expect(sets().map((call) => call.method)).toEqual(['setWebhook']);
  });

  it('sets only what changed since, and --dry-run prints the plan without setting anything', async () => {
    expect(await main([], env(), out)).toBe(0);
    fake.requests.length = 0;
    lines.length = 0;
    // someone renamed the Korean bot by hand in @BotFather
    await fetch(`${fake.url}/bot${TOKEN}/setMyName`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Old name', language_code: 'ko' }),
    });
    fake.requests.length = 0;
    expect(await main(['--dry-run'], env(), out)).toBe(0);
    expect(sets()).toEqual([]);
    expect(lines).toEqual(['would set name (ko): NFT Wallet']);
    expect(await main([], env(), out)).toBe(0);
    expect(sets()).toEqual([
      { method: 'setMyName', params: { name: 'NFT Wallet', language_code: 'ko' }, at: expect.any(Number) },
    ]);
  });

  it('leaves the menu button alone without MINI_APP_URL, and waits out a 429 before trying again', async () => {
    fake.once('getMyCommands', () => ({
      ok: false,
      error_code: 429,
      description: 'Too Many Requests: retry after 0',
      parameters: { retry_after: 0 },
    }));
    const { MINI_APP_URL: _unset, ...noUrl } = env();
    expect(await main([], noUrl, out)).toBe(0);
    expect(fake.calls('getMyCommands').length).toBe(4);
    expect(fake.calls('setChatMenuButton')).toEqual([]);
    expect(lines).toContain('menu button: left as it is (MINI_APP_URL is not set)');
  });

  it('refuses to run without a token, with a webhook but no secret, or with a Bot API that refuses the token', async () => {
    const { BOT_TOKEN: _none, ...noToken } = env();
    expect(await main([], noToken, out)).toBe(2);
    expect(await main([], env({ PUBLIC_URL: 'https://wallet.example.com' }), out)).toBe(1);
    expect(lines.at(-1)).toMatch(/BOT_WEBHOOK_SECRET is not/);
    expect(await main([], env({ PUBLIC_URL: 'http://wallet.example.com', BOT_WEBHOOK_SECRET: 's' }), out)).toBe(1);
    expect(await main([], env({ BOT_TOKEN: '777:wrong' }), out)).toBe(1);
    expect(lines.at(-1)).toBe('ERROR Bot API getMyCommands refused: Unauthorized');
    expect(await main(['--bogus'], env(), out)).toBe(2);
    expect(sets()).toEqual([]);
  });
});

describe('bot-config/', () => {
  it('has every command and profile text in the default language, Korean and Chinese, within Telegram limits', async () => {
    const settings = await readBotSettings(BOT_CONFIG_DIR, { MINI_APP_URL: 'https://w.example' });
    expect(Object.keys(settings.commands)).toEqual(['default', 'ko', 'zh']);
    expect(Object.keys(settings.profile)).toEqual(['default', 'ko', 'zh']);
    const names = (lang: string) => settings.commands[lang]!.map((command) => command.command);
    expect(names('ko')).toEqual(names('default'));
    expect(names('zh')).toEqual(names('default'));
  });

  it('refuses what the Bot API would refuse, naming the file and the field', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bot-config-'));
    await writeFile(join(dir, 'commands.json'), JSON.stringify({ default: [{ command: 'Start', description: 'x' }] }));
    await writeFile(
      join(dir, 'profile.json'),
      JSON.stringify({ default: { name: 'n', description: 'd', short_description: 's' } }),
    );
    await writeFile(
      join(dir, 'menu-button.json'),
      JSON.stringify({ type: 'web_app', text: 'Open', url: '${MINI_APP_URL}' }),
    );
    await expect(readBotSettings(dir, {})).rejects.toThrow('bot-config/commands.json: default[0].command');
    await writeFile(
      join(dir, 'commands.json'),
      JSON.stringify({ default: [{ command: 'start', description: 'x' }], 'zh-TW': [] }),
    );
    await expect(readBotSettings(dir, {})).rejects.toThrow(/"zh-TW" is not "default" or a two-letter language code/);
    await writeFile(join(dir, 'commands.json'), JSON.stringify({ default: [{ command: 'start', description: 'x' }] }));
    await expect(readBotSettings(dir, { MINI_APP_URL: 'http://plain.example' })).rejects.toThrow(/must be https/);
    expect((await readBotSettings(dir, {})).menuButton).toBeNull();
  });
});
