import type { PublicStore } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import {
  cartLines,
  cartOf,
  EMPTY_ADDRESS,
  initialQuantities,
  lineIndexOf,
  neededAddress,
} from './store-cart';

// Issue 27 point 4: what a store's page sends.
const item = (id: number, overrides: Partial<PublicStore['items'][number]> = {}) => ({
  offering_id: id,
  name: `Item ${id}`,
  description: '',
  price_text: '$10.00',
  price: '10.00',
  price_structure: 'fixed' as const,
  unit_name: null,
  image_url: null,
  address: 'none' as const,
  custom_fields: [],
  ...overrides,
});
const store = (type: PublicStore['store_type'], items = [item(1), item(2)]) =>
  ({ store_type: type, items }) as PublicStore;

describe('the cart of a store’s page', () => {
  it('starts a payment form with its item once, a store with nothing', () => {
    expect(initialQuantities(store('payment_form', [item(7)]))).toEqual({ 7: '1' });
    expect(initialQuantities(store('store'))).toEqual({});
  });

  it.each([
    [{ 1: '2' }, [{ offering_id: 1, quantity: '2', price: null, custom_fields: [] }]],
    [{ 1: '0', 2: ' 3 ' }, [{ offering_id: 2, quantity: '3', price: null, custom_fields: [] }]],
    [{ 1: '', 2: '' }, []],
  ])('quantities %j send %j', (quantities, lines) => {
    expect(cartLines(store('store'), quantities, {})).toEqual(lines);
  });

  it('sends a typed price only for an item priced by the buyer', () => {
    const priced = store('payment_form', [item(1, { price: null })]);
    expect(cartLines(priced, { 1: '1' }, { 1: ' 25 ' })).toEqual([
      { offering_id: 1, quantity: '1', price: '25', custom_fields: [] },
    ]);
    expect(cartLines(priced, { 1: '1' }, {})).toEqual([
      { offering_id: 1, quantity: '1', price: null, custom_fields: [] },
    ]);
  });

  it.each([
    [{ 1: '1' }, null],
    [{ 2: '1' }, 'service'],
    [{ 2: '1', 3: '1' }, 'shipping'],
  ] as const)('chosen %j need the %s address', (quantities, need) => {
    const items = [item(1), item(2, { address: 'service' }), item(3, { address: 'shipping' })];
    expect(neededAddress(store('store', items), quantities)).toBe(need);
  });

  it('sends the address with its type only when an item needs one', () => {
    const items = [item(1), item(2, { address: 'shipping' })];
    expect(cartOf(store('store', items), { 1: '1' }, {}, ' SAVE ', EMPTY_ADDRESS)).toEqual({
      lines: [{ offering_id: 1, quantity: '1', price: null, custom_fields: [] }],
      discount_code: 'SAVE',
      address: null,
    });
    expect(cartOf(store('store', items), { 2: '1' }, {}, '', EMPTY_ADDRESS).address).toEqual({
      ...EMPTY_ADDRESS,
      address_types: ['shipping'],
    });
  });

  it('answers every custom field of a chosen item, empty when not filled in', () => {
    const field = { label: 'Camper', type: 2, hint_text: null, options: [], is_required: true };
    const items = [
      item(1, {
        custom_fields: [
          { ...field, name: 'camper' },
          { ...field, name: 'shirt' },
        ],
      }),
    ];
    expect(cartLines(store('payment_form', items), { 1: '1' }, {}, { 1: { camper: 'Ada' } })).toEqual([
      {
        offering_id: 1,
        quantity: '1',
        price: null,
        custom_fields: [
          { name: 'camper', value: 'Ada' },
          { name: 'shirt', value: '' },
        ],
      },
    ]);
  });

  it('finds an item’s line among the chosen ones (the server names a line by it)', () => {
    const items = [item(1), item(2), item(3)];
    expect(lineIndexOf(store('store', items), { 1: '0', 3: '1' }, 3)).toBe(0);
    expect(lineIndexOf(store('store', items), { 1: '1', 3: '1' }, 3)).toBe(1);
    expect(lineIndexOf(store('store', items), { 1: '1' }, 2)).toBe(-1);
  });
});
