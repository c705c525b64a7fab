import type { FeeStructure } from '@paybook/contracts';
import { moneyTextMessage } from '@paybook/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { feeFormSchema, feeFormValues, feeStructureBody } from './fee-structure-form-schema';

// Keys stand in for texts: the test checks which message, not its wording.
const t = ((key: string) => key) as unknown as TFunction;

const saved: FeeStructure = {
  id: 7,
  type: 'line_item_discount',
  name: 'Spring sale',
  amount: '12.35',
  is_percent: true,
  is_active: true,
  is_recurring: false,
  is_taxable: false,
  offering_ids: [3, 4],
  tax_fee_structure_ids: [],
  discount: {
    code: 'SPRING',
    uses: null,
    start_date: '2026-03-01',
    end_date: null,
    discounts_used_count: 2,
    status: 'valid',
  },
};

describe('fee form (spec 3 §3.3, §5)', () => {
  it('needs a name and an amount', () => {
    const issues = feeFormSchema(t).safeParse(feeFormValues(undefined, 'tax')).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'feeStructures.form.nameRequired'],
      ['amount', 'feeStructures.form.amountRequired'],
    ]);
  });

  it.each([
    ['1,000', false],
    ['10,00', false],
    ['$5', false],
    ['5.255', false],
    ['8,375', true],
  ])(
    'issue 13 point 2: the amount "%s" (percent: %s) is refused by the domain money rule',
    (amount, isPercent) => {
      const values = { ...feeFormValues(undefined, 'tax'), name: 'Tax', amount, is_percent: isPercent };
      const issues = feeFormSchema(t).safeParse(values).error?.issues ?? [];
      expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['amount', moneyTextMessage],
      ]);
    },
  );

  it.each([
    ['1000', false],
    ['5.25', false],
    ['8.375', true],
  ])('issue 13 point 2: the amount "%s" (percent: %s) is a plain decimal', (amount, isPercent) => {
    const values = { ...feeFormValues(undefined, 'tax'), name: 'Tax', amount, is_percent: isPercent };
    expect(feeFormSchema(t).safeParse(values).success).toBe(true);
  });

  it('a saved discount round-trips into the same body', () => {
    expect(feeStructureBody(feeFormValues(saved, 'tax'))).toEqual({
      type: 'line_item_discount',
      name: 'Spring sale',
      amount: '12.35',
      is_percent: true,
      is_recurring: false,
      is_taxable: false,
      offering_ids: [3, 4],
      tax_fee_structure_ids: [],
      discount: { code: 'SPRING', uses: null, start_date: '2026-03-01', end_date: null },
    });
  });

  it('leaves out what does not apply: items of an order fee, taxes of an untaxed fee, discount fields', () => {
    const values = {
      ...feeFormValues(undefined, 'order_fee'),
      name: 'Delivery',
      amount: '7.50',
      is_percent: false,
      offering_ids: ['3'],
      tax_fee_structure_ids: ['9'],
      discount: { code: 'X', uses: 3, start_date: null, end_date: null },
    };
    expect(feeStructureBody(values)).toMatchObject({
      offering_ids: [],
      tax_fee_structure_ids: [],
      is_taxable: false,
      discount: null,
    });
    expect(feeStructureBody({ ...values, is_taxable: true })).toMatchObject({
      is_taxable: true,
      tax_fee_structure_ids: [9],
    });
  });
});
