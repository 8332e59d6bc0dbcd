import { sign, validate } from '@telegram-apps/init-data-node';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { devBotToken, withDevBotToken } from './devBotToken';

// Without BOT_TOKEN, main.ts and dev.ts sign Telegram init data with a development token, never in production.
const env = (vars: Record<string, string>) => loadConfig({ DATA_DIR: '.data/', ...vars });

describe('development bot token', () => {
  it('is made in development when BOT_TOKEN is unset, shaped like a real token, and works for init data', () => {
    const token = devBotToken(env({}));
    expect(token).toMatch(/^\d{10}:[A-Za-z0-9_-]{35}$/);
    const initData = sign({ user: { id: 1, first_name: 'A' } } as never, token!, new Date());
    expect(() => validate(initData, token!)).not.toThrow();
  });

  it('is the same at every start for one database, and differs for another or another secret', () => {
    expect(devBotToken(env({}))).toBe(devBotToken(env({})));
    expect(devBotToken(env({ DATA_DIR: 'other/' }))).not.toBe(devBotToken(env({})));
    expect(devBotToken(env({ SIGN_SECRET: 'another' }))).not.toBe(devBotToken(env({})));
    const pg = env({ DATABASE_URL: 'postgres://localhost/app' });
    expect(devBotToken(pg)).not.toBe(devBotToken(env({ DATABASE_URL: 'postgres://localhost/other' })));
  });

  it('is not made in development mode on a public address, unless DEV_FEATURES=1', () => {
    expect(devBotToken(env({ HOST: '0.0.0.0' }))).toBeNull();
    expect(devBotToken(env({ HOST: '0.0.0.0', DEV_FEATURES: '1' }))).toMatch(/^\d{10}:/);
    expect(devBotToken(env({ HOST: 'localhost' }))).toMatch(/^\d{10}:/);
  });

  it('is never made in production, and never replaces a BOT_TOKEN', () => {
    expect(devBotToken(env({ NODE_ENV: 'production' }))).toBeNull();
    expect(withDevBotToken(env({ NODE_ENV: 'production' }))).toEqual({
      config: env({ NODE_ENV: 'production' }),
      notice: null,
    });
    expect(withDevBotToken(env({ NODE_ENV: 'production' })).config.botToken).toBeUndefined();
    expect(devBotToken(env({ BOT_TOKEN: '1:real' }))).toBeNull();
    expect(withDevBotToken(env({ BOT_TOKEN: '1:real' })).config.botToken).toBe('1:real');
  });

  it('fills the configuration and prints the token once, in one line', () => {
    const { config, notice } = withDevBotToken(env({}));
    expect(config.botToken).toBe(devBotToken(env({})));
    expect(notice).toContain(config.botToken);
    expect(notice).not.toContain('\n');
  });
});
