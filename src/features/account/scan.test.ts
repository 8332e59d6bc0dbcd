import { describe, expect, it } from 'vitest';
import { encodeStartParam } from '@/shared/lib/url';
import { loginQrUrl } from './model';
import { classifyScan } from './scan';

const origin = 'https://app.example.com';
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const BTC = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const BTC_LEGACY = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';
const SOL = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

describe('classifyScan', () => {
  it('knows a desktop sign-in QR code of this site', () => {
    const text = loginQrUrl(origin, 'abcdefgh1234');
    expect(classifyScan(` ${text} `, origin)).toEqual({ kind: 'login', text });
    // Another site's sign-in link is not ours: only text.
    expect(classifyScan(loginQrUrl('https://evil.example', 'abcdefgh1234'), origin)?.kind).toBe('text');
  });
  it('sends to a Pay ID (9 digits) with the receiver filled in', () => {
    expect(classifyScan('123456789', origin)).toEqual({
      kind: 'payId',
      payId: '123456789',
      path: '/asset/send?pay_id=123456789',
    });
    expect(classifyScan('12345678', origin)?.kind).toBe('text');
    expect(classifyScan('1234567890', origin)?.kind).toBe('text');
  });
  it('withdraws to an address with the chains that accept it, the first suggested', () => {
    expect(classifyScan(EVM, origin)).toEqual({
      kind: 'address',
      address: EVM,
      chains: ['ERC20', 'BSC'],
      path: `/asset/withdraw?chain=ERC20&address=${EVM}`,
    });
    expect(classifyScan(TRON, origin)).toMatchObject({
      chains: ['TRC20'],
      path: `/asset/withdraw?chain=TRC20&address=${TRON}`,
    });
    expect(classifyScan(BTC, origin)).toMatchObject({ chains: ['BTC'] });
    expect(classifyScan(BTC_LEGACY, origin)).toMatchObject({ kind: 'address', chains: ['BTC'] });
    expect(classifyScan(SOL, origin)).toMatchObject({ kind: 'address', chains: ['SOLANA'] });
    // A broken checksum is not an address.
    expect(classifyScan('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', origin)?.kind).toBe('text');
  });
  it('opens a link to one of the app’s own screens, a startapp link included', () => {
    expect(classifyScan(`${origin}/nft/search?symbol=A`, origin)).toEqual({
      kind: 'link',
      path: '/nft/search?symbol=A',
    });
    const startapp = `https://t.me/some_bot/app?startapp=${encodeStartParam('/asset/send?symbol=USDT')}`;
    expect(classifyScan(startapp, origin)).toEqual({ kind: 'link', path: '/asset/send?symbol=USDT' });
    expect(classifyScan(`${origin}/other/scan`, origin)?.kind).toBe('text');
  });
  it('shows anything else as text, never as something to open', () => {
    for (const text of [
      'https://evil.example/x',
      'javascript:alert(1)',
      '/asset/send',
      '//app.example.com/x',
      'https://app.example.com.evil.com/',
      'hello world',
      'https://t.me/chan',
    ]) {
      expect(classifyScan(text, origin)).toEqual({ kind: 'text', text });
    }
    expect(classifyScan('   ', origin)).toBeNull();
  });
});
