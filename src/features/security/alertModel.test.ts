import { describe, expect, it } from 'vitest';
import { alertAccess, asksBeforeTurningOn, botChatUrl } from './alertModel';

describe('alertAccess', () => {
  it('is allowed whenever the bot may write, in or out of Telegram', () => {
    expect(alertAccess({ write_access: true }, true)).toBe('allowed');
    expect(alertAccess({ write_access: true }, false)).toBe('allowed');
  });
  it('asks inside Telegram and sends to Telegram elsewhere', () => {
    expect(alertAccess({ write_access: false }, true)).toBe('ask');
    expect(alertAccess({ write_access: false }, false)).toBe('open_telegram');
  });
});

describe('asksBeforeTurningOn', () => {
  it('asks only when turning on without the permission inside Telegram', () => {
    expect(asksBeforeTurningOn(true, 'ask')).toBe(true);
    expect(asksBeforeTurningOn(false, 'ask')).toBe(false);
    expect(asksBeforeTurningOn(true, 'allowed')).toBe(false);
    expect(asksBeforeTurningOn(true, 'open_telegram')).toBe(false);
  });
});

describe('botChatUrl', () => {
  it('links a bot username and refuses anything else', () => {
    expect(botChatUrl('NFTMarketTestBot')).toBe('https://t.me/NFTMarketTestBot');
    expect(botChatUrl(null)).toBeNull();
    expect(botChatUrl('')).toBeNull();
    expect(botChatUrl('evil.com/x')).toBeNull();
  });
});
