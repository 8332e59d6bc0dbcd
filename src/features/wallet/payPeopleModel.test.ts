import { describe, expect, it } from 'vitest';
import { paymentRequestKey } from '@/domain/paymentRequest';
import { newPaymentRequestId, paymentRequestPath, receiverOf, sendPrefill } from './payPeopleModel';

const COINS = [
  { symbol: 'USDT', decimals: 6 },
  { symbol: 'BTC', decimals: 8 },
];

describe('receiverOf', () => {
  it('reads digits as a Pay ID and a name as a Telegram username', () => {
    expect(receiverOf(' 123456789 ')).toEqual({ kind: 'payId', payId: '123456789' });
    expect(receiverOf('@Alice_Pays')).toEqual({ kind: 'username', username: 'Alice_Pays' });
    expect(receiverOf('alice_pays')).toEqual({ kind: 'username', username: 'alice_pays' });
    expect(receiverOf('')).toEqual({ kind: 'empty' });
  });

  it('refuses what is neither', () => {
    for (const text of ['12', '@abc', '@has space', '@' + 'a'.repeat(33), 'a-b-c-d-e', '@12345', '<b>name</b>'])
      expect(receiverOf(text)).toEqual({ kind: 'invalid' });
  });
});

describe('payment requests', () => {
  it('builds the send path and reads it back whole', () => {
    const id = newPaymentRequestId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newPaymentRequestId()).not.toBe(id);
    const path = paymentRequestPath({ symbol: 'USDT', amount: '12.5', payId: '123456789', id });
    expect(path).toBe(`/asset/send?symbol=USDT&amount=12.5&pay_id=123456789&request=${id}`);
    expect(sendPrefill(path.split('?')[1]!, COINS)).toEqual({
      symbol: 'USDT',
      amount: '12.5',
      receiver: '123456789',
      requestId: id,
      refused: false,
    });
    expect(paymentRequestKey(id)).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('reads a malformed request id as none (the payment is then an ordinary send)', () => {
    for (const request of ['short', 'x'.repeat(33), 'has space in it here', '<script>alert(1)</script>'])
      expect(sendPrefill(`symbol=USDT&request=${encodeURIComponent(request)}`, COINS).requestId).toBeNull();
  });

  it('leaves each bad value empty and says so, never more', () => {
    expect(sendPrefill('symbol=NOPE&amount=5&pay_id=123456789', COINS)).toEqual({
      symbol: null,
      amount: '',
      receiver: '123456789',
      requestId: null,
      refused: true,
    });
    expect(sendPrefill('symbol=usdt&amount=1.1234567&pay_id=123456789', COINS)).toMatchObject({
      symbol: 'USDT',
      amount: '',
      refused: true,
    });
    for (const amount of ['0', '-1', 'abc', '1e5', '01'])
      expect(sendPrefill(`symbol=BTC&amount=${amount}`, COINS)).toMatchObject({ amount: '', refused: true });
    expect(sendPrefill('symbol=BTC&pay_id=12ab', COINS)).toMatchObject({ receiver: '', refused: true });
    expect(sendPrefill('', COINS)).toEqual({ symbol: null, amount: '', receiver: '', requestId: null, refused: false });
  });
});
