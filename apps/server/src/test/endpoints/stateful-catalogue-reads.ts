import type { CatalogueItem, FeeStructure } from '@paybook/contracts';
import { getCatalogueItem, searchCatalogue } from '@paybook/contracts/endpoints/catalogue';
import {
  getFeeStructure,
  listActiveFeeStructures,
  listActiveValidFeeStructures,
} from '@paybook/contracts/endpoints/fee-structures';
import { expect } from 'vitest';
import { answerOf, call } from './stateful-call.ts';
import {
  type CatalogueModel,
  feesOfItem,
  type ItemFields,
  itemFieldsOf,
  itemsOfFee,
  taxesOfFee,
} from './stateful-catalogue-model.ts';
import type { SequenceMerchant } from './stateful-merchant.ts';

// Issue 23 point 4, stateful sequences: the catalogue's and the fee settings' reads compared with the
// model, links on both sides included.

type ItemView = ItemFields & { id: number; fee_structure_ids: number[] };

const itemView = (item: CatalogueItem): ItemView => ({
  id: item.id,
  ...itemFieldsOf(item),
  fee_structure_ids: item.fee_structure_ids,
});

function expectedItemView(model: CatalogueModel, id: number): ItemView {
  const item = model.items.get(id);
  if (!item) throw new Error(`item ${id} is not in the model`);
  return { id, ...item.fields, fee_structure_ids: feesOfItem(model, id) };
}

function expectedFee(model: CatalogueModel, id: number): FeeStructure {
  const fee = model.fees.get(id);
  if (!fee) throw new Error(`fee structure ${id} is not in the model`);
  return {
    id,
    ...fee.fields,
    offering_ids: itemsOfFee(model, id),
    tax_fee_structure_ids: taxesOfFee(model, id),
  };
}

const byId = <T extends { id: number }>(rows: T[]) => rows.sort((a, b) => a.id - b.id);

export async function expectItem(model: CatalogueModel, real: SequenceMerchant, id: number) {
  const response = await call(real.client, getCatalogueItem, { params: { offeringId: id } });
  expect(itemView(answerOf(getCatalogueItem, response, 200)), `item ${id}`).toEqual(
    expectedItemView(model, id),
  );
}

/** The catalogue search (all, active or inactive items) holds exactly the model's items. */
export async function expectItemList(
  model: CatalogueModel,
  real: SequenceMerchant,
  status: 'all' | 'active' | 'inactive',
) {
  const response = await call(real.client, searchCatalogue, {
    query: { items_per_page: 100 },
    body: { query: { status } },
  });
  const result = answerOf(searchCatalogue, response, 200);
  const expected = [...model.items]
    .filter(([, item]) => status === 'all' || item.fields.is_active === (status === 'active'))
    .map(([id]) => expectedItemView(model, id));
  expect(byId(result.data.map(itemView)), `items (${status})`).toEqual(byId(expected));
  expect(result.total_item_count).toBe(expected.length);
}

export async function expectFee(model: CatalogueModel, real: SequenceMerchant, id: number) {
  const response = await call(real.client, getFeeStructure, { params: { id } });
  expect(answerOf(getFeeStructure, response, 200), `fee structure ${id}`).toEqual(expectedFee(model, id));
}

/**
 * The active list holds exactly the model's active fee structures; the active-and-valid list those of
 * them that are not discounts, or discounts usable today (spec 3 §4.7).
 */
export async function expectFeeLists(model: CatalogueModel, real: SequenceMerchant) {
  const active = [...model.fees]
    .filter(([, fee]) => fee.fields.is_active)
    .map(([id]) => expectedFee(model, id));
  const valid = active.filter((fee) => fee.discount === null || fee.discount.status === 'valid');
  const activeList = answerOf(listActiveFeeStructures, await call(real.client, listActiveFeeStructures), 200);
  expect(byId(activeList.data), 'active fee structures').toEqual(byId(active));
  const validList = answerOf(
    listActiveValidFeeStructures,
    await call(real.client, listActiveValidFeeStructures),
    200,
  );
  expect(byId(validList.data), 'active and valid fee structures').toEqual(byId(valid));
}
