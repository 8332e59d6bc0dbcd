import { describe, expect, it } from 'vitest';
import { inlineShareQuery, parseInlineShare } from './inlineShare';

describe('inline share queries', () => {
  it('writes each kind of share and reads it back', () => {
    const targets = [
      { kind: 'item', symbol: 'PUNK', token_id: '42' },
      { kind: 'collection', symbol: 'PUNK' },
      { kind: 'profile' },
      { kind: 'payment_request', path: '/asset/send?symbol=USDT&amount=12.5&pay_id=Ab12' },
    ] as const;
    expect(targets.map((target) => inlineShareQuery(target))).toEqual([
      'item PUNK 42',
      'collection PUNK',
      'invite',
      'pay symbol=USDT&amount=12.5&pay_id=Ab12',
    ]);
    for (const target of targets) expect(parseInlineShare(inlineShareQuery(target)!)).toEqual(target);
  });

  it('reads extra spaces but nothing else', () => {
    expect(parseInlineShare('  item  PUNK   7 ')).toEqual({ kind: 'item', symbol: 'PUNK', token_id: '7' });
    for (const query of [
      '',
      'punk',
      'item PUNK',
      'item PUNK 1 2',
      'item <script> 1',
      `item ${'A'.repeat(21)} 1`,
      'collection',
      'invite me',
      'pay',
      'pay symbol=USDT amount=1',
      'pay a"b',
      'ITEM PUNK 1',
    ]) {
      expect(parseInlineShare(query)).toBeNull();
    }
  });

  it('writes no query for a share it cannot carry', () => {
    expect(inlineShareQuery({ kind: 'item', symbol: 'PUNK' })).toBeNull();
    expect(inlineShareQuery({ kind: 'payment_request', path: '/asset/withdraw?x=1' })).toBeNull();
    expect(inlineShareQuery({ kind: 'payment_request', path: `/asset/send?${'a'.repeat(300)}` })).toBeNull();
  });
});
