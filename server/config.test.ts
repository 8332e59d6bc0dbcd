import { describe, expect, it } from 'vitest';
import {
  devFeaturesOn,
  devFeaturesWarning,
  isLoopbackHost,
  loadConfig,
  parseOrigin,
  parseWebhookSecret,
} from './config';

describe('development features', () => {
  it('know a loopback address', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'example.com', '127.0.0.1.example.com']) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });

  it('run in development or test on a loopback address only, never in production', () => {
    expect(devFeaturesOn(loadConfig({}))).toBe(true);
    expect(devFeaturesOn(loadConfig({ NODE_ENV: 'test' }))).toBe(true);
    expect(devFeaturesOn(loadConfig({ HOST: '0.0.0.0' }))).toBe(false);
    expect(devFeaturesOn(loadConfig({ HOST: '0.0.0.0', DEV_FEATURES: '1' }))).toBe(true);
    expect(devFeaturesOn(loadConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(devFeaturesOn(loadConfig({ NODE_ENV: 'production', DEV_FEATURES: '1' }))).toBe(false);
  });

  it('warn once when development mode listens beyond this machine', () => {
    expect(devFeaturesWarning(loadConfig({ HOST: '0.0.0.0' }))).toMatch(/not a loopback address.*DEV_FEATURES=1/);
    expect(devFeaturesWarning(loadConfig({}))).toBeNull();
    expect(devFeaturesWarning(loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0' }))).toBeNull();
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('is an http(s) origin, written without a trailing slash, or unset', () => {
    expect(loadConfig({}).publicOrigin).toBeNull();
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Wallet.Example.com/' }).publicOrigin).toBe(
      'https://wallet.example.com',
    );
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://127.0.0.1:8080' }).publicOrigin).toBe('http://127.0.0.1:8080');
  });

  it('refuses anything that is not an origin, at start-up', () => {
    for (const value of [
      'wallet.example.com',
      'ftp://example.com',
      'https://example.com/app',
      'https://a@example.com',
      'https://example.com?x=1',
    ])
      expect(() => parseOrigin(value)).toThrow(/PUBLIC_ORIGIN/);
  });
});

describe('bot settings', () => {
  it('default to the public Bot API, no webhook, the test bot outside production and the app named app', () => {
    const config = loadConfig({});
    expect(config.botApiUrl).toBe('https://api.telegram.org');
    expect(config.botWebhookSecret).toBeNull();
    expect(config.botUsername).toBe('NFTMarketTestBot');
    expect(config.miniAppName).toBe('app');
    expect(loadConfig({ NODE_ENV: 'production' }).botUsername).toBeNull();
  });

  it('read BOT_API_URL, BOT_WEBHOOK_SECRET, BOT_USERNAME and MINI_APP_NAME', () => {
    const config = loadConfig({
      BOT_API_URL: 'http://127.0.0.1:4350/',
      BOT_WEBHOOK_SECRET: 'a-Secret_1',
      BOT_USERNAME: '@RealBot',
      MINI_APP_NAME: 'market',
    });
    expect(config).toMatchObject({
      botApiUrl: 'http://127.0.0.1:4350',
      botWebhookSecret: 'a-Secret_1',
      botUsername: 'RealBot',
      miniAppName: 'market',
    });
  });

  it('refuse a webhook secret the Bot API would refuse, at start-up', () => {
    for (const value of ['has space', 'ünicode', 'x'.repeat(257)])
      expect(() => loadConfig({ BOT_WEBHOOK_SECRET: value })).toThrow(/BOT_WEBHOOK_SECRET/);
    expect(parseWebhookSecret('x'.repeat(256))).toHaveLength(256);
  });
});
