import { describe, expect, it, vi } from 'vitest';
import { applyCalls, buildBotApiCalls, checkWebAppUrl, loadBotConfig, type BotConfig } from './apply';

const config = loadBotConfig();

describe('bot configuration', () => {
  it('builds the Bot API calls from bot.json (dry run, no network)', () => {
    const calls = buildBotApiCalls(config, 'https://app.example.com/');
    expect(calls.map((call) => call.method)).toEqual([
      'setMyCommands',
      'setMyCommands',
      'setMyCommands',
      'setMyDescription',
      'setMyShortDescription',
      'setMyDescription',
      'setMyShortDescription',
      'setMyDescription',
      'setMyShortDescription',
      'setChatMenuButton',
    ]);
    expect(calls[0]!.params).not.toHaveProperty('language_code');
    expect(calls[1]!.params).toMatchObject({ language_code: 'ko' });
    expect(calls.at(-1)!.params).toEqual({
      menu_button: { type: 'web_app', text: 'Open', web_app: { url: 'https://app.example.com/?tg=1' } },
    });
  });

  it('every language has the same commands', () => {
    const names = config.commands.map((set) => set.commands.map((command) => command.command).join(','));
    expect(new Set(names).size).toBe(1);
  });

  it('requires an https web app URL', () => {
    expect(() => checkWebAppUrl(undefined)).toThrow(/WEBAPP_URL is required/);
    expect(() => checkWebAppUrl('http://app.example.com')).toThrow(/https/);
    expect(() => checkWebAppUrl('not a url')).toThrow(/not a URL/);
    expect(checkWebAppUrl('https://app.example.com/tg')).toBe('https://app.example.com/tg');
  });

  it('rejects configurations outside the Bot API limits', () => {
    const bad = (mutate: (c: BotConfig) => void) => {
      const copy = structuredClone(config);
      mutate(copy);
      return () => buildBotApiCalls(copy, 'https://app.example.com');
    };
    expect(bad((c) => (c.commands[0]!.commands[0]!.command = 'Start!'))).toThrow(/invalid command/);
    expect(bad((c) => (c.descriptions[0]!.short_description = 'x'.repeat(121)))).toThrow(/short description/);
    expect(bad((c) => (c.commands[0]!.commands = []))).toThrow(/1 to 100/);
  });

  it('posts each call to the Bot API and stops on the first failure', async () => {
    const calls = buildBotApiCalls(config, 'https://app.example.com');
    const fetchOk = vi.fn(async () => new Response(JSON.stringify({ ok: true, result: true })));
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await applyCalls(calls, '1:T', fetchOk as unknown as typeof fetch);
    expect(fetchOk).toHaveBeenCalledTimes(calls.length);
    expect(fetchOk.mock.calls[0]).toEqual([
      'https://api.telegram.org/bot1:T/setMyCommands',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(calls[0]!.params) }),
    ]);

    const fetchFail = vi.fn(
      async () => new Response(JSON.stringify({ ok: false, description: 'Unauthorized' }), { status: 401 }),
    );
    await expect(applyCalls(calls, 'bad', fetchFail as unknown as typeof fetch)).rejects.toThrow(
      'setMyCommands failed: Unauthorized',
    );
    expect(fetchFail).toHaveBeenCalledTimes(1);
  });
});
