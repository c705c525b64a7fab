import type { FeeStructure } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import {
  type BuilderForm,
  bodyOf,
  customLine,
  dueDateOf,
  emailsOf,
  emptyForm,
  priceForm,
} from './builder-form';

// Issue 25 point 3: the builder's body and its live totals (priceOrder, decision 65).

const TAX: FeeStructure = {
  id: 5,
  type: 'tax',
  name: 'Sales tax',
  amount: '8.25',
  is_percent: true,
  is_active: true,
  is_recurring: false,
  is_taxable: false,
  offering_ids: [],
  tax_fee_structure_ids: [],
  discount: null,
};

const form = (patch: Partial<BuilderForm> = {}): BuilderForm => ({
  ...emptyForm('2026-11-20'),
  lines: [
    {
      kind: 'item',
      offering_id: 7,
      name: 'Shampoo',
      quantity: '2',
      price: '10.00',
      is_taxable: true,
      is_price_manual_entry: false,
      price_structure: 'fixed',
      unit_name: null,
    },
    { ...customLine(), name: 'Design work', price: '150' },
  ],
  ...patch,
});

describe('priceForm', () => {
  it('prices items and free-text lines with the active taxes', () => {
    const priced = priceForm(form(), [TAX], '2026-11-20');
    expect(priced?.subtotal_cents).toBe(17_000);
    expect(priced?.tax_cents).toBe(165);
    expect(priced?.total_cents).toBe(17_165);
  });
  it.each([
    ['a quantity that is not a number', { quantity: 'two' }],
    ['an empty price', { price: '' }],
  ])('answers nothing for %s', (_name, change) => {
    const [first, second] = form().lines;
    expect(priceForm(form({ lines: [first!, { ...second!, ...change }] }), [TAX], '2026-11-20')).toBeNull();
  });
});

describe('bodyOf', () => {
  it('sends a priced item without its price and a free-text line with it', () => {
    const body = bodyOf(form({ additional_to_emails: 'a@x.test, b@x.test;' }), 3, 'now');
    expect(body.lines).toEqual([
      { kind: 'item', offering_id: 7, quantity: '2', price: null },
      { kind: 'custom', name: 'Design work', quantity: '1', price: '150', is_taxable: false },
    ]);
    expect(body).toMatchObject({
      customer_id: 3,
      send: 'now',
      additional_to_emails: ['a@x.test', 'b@x.test'],
    });
  });
  it('keeps the chosen due date only with terms custom', () => {
    expect(bodyOf(form({ due_date: '2026-12-24' }), 3, 'draft').due_date).toBeNull();
    expect(bodyOf(form({ terms: 'custom', due_date: '2026-12-24' }), 3, 'draft').due_date).toBe('2026-12-24');
  });
});

describe('dueDateOf and emailsOf', () => {
  it.each([
    ['due_on_receipt', '2026-11-20'],
    ['net_30', '2026-12-20'],
  ] as const)('%s → %s', (terms, due) => {
    expect(dueDateOf(form({ terms }))).toBe(due);
  });
  it('splits addresses on commas, semicolons and spaces', () => {
    expect(emailsOf(' a@x.test,b@x.test ; c@x.test ')).toEqual(['a@x.test', 'b@x.test', 'c@x.test']);
  });
});
