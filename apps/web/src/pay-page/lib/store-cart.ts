import type { PublicStore, PublicStoreCartInput } from '@paybook/contracts';

// Issue 27 point 4: the cart a store's page sends, from what the buyer chose.

/** Quantities by item id as the buyer typed them ('' or '0' leaves an item out). */
export type Quantities = Record<number, string>;
/** Prices typed for items sold at a price the buyer enters. */
export type TypedPrices = Record<number, string>;
/** The buyer's answers to each item's custom fields, by item id and field name (spec 2 §3). */
export type Answers = Record<number, Record<string, string>>;

/** A payment form starts with its one item once; a store with nothing chosen. */
export function initialQuantities(store: PublicStore): Quantities {
  if (store.store_type === 'store') return {};
  const [item] = store.items;
  return item ? { [item.offering_id]: '1' } : {};
}

const chosen = (quantity: string | undefined) => {
  const text = (quantity ?? '').trim();
  return text !== '' && Number(text) !== 0;
};

/** The lines of the cart, in the page's order, each with an answer (maybe empty) to each of its fields. */
export function cartLines(
  store: PublicStore,
  quantities: Quantities,
  prices: TypedPrices,
  answers: Answers = {},
) {
  return store.items
    .filter((item) => chosen(quantities[item.offering_id]))
    .map((item) => ({
      offering_id: item.offering_id,
      quantity: (quantities[item.offering_id] ?? '').trim(),
      price: item.price === null ? (prices[item.offering_id] ?? '').trim() || null : null,
      custom_fields: item.custom_fields.map((field) => ({
        name: field.name,
        value: answers[item.offering_id]?.[field.name] ?? '',
      })),
    }));
}

/** The index of an item's line in the cart (the server names a line's problems by it), or -1. */
export function lineIndexOf(store: PublicStore, quantities: Quantities, offeringId: number): number {
  return store.items
    .filter((item) => chosen(quantities[item.offering_id]))
    .findIndex((item) => item.offering_id === offeringId);
}

/** Which address the chosen items need: a shipping one wins over a service one. */
export function neededAddress(store: PublicStore, quantities: Quantities): 'shipping' | 'service' | null {
  const needs = store.items
    .filter((item) => chosen(quantities[item.offering_id]))
    .map((item) => item.address);
  if (needs.includes('shipping')) return 'shipping';
  if (needs.includes('service')) return 'service';
  return null;
}

export type AddressFields = {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip_code: string;
};
export const EMPTY_ADDRESS: AddressFields = { address1: '', address2: '', city: '', state: '', zip_code: '' };

/** The cart as the quote and the pay call take it. */
export function cartOf(
  store: PublicStore,
  quantities: Quantities,
  prices: TypedPrices,
  discountCode: string,
  address: AddressFields,
  answers: Answers = {},
): PublicStoreCartInput {
  const need = neededAddress(store, quantities);
  return {
    lines: cartLines(store, quantities, prices, answers),
    discount_code: discountCode.trim(),
    address: need === null ? null : { ...address, address_types: [need] },
  };
}
