import type { FeeStructureInput } from '@paybook/contracts';
import {
  createFeeStructure,
  deactivateFeeStructure,
  deleteFeeStructure,
  getFeeStructure,
  getFeeStructureUsage,
  updateFeeStructure,
} from '@paybook/contracts/endpoints/fee-structures';
import { centsToPrice } from '@paybook/domain';
import fc from 'fast-check';
import { expect } from 'vitest';
import { answerOf, call, expectRefusal, expectStatus } from './stateful-call.ts';
import {
  type AttachPick,
  attachPicks,
  type CatalogueModel,
  expectedFee,
  forgetFee,
  idsOf,
  itemsOfFee,
  setLinks,
  setTaxLinks,
} from './stateful-catalogue-model.ts';
import { expectFee, expectFeeLists, expectItem } from './stateful-catalogue-reads.ts';
import type { SequenceMerchant } from './stateful-merchant.ts';
import { mostly, pick, pickOf, type Step, step, typedText, type WeightedSteps } from './stateful-steps.ts';

// Issue 23 point 4, stateful sequences: taxes, fees and discounts (spec 3 §2.5, §7) added, read, edited,
// deactivated and deleted between the item steps, attached to items from either side.

type FeeStep = Step<CatalogueModel, SequenceMerchant>;

/**
 * A fee body without its items: any type, dollars or a percentage (some refused: too many decimals,
 * over 100 %), discount codes from a small pool so that taken codes come up, dates that make a
 * discount not yet or no longer usable.
 */
const feeBodies: fc.Arbitrary<Omit<FeeStructureInput, 'offering_ids' | 'tax_fee_structure_ids'>> = fc
  .record({
    type: fc.constantFrom('fee', 'order_fee', 'tax', 'line_item_discount'),
    name: mostly(
      fc.oneof(fc.constantFrom('Sales tax', ' Service fee ', 'Spring −10 %'), typedText(10)),
      fc.constant(' '),
    ),
    is_percent: fc.boolean(),
    dollars: mostly(
      fc.oneof(fc.constantFrom(100, 500, 1999, 25_000).map(centsToPrice), fc.constant('5')),
      fc.constant('5.255'),
    ),
    percent: mostly(fc.constantFrom('10.00', '7.25', '0.50', '100.00', '8.375', '0.001'), fc.constant('150')),
    is_active: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false)),
    is_recurring: fc.boolean(),
    is_taxable: fc.boolean(),
    discount: fc.option(
      fc.record({
        code: fc.constantFrom(null, 'SAVE10', 'save10', ' SPRING ', ''),
        uses: fc.constantFrom(null, 5),
        start_date: fc.constantFrom(null, '', '2020-01-01', '2199-01-01'),
        end_date: fc.constantFrom(null, '2199-12-31', '2020-06-30'),
      }),
    ),
  })
  .map(({ dollars, percent, discount, ...fee }) => ({
    ...fee,
    amount: fee.is_percent ? percent : dollars,
    discount: fee.type === 'line_item_discount' ? discount : null,
  }));

/** Items to attach, named when the step runs: mostly live ones, now and then a deleted one too. */
const itemPicks = attachPicks(2);
const itemIdsOf = (model: Readonly<CatalogueModel>, picks: AttachPick[]) =>
  idsOf(picks, [...model.items.keys()], [...model.items.keys(), ...model.goneItems]);

/** Taxes to charge on the fee: mostly live taxes, now and then any fee structure, deleted ones too. */
const taxPicks = attachPicks(1);
function taxIdsOf(model: Readonly<CatalogueModel>, picks: AttachPick[]): number[] {
  const taxes = [...model.fees].filter(([, fee]) => fee.fields.type === 'tax').map(([id]) => id);
  return idsOf(picks, taxes, [...model.fees.keys(), ...model.goneFees]);
}
const linksOf = (model: Readonly<CatalogueModel>, given: { items: AttachPick[]; taxes: AttachPick[] }) => ({
  offering_ids: itemIdsOf(model, given.items),
  tax_fee_structure_ids: taxIdsOf(model, given.taxes),
});

const always = () => true;
const hasFee = (model: Readonly<CatalogueModel>) => model.fees.size > 0;
const liveIds = (model: Readonly<CatalogueModel>) => [...model.fees.keys()];

const add = fc.record({ body: feeBodies, items: itemPicks, taxes: taxPicks }).map(
  (given): FeeStep =>
    step('add fee', given, always, async (model, real) => {
      const body = { ...given.body, ...linksOf(model, given) };
      const expected = expectedFee(model, createFeeStructure, body);
      const response = await call(real.client, createFeeStructure, { body });
      if (expected === null) return expectStatus(createFeeStructure, response, 400);
      const { id } = answerOf(createFeeStructure, response, 200);
      model.fees.set(id, expected);
      setLinks(model, 'feeId', id, body.offering_ids);
      setTaxLinks(model, id, body.tax_fee_structure_ids);
      await expectFee(model, real, id);
    }),
);

/** An edit keeps the type mostly; a changed type is refused (spec 3 §5). */
const edit = fc
  .record({
    which: pick(),
    body: feeBodies,
    items: itemPicks,
    taxes: taxPicks,
    keepType: fc.oneof(fc.constant(true), fc.boolean()),
  })
  .map(
    (given): FeeStep =>
      step('edit fee', given, hasFee, async (model, real) => {
        const id = pickOf(liveIds(model), given.which)!;
        const type = given.keepType ? model.fees.get(id)!.fields.type : given.body.type;
        const discount = type === 'line_item_discount' ? given.body.discount : null;
        const body = { ...given.body, type, discount, ...linksOf(model, given) };
        const expected = expectedFee(model, updateFeeStructure, body, id);
        const response = await call(real.client, updateFeeStructure, { params: { id }, body });
        if (expected === null) expectStatus(updateFeeStructure, response, 400);
        else {
          answerOf(updateFeeStructure, response, 200);
          model.fees.set(id, expected);
          setLinks(model, 'feeId', id, body.offering_ids);
          setTaxLinks(model, id, body.tax_fee_structure_ids);
        }
        await expectFee(model, real, id);
      }),
  );

const deactivate = pick().map(
  (which): FeeStep =>
    step('deactivate fee', { which }, hasFee, async (model, real) => {
      const id = pickOf(liveIds(model), which)!;
      const answer = answerOf(
        deactivateFeeStructure,
        await call(real.client, deactivateFeeStructure, { params: { id } }),
        200,
      );
      expect(answer.is_active).toBe(false);
      model.fees.get(id)!.fields.is_active = false;
      await expectFeeLists(model, real);
    }),
);

/** A delete detaches the fee from its items and answers its name (spec 3 §8). */
const remove = pick().map(
  (which): FeeStep =>
    step('delete fee', { which }, hasFee, async (model, real) => {
      const id = pickOf(liveIds(model), which)!;
      const response = await call(real.client, deleteFeeStructure, { params: { id } });
      const { name } = model.fees.get(id)!.fields;
      expect(answerOf(deleteFeeStructure, response, 200)).toEqual({ id, name });
      const linkedItems = itemsOfFee(model, id);
      const chargedFees = model.taxLinks.filter((link) => link.taxId === id).map((link) => link.feeId);
      forgetFee(model, id);
      await expectRefusal(real.client, getFeeStructure, { params: { id } }, 404);
      await expectFeeLists(model, real);
      // It leaves the items it applied to and the fees it was charged on (spec 3 §8 delete).
      for (const itemId of linkedItems) await expectItem(model, real, itemId);
      for (const feeId of chargedFees) await expectFee(model, real, feeId);
    }),
);

/** A deleted fee structure is gone: read, edit, deactivate, its usage and a second delete answer 404. */
const gone = pick().map(
  (which): FeeStep =>
    step(
      'use deleted fee',
      { which },
      (model) => model.goneFees.length > 0,
      async (model, real) => {
        const params = { id: pickOf(model.goneFees, which)! };
        await expectRefusal(real.client, getFeeStructure, { params }, 404);
        const body = { type: 'fee' as const, name: 'Again', amount: '1.00', is_percent: false };
        await expectRefusal(real.client, updateFeeStructure, { params, body }, 404);
        await expectRefusal(real.client, deactivateFeeStructure, { params }, 404);
        await expectRefusal(real.client, getFeeStructureUsage, { params }, 404);
        await expectRefusal(real.client, deleteFeeStructure, { params }, 404);
      },
    ),
);

/** The lists, and one fee structure's usage: the items it applies to, the fees charging it (spec 3 §2.5). */
const lists = pick().map(
  (which): FeeStep =>
    step('list fees', { which }, always, async (model, real) => {
      await expectFeeLists(model, real);
      const id = pickOf(liveIds(model), which);
      if (id === undefined) return;
      const usage = answerOf(
        getFeeStructureUsage,
        await call(real.client, getFeeStructureUsage, { params: { id } }),
        200,
      );
      expect(usage, `usage of fee structure ${id}`).toEqual({
        count_offerings: itemsOfFee(model, id).length,
        count_order_level_fees: model.taxLinks.filter((link) => link.taxId === id).length,
      });
    }),
);

export const feeSteps: WeightedSteps<CatalogueModel, SequenceMerchant> = [
  { arbitrary: add, weight: 3 },
  { arbitrary: edit, weight: 2 },
  { arbitrary: deactivate, weight: 1 },
  { arbitrary: remove, weight: 2 },
  { arbitrary: gone, weight: 1 },
  { arbitrary: lists, weight: 1 },
];
