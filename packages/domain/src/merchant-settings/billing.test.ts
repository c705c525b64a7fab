import type { ProductName } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import {
  feeInvoiceNumber,
  feePeriodOf,
  isFeeDue,
  monthlyFeeCents,
  nextFeePeriod,
  tierInclusions,
} from './billing.ts';

// Issue 26 point 3, spec 1 §6 product tiers, decision 184.
describe('monthly fee per tier (decision 184)', () => {
  it.each([
    ['free_trial', 0],
    ['appointments', 2900],
    ['starter', 4900],
    ['full_product', 9900],
  ] as [ProductName, number][])('%s costs %d cents a month', (tier, cents) => {
    expect(monthlyFeeCents(tier)).toBe(cents);
  });

  it.each([
    ['appointments', ['appointments', 'customers', 'integrations']],
    [
      'starter',
      ['customers', 'payments', 'invoices', 'point_of_sale', 'payment_forms', 'reports', 'integrations'],
    ],
    [
      'full_product',
      [
        'appointments',
        'customers',
        'payments',
        'invoices',
        'point_of_sale',
        'payment_forms',
        'online_store',
        'reports',
        'integrations',
      ],
    ],
  ] as [ProductName, string[]][])('%s includes what its features hold', (tier, lines) => {
    expect(tierInclusions(tier)).toEqual(lines);
  });
});

describe('fee periods (calendar months in the merchant zone)', () => {
  it.each([
    ['2026-11-29', '2026-11-01', '2026-11-30', '2026-12-01'],
    ['2026-12-01', '2026-12-01', '2026-12-31', '2027-01-01'],
    ['2028-02-10', '2028-02-01', '2028-02-29', '2028-03-01'],
    ['2027-02-28', '2027-02-01', '2027-02-28', '2027-03-01'],
  ])('%s is in %s … %s, the next starts %s', (date, start, end, next) => {
    const period = feePeriodOf(date);
    expect(period).toEqual({ start, end });
    expect(nextFeePeriod(period).start).toBe(next);
  });

  it('numbers an invoice by merchant and month', () => {
    expect(feeInvoiceNumber(42, feePeriodOf('2026-03-15'))).toBe('PB-42-202603');
  });

  it.each([
    ['full_product', true, false, true],
    ['full_product', false, false, false],
    ['full_product', true, true, false],
    ['free_trial', true, false, false],
  ] as [ProductName, boolean, boolean, boolean][])(
    '%s, card %s, invoiced %s: due %s',
    (tier, hasCard, hasInvoice, due) => {
      expect(isFeeDue({ tier, hasCard, hasInvoice })).toBe(due);
    },
  );
});
