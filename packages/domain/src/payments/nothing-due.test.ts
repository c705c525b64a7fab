import { describe, expect, it } from 'vitest';
import {
  NOTHING_DUE_NEEDS_ACCOUNT_MESSAGE,
  type NothingDueFacts,
  type NothingDueRefusal,
  nothingDueMessage,
  nothingDueRefusal,
} from './nothing-due.ts';

// spec 3 §4.8, §5 Checkout; decision 79: when a checkout may complete with nothing to pay.
describe('nothingDueRefusal', () => {
  it.each<[string, NothingDueFacts, NothingDueRefusal | null]>([
    ['the deposit covers a one-time sale', { charge_cents: 0, has_dated_lines: false }, null],
    ['a cent is due', { charge_cents: 1, has_dated_lines: false }, 'amount_due'],
    ['the rest of the total is due', { charge_cents: 4000, has_dated_lines: false }, 'amount_due'],
    ['nothing due, a recurring or dated line', { charge_cents: 0, has_dated_lines: true }, 'needs_account'],
    ['something due and a dated line', { charge_cents: 500, has_dated_lines: true }, 'amount_due'],
  ])('%s', (_, facts, expected) => {
    expect(nothingDueRefusal(facts)).toBe(expected);
  });
});

describe('nothingDueMessage', () => {
  it.each<[NothingDueRefusal, number, string]>([
    ['amount_due', 1, 'Choose how the customer pays: $0.01 is due.'],
    ['amount_due', 4000, 'Choose how the customer pays: $40.00 is due.'],
    ['amount_due', 123456, 'Choose how the customer pays: $1234.56 is due.'],
    ['needs_account', 0, NOTHING_DUE_NEEDS_ACCOUNT_MESSAGE],
  ])('%s with %i cents', (reason, cents, message) => {
    expect(nothingDueMessage(reason, cents)).toBe(message);
  });
});
