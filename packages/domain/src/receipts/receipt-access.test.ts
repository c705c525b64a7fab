import type { AccessRight } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { makeSubject } from '../testing/subjects.ts';
import { canSendReceipt, canViewReceipt } from './receipt-access.ts';

// spec 3 §6 rights, one row per right held alone.
const rows: [AccessRight | 'none', boolean, boolean][] = [
  ['create_orders', true, true],
  ['modify_orders', true, false],
  ['view_reports', true, false],
  ['manage_customers', false, false],
  ['manage_configuration', false, false],
  ['none', false, false],
];

describe('receipt access (spec 3 §6, §2.6, §4.2)', () => {
  it.each(rows)('%s: view %s, send %s', (right, view, send) => {
    const subject = makeSubject({ rights: right === 'none' ? [] : [right] });
    expect(canViewReceipt(subject)).toBe(view);
    expect(canSendReceipt(subject)).toBe(send);
  });
});
