import { describe, expect, it } from 'vitest';
import { phoneAsWritten } from './phone.ts';

describe('phoneAsWritten (issue 16 point 5)', () => {
  it.each([
    ['3035550142', '(303) 555-0142'],
    [' 3035550142 ', '(303) 555-0142'],
    ['(303) 555-0142', '(303) 555-0142'],
    ['+44 20 7946 0000', '+44 20 7946 0000'],
    ['55501', '55501'],
    ['', ''],
    [undefined, ''],
    [null, ''],
  ])('%s reads %s', (stored, written) => {
    expect(phoneAsWritten(stored)).toBe(written);
  });
});
