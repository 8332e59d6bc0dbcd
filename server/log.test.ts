import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Db } from './db';
import { browserUrl, formatLogRecord, parseLogLevel, readableLogStream, redactUrl } from './log';

// A readable server log: one line per record, one line per request at debug, nothing per request at info.
const at = new Date(2026, 0, 2, 9, 5, 7).getTime();

describe('redactUrl', () => {
  it('never writes a sign-in token, QR id or code into a log line', () => {
    expect(redactUrl('/?login_token=SECRET123&lang=ko')).toBe('/?login_token=…&lang=ko');
    expect(redactUrl('/other/loginconfirm?qr_id=abcdefgh12345678')).toBe('/other/loginconfirm?qr_id=…');
    expect(redactUrl('/x?Access_Token=a&code=123456&%71r_id=b')).toBe('/x?Access_Token=…&code=…&%71r_id=…');
    expect(redactUrl('/nft/search?symbol=ASTRO')).toBe('/nft/search?symbol=ASTRO');
    expect(redactUrl('/plain')).toBe('/plain');
  });
});

describe('formatLogRecord', () => {
  it('prints the time, the message and the extra fields in one line', () => {
    expect(
      formatLogRecord({
        level: 30,
        time: at,
        pid: 1,
        hostname: 'h',
        msg: 'verification code 123456',
        email: 'a@b.co',
        scene: 'login',
      }),
    ).toBe('09:05:07 verification code 123456 email=a@b.co scene=login');
  });

  it('labels warnings and errors, and puts the stack below', () => {
    expect(formatLogRecord({ level: 40, time: at, msg: 'no front end' })).toBe('09:05:07 WARN no front end');
    const line = formatLogRecord({
      level: 50,
      time: at,
      msg: 'unhandled error',
      reqId: 'req-1',
      err: { stack: 'Error: boom\n    at x' },
    });
    expect(line).toBe('09:05:07 ERROR unhandled error\nError: boom\n    at x');
  });

  it('says nothing for an empty record', () => {
    expect(formatLogRecord({ level: 30, time: at, msg: '' })).toBeNull();
  });
});

describe('readableLogStream', () => {
  it('turns JSON lines into readable ones, errors to the error stream', () => {
    const out: string[] = [];
    const err: string[] = [];
    const stream = readableLogStream(
      { write: (s: string) => out.push(s) > 0 },
      { write: (s: string) => err.push(s) > 0 },
    );
    stream.write(`${JSON.stringify({ level: 30, time: at, msg: 'hello' })}\n`);
    stream.write(`${JSON.stringify({ level: 30, time: at, msg: '' })}\n`);
    stream.write(`${JSON.stringify({ level: 50, time: at, msg: 'bad' })}\n`);
    stream.write('not json\n');
    expect(out).toEqual(['09:05:07 hello\n', 'not json\n']);
    expect(err).toEqual(['09:05:07 ERROR bad\n']);
  });
});

describe('log level and address', () => {
  it('reads LOG_LEVEL, silent in tests unless asked', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'DEBUG' }).logLevel).toBe('debug');
    expect(loadConfig({ LOG_LEVEL: 'chatty' }).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'test', SERVER_TEST_LOG: '1' }).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(parseLogLevel(undefined, 'error')).toBe('error');
  });

  it('prints localhost for a loopback or any-address listener (passkeys refuse a bare IP)', () => {
    expect(browserUrl('127.0.0.1', 8080)).toBe('http://localhost:8080');
    expect(browserUrl('0.0.0.0', 8080)).toBe('http://localhost:8080');
    expect(browserUrl('::1', 8080)).toBe('http://localhost:8080');
    expect(browserUrl('192.168.1.5', 8080)).toBe('http://192.168.1.5:8080');
    expect(browserUrl('fe80::1', 8080)).toBe('http://[fe80::1]:8080');
  });
});

describe('request lines', () => {
  afterEach(() => vi.restoreAllMocks());

  async function linesFor(level: 'info' | 'debug'): Promise<string[]> {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation(
      (chunk: string | Uint8Array) => written.push(String(chunk)) > 0,
    );
    const app = await buildApp({
      config: { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: level, JOBS: '0' }) },
      db: {} as Db,
    });
    await app.inject({ method: 'GET', url: '/dev/telegram?path=/help' });
    await app.inject({ method: 'POST', url: '/nowhere', payload: {} });
    await app.close();
    return written.join('').split('\n').filter(Boolean);
  }

  it('logs nothing per request at the default level', async () => {
    expect(await linesFor('info')).toEqual([]);
  });

  it('logs one short line per request at debug: method, url, status, time', async () => {
    const lines = await linesFor('debug');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d DEBUG GET \/dev\/telegram\?path=\/help 503 \d+ ms$/);
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d DEBUG POST \/nowhere 404 \d+ ms$/);
  });
});
