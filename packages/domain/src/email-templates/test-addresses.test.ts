import { describe, expect, it } from 'vitest';
import { parseTestAddresses } from './test-addresses.ts';

describe('test e-mail addresses (spec 3 §5)', () => {
  it.each([
    ['one address', 'a@b.co', ['a@b.co'], null],
    ['comma separated with spaces', 'a@b.co, c@d.org', ['a@b.co', 'c@d.org'], null],
    ['a trailing comma is trimmed', 'a@b.co,', ['a@b.co'], null],
    ['a trailing comma and space are trimmed', 'a@b.co, c@d.org , ', ['a@b.co', 'c@d.org'], null],
    ['empty', '  ', [], 'Enter at least one e-mail address.'],
    ['one invalid', 'a@b.co, nope', ['a@b.co', 'nope'], 'nope is not a valid e-mail address.'],
    [
      'an empty one between commas',
      'a@b.co,,c@d.org',
      ['a@b.co', '', 'c@d.org'],
      'Remove the empty address between commas.',
    ],
    ['no domain dot', 'a@b', ['a@b'], 'a@b is not a valid e-mail address.'],
  ] as const)('%s', (_case, input, addresses, problem) => {
    expect(parseTestAddresses(input)).toEqual({ addresses, problem });
  });

  it('at most ten addresses', () => {
    const many = Array.from({ length: 11 }, (_, i) => `p${i}@x.com`).join(',');
    expect(parseTestAddresses(many).problem).toBe('Send a test to at most 10 addresses.');
  });
});
