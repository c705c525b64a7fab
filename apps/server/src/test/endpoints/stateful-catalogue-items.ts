import type { CatalogueItemInput } from '@paybook/contracts';
import {
  activateCatalogueItems,
  addCatalogueItem,
  deactivateCatalogueItems,
  getCatalogueItem,
  updateCatalogueItem,
} from '@paybook/contracts/endpoints/catalogue';
import { deleteOffering, deleteOfferingVersion } from '@paybook/contracts/endpoints/offerings';
import { centsToPrice } from '@paybook/domain';
import fc from 'fast-check';
import { expect } from 'vitest';
import { answerOf, call, expectRefusal, expectStatus } from './stateful-call.ts';
import {
  type AttachPick,
  attachPick,
  attachPicks,
  type CatalogueModel,
  expectedItem,
  feesOfItem,
  idsOf,
  setLinks,
} from './stateful-catalogue-model.ts';
import { expectFee, expectItem, expectItemList } from './stateful-catalogue-reads.ts';
import type { SequenceMerchant } from './stateful-merchant.ts';
import { mostly, pick, pickOf, type Step, step, typedText, type WeightedSteps } from './stateful-steps.ts';

// Issue 23 point 4, stateful sequences: catalogue items (spec 2 §4, §7) added, read, edited, switched on
// and off in bulk, deleted (also with a stale version: 409) and used again after the delete.

type ItemStep = Step<CatalogueModel, SequenceMerchant>;

/** An item body without its fee structures: mostly valid, sometimes not (a blank name, a loose price). */
const itemBodies: fc.Arbitrary<Omit<CatalogueItemInput, 'fee_structure_ids'>> = fc.record({
  name: mostly(
    fc.oneof(fc.constantFrom('Yoga mat', ' Gift card ', 'Tee 👕'), typedText(12)),
    fc.constant(' '),
  ),
  description: fc.constantFrom('', 'Soft & warm', 'two\nlines'),
  is_active: fc.boolean(),
  price_structure: fc.constantFrom('fixed', 'per_unit'),
  unit_name: mostly(fc.constantFrom('Hour', ' session '), fc.constantFrom(null, '')),
  is_price_manual_entry: fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, fc.constant(true)),
  price: mostly(
    fc.oneof(fc.integer({ min: 1, max: 99_999 }).map(centsToPrice), fc.constantFrom('25', '0')),
    fc.constantFrom('', '10,00', '1.005'),
  ),
  is_taxable: fc.boolean(),
  address_option: fc.constantFrom('no_address', 'service_address', 'shipping_address'),
});

/**
 * Fee structures to attach, named when the step runs: mostly active item-level ones, now and then any
 * (an order fee, an inactive or a deleted one: a 400).
 */
const feePicks = attachPicks(2);
function feeIdsOf(model: Readonly<CatalogueModel>, picks: AttachPick[]): number[] {
  const attachable = [...model.fees].filter(
    ([, fee]) => fee.fields.is_active && fee.fields.type !== 'order_fee',
  );
  return idsOf(
    picks,
    attachable.map(([id]) => id),
    [...model.fees.keys(), ...model.goneFees],
  );
}

const always = () => true;
const hasItem = (model: Readonly<CatalogueModel>) => model.items.size > 0;
const liveIds = (model: Readonly<CatalogueModel>) => [...model.items.keys()];

const add = fc.record({ body: itemBodies, fees: feePicks }).map(
  (given): ItemStep =>
    step('add item', given, always, async (model, real) => {
      const body = { ...given.body, fee_structure_ids: feeIdsOf(model, given.fees) };
      const expected = expectedItem(model, addCatalogueItem, body, 1);
      const response = await call(real.client, addCatalogueItem, { body });
      if (expected === null) return expectStatus(addCatalogueItem, response, 400);
      const { id } = answerOf(addCatalogueItem, response, 200);
      model.items.set(id, expected);
      setLinks(model, 'itemId', id, body.fee_structure_ids);
      await expectItem(model, real, id);
    }),
);

const edit = fc.record({ which: pick(), body: itemBodies, fees: feePicks }).map(
  (given): ItemStep =>
    step('edit item', given, hasItem, async (model, real) => {
      const id = pickOf(liveIds(model), given.which)!;
      const body = { ...given.body, fee_structure_ids: feeIdsOf(model, given.fees) };
      const version = model.items.get(id)!.fields.version + 1;
      const expected = expectedItem(model, updateCatalogueItem, body, version);
      const params = { offeringId: id };
      const response = await call(real.client, updateCatalogueItem, { params, body });
      if (expected === null) expectStatus(updateCatalogueItem, response, 400);
      else {
        answerOf(updateCatalogueItem, response, 200);
        model.items.set(id, expected);
        setLinks(model, 'itemId', id, body.fee_structure_ids);
      }
      await expectItem(model, real, id);
    }),
);

/** A delete of the version the user saw; one saved since (here: a version ahead) is refused with 409. */
const remove = fc.record({ which: pick(), byVersion: fc.boolean() }).map(
  (given): ItemStep =>
    step('delete item', given, hasItem, async (model, real) => {
      const id = pickOf(liveIds(model), given.which)!;
      const { version } = model.items.get(id)!.fields;
      if (given.byVersion) {
        const stale = { offeringId: id, version: version + 1 };
        await expectRefusal(real.client, deleteOfferingVersion, { params: stale }, 409);
        await expectItem(model, real, id);
        const seen = await call(real.client, deleteOfferingVersion, { params: { offeringId: id, version } });
        answerOf(deleteOfferingVersion, seen, 200);
      } else
        answerOf(
          deleteOffering,
          await call(real.client, deleteOffering, { params: { offeringId: id } }),
          200,
        );
      const linkedFees = feesOfItem(model, id);
      model.items.delete(id);
      model.goneItems.push(id);
      model.links = model.links.filter((link) => link.itemId !== id);
      await expectRefusal(real.client, getCatalogueItem, { params: { offeringId: id } }, 404);
      await expectItemList(model, real, 'all');
      // The fee structures it carried no longer apply to it (spec 3 §3.3 offering_ids).
      for (const feeId of linkedFees) await expectFee(model, real, feeId);
    }),
);

/** A deleted item is gone: read, edit, delete again and switching it on all answer 404. */
const gone = pick().map(
  (which): ItemStep =>
    step(
      'use deleted item',
      { which },
      (model) => model.goneItems.length > 0,
      async (model, real) => {
        const params = { offeringId: pickOf(model.goneItems, which)! };
        await expectRefusal(real.client, getCatalogueItem, { params }, 404);
        const body = { name: 'Again', price: '5' };
        await expectRefusal(real.client, updateCatalogueItem, { params, body }, 404);
        await expectRefusal(real.client, deleteOffering, { params }, 404);
        const bulk = { offering_ids: [params.offeringId] };
        await expectRefusal(real.client, activateCatalogueItems, { body: bulk }, 404);
      },
    ),
);

/** spec 2 §4 bulk activate or deactivate: every item changes (a save each), or none when one is gone. */
const bulk = fc
  .record({ activate: fc.boolean(), picks: fc.array(attachPick(), { minLength: 1, maxLength: 3 }) })
  .map(
    (given): ItemStep =>
      step('switch items', given, hasItem, async (model, real) => {
        const ids = idsOf(given.picks, liveIds(model), [...liveIds(model), ...model.goneItems]);
        const endpoint = given.activate ? activateCatalogueItems : deactivateCatalogueItems;
        const response = await call(real.client, endpoint, { body: { offering_ids: ids } });
        const unique = [...new Set(ids)];
        if (unique.some((id) => !model.items.has(id))) expectStatus(endpoint, response, 404);
        else {
          expect(answerOf(endpoint, response, 200).updated_count).toBe(unique.length);
          for (const id of unique) {
            const { fields } = model.items.get(id)!;
            fields.is_active = given.activate;
            fields.version += 1;
          }
        }
        await expectItemList(model, real, 'all');
      }),
  );

const list = fc
  .constantFrom('all', 'active', 'inactive')
  .map(
    (status): ItemStep =>
      step('list items', status, always, (model, real) => expectItemList(model, real, status)),
  );

export const itemSteps: WeightedSteps<CatalogueModel, SequenceMerchant> = [
  { arbitrary: add, weight: 3 },
  { arbitrary: edit, weight: 2 },
  { arbitrary: remove, weight: 2 },
  { arbitrary: gone, weight: 1 },
  { arbitrary: bulk, weight: 1 },
  { arbitrary: list, weight: 1 },
];
