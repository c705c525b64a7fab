import { describe, expect, it } from 'vitest';
import type { FeeStructureType } from '../catalogue/fee-structure.ts';
import {
  editableFeeStructures,
  type OfferedFeeStructure,
  subscriptionEditBody,
  subscriptionEditProblems,
} from './subscription-edit.ts';

const fee = (
  id: number,
  type: FeeStructureType,
  is_recurring: boolean,
  is_active = true,
): OfferedFeeStructure => ({
  id,
  type,
  is_recurring,
  is_active,
});

const ALL = [
  fee(1, 'fee', true),
  fee(2, 'fee', false),
  fee(3, 'tax', true),
  fee(4, 'tax', false),
  fee(5, 'order_fee', true),
  fee(6, 'line_item_discount', true),
  fee(7, 'line_item_discount', false),
  fee(8, 'fee', true, false),
];

describe('spec 3 §4.5: the fee structures the edit form offers', () => {
  it.each<[string, number, number[], number[]]>([
    ['before any bill: all but line-item discounts and inactive ones', 0, [], [1, 2, 3, 4, 5]],
    ['after a bill: only recurring ones', 1, [], [1, 3, 5]],
    ['an inactive one the schedule holds stays offered', 2, [8], [1, 3, 5, 8]],
    ['a held line-item discount is still not offered', 0, [6], [1, 2, 3, 4, 5]],
  ])('%s', (_name, done, held, ids) => {
    expect(editableFeeStructures(ALL, done, held).map((f) => f.id)).toEqual(ids);
  });
});

describe('spec 3 §5: the edit body', () => {
  const form = {
    price: '30.00',
    remaining_occurrences: 5,
    fee_structure_ids: [1],
    next_bill_date: '2027-07-01',
  };

  it('carries price and remaining occurrences, without start_at when the date is unchanged', () => {
    expect(subscriptionEditBody(form, '2027-07-01')).toEqual({
      price: '30.00',
      occurrences: 5,
      fee_structure_ids: [1],
    });
  });

  it('carries start_at when the date changed', () => {
    expect(subscriptionEditBody(form, '2027-06-15')).toMatchObject({ start_at: '2027-07-01' });
    expect(subscriptionEditBody(form, null)).toMatchObject({ start_at: '2027-07-01' });
  });

  it.each<[number | null, string | undefined, string[]]>([
    [5, '2027-06-02', []],
    [null, undefined, []],
    [0, undefined, ['occurrences']],
    [1.5, undefined, ['occurrences']],
    [1, '2027-06-01', ['start_at']],
  ])('occurrences %s, start_at %s: problems %j', (occurrences, start_at, fields) => {
    expect(Object.keys(subscriptionEditProblems({ occurrences, start_at }, '2027-06-01'))).toEqual(fields);
  });
});
