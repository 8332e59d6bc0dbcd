import { describe, expect, it } from 'vitest';
import { devFeaturesOn, devFeaturesWarning, isLoopbackHost, loadConfig, parseOrigin } from './config';

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
