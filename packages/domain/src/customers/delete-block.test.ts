import { describe, expect, it } from 'vitest';
import { deleteBlockedMessage, deleteBlockers } from './delete-block.ts';

describe('customer delete block (spec 2 §5)', () => {
  it('nothing outstanding: the customer may be deleted', () => {
    expect(deleteBlockers({})).toEqual([]);
    expect(deleteBlockedMessage({ appointments: 0 })).toBeNull();
  });

  it('any outstanding kind blocks, listed in the spec’s order', () => {
    expect(deleteBlockers({ invoices: 2, appointments: 1, unknown_payments: 1 })).toEqual([
      'appointments',
      'invoices',
      'unknown_payments',
    ]);
  });

  it('the message names each outstanding kind with its count', () => {
    expect(deleteBlockedMessage({ appointments: 1 })).toBe(
      "This customer can't be deleted while they have 1 upcoming appointment.",
    );
    expect(deleteBlockedMessage({ appointments: 2, invoices: 1, recurring_payments: 3 })).toBe(
      "This customer can't be deleted while they have 2 upcoming appointments, 1 unpaid invoice and 3 recurring payments.",
    );
  });
});
