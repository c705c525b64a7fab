import { describe, expect, it } from 'vitest';
import { isRoutingChecksumValid, routingNumberError, routingNumberProblem } from './routing-number.ts';

describe('ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 mod 10', () => {
  it.each(['011000015', '021000021', '111000025', '122105155'])('%s passes', (digits) => {
    expect(isRoutingChecksumValid(digits)).toBe(true);
  });

  it.each(['011000016', '021000022', '123456789', '12345678', '0110000150', '01100001a', ''])(
    '"%s" fails',
    (digits) => {
      expect(isRoutingChecksumValid(digits)).toBe(false);
    },
  );
});

describe('spec 2 §3: routing number problems', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    [null, 'required'],
    [undefined, 'required'],
    ['0110-0001', 'digits'],
    ['011 000 015', 'digits'],
    ['01100001', 'length'],
    ['0110000150', 'length'],
    ['011000016', 'checksum'],
    ['123456789', 'checksum'],
    ['011000015', null],
    [' 021000021 ', null],
  ])('"%s" → %s', (text, problem) => {
    expect(routingNumberProblem(text)).toBe(problem);
  });

  it('errors name the routing number', () => {
    expect(routingNumberError('')).toBe('Enter the routing number.');
    expect(routingNumberError('0110-0001')).toBe('The routing number can only contain digits.');
    expect(routingNumberError('01100001')).toBe('The routing number must be exactly 9 digits.');
    expect(routingNumberError('011000016')).toBe(
      'The routing number is not valid. Check it for typing mistakes.',
    );
    expect(routingNumberError('021000021')).toBeNull();
  });
});
