import { describe, expect, it } from 'vitest';
import {
  ACH_AUTHORIZATION_TYPES,
  codeName,
  ORDER_STATUSES,
  PAYMENT_TRANSACTION_STATUSES,
  RED_TRANSACTION_STATUSES,
  SALE_TYPES,
  TRANSACTION_STATUSES,
} from './codes.ts';

describe('spec 2 §3 code tables', () => {
  it.each([
    [SALE_TYPES, 0, 'Online Store'],
    [SALE_TYPES, 2, 'Point of Sale'],
    [SALE_TYPES, 12, 'Order Details'],
    [SALE_TYPES, 24, 'Payment Link'],
    [SALE_TYPES, 13, null],
    [ORDER_STATUSES, 1, 'Created'],
    [ORDER_STATUSES, 2, 'Cancelled'],
    [ORDER_STATUSES, 0, null],
    [TRANSACTION_STATUSES, 1, 'Processed'],
    [TRANSACTION_STATUSES, 2, 'Voided'],
    [TRANSACTION_STATUSES, 3, 'Failed'],
    [TRANSACTION_STATUSES, 4, 'Refunded'],
    [TRANSACTION_STATUSES, 5, 'Refund Voided'],
    [TRANSACTION_STATUSES, 6, 'Refund Failed'],
    [TRANSACTION_STATUSES, 7, null],
  ] as const)('%j: %s is %s', (table, code, name) => {
    expect(codeName(table, code)).toBe(name);
  });

  it('1 to 3 are payments; 3 and 6 show in red', () => {
    expect(PAYMENT_TRANSACTION_STATUSES.map((code) => TRANSACTION_STATUSES[code])).toEqual([
      'Processed',
      'Voided',
      'Failed',
    ]);
    expect(RED_TRANSACTION_STATUSES.map((code) => TRANSACTION_STATUSES[code])).toEqual([
      'Failed',
      'Refund Failed',
    ]);
  });

  it('spec 3 §5: the default ACH authorisation (index 4, else the last) is Ccd', () => {
    const types: readonly string[] = ACH_AUTHORIZATION_TYPES;
    expect(types[4] ?? types.at(-1)).toBe('Ccd');
  });
});
