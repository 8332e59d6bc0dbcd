import { describe, expect, it } from 'vitest';
import { isValidPrice } from './validate';

describe('isValidPrice', () => {
  it.each(['0.5', '12', '1.25', '1.50', '0.000000000000000001', '10', '123456789012345678901234567890.1'])(
    'accepts %s',
    (v) => expect(isValidPrice(v)).toBe(true),
  );
  it.each([
    '',
    ' ',
    ' 1',
    '1 ',
    '0',
    '0.0',
    '00',
    '012',
    '00.5',
    '-1',
    '-0.5',
    '+1',
    '1.',
    '.5',
    '1e5',
    '1E5',
    '1,5',
    '0x10',
    'NaN',
    'Infinity',
    '１２',
    '1.2.3',
    '٣',
  ])('rejects %j', (v) => expect(isValidPrice(v)).toBe(false));
});
