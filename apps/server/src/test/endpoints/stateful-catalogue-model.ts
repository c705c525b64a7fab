import type { CatalogueItem, CatalogueItemInput, FeeStructure, FeeStructureInput } from '@paybook/contracts';
import type { addCatalogueItem, updateCatalogueItem } from '@paybook/contracts/endpoints/catalogue';
import type { createFeeStructure, updateFeeStructure } from '@paybook/contracts/endpoints/fee-structures';
import {
  centsToPrice,
  discountCodeStatus,
  dollarDiscountProblem,
  type FeeStructureDraft,
  feeStructureProblems,
  normalizeFeeStructure,
  offeringPriceText,
  priceError,
  priceToCents,
} from '@paybook/domain';
import fc from 'fast-check';
import {
  amountOfText,
  percentToThousandths,
  thousandthsToPercent,
} from '../../modules/fee-structures/fee-structure-amount.ts';
import { mostly, pick, pickOf } from './stateful-steps.ts';

// Issue 23 point 4, stateful sequences of catalogue items (spec 2 §4, §5) and the taxes, fees and
// discounts attached to them (spec 3 §2.5, §3.3): the model, and what a save should answer by the rules
// of the domain (each a 400 naming its field on the server).

const ITEM_FIELDS = [
  'name',
  'description',
  'is_active',
  'is_bookable',
  'price_structure',
  'unit_name',
  'price',
  'is_price_manual_entry',
  'is_taxable',
  'address_option',
  'price_text',
  'version',
] as const;
export type ItemFields = Pick<CatalogueItem, (typeof ITEM_FIELDS)[number]>;
export const itemFieldsOf = (item: CatalogueItem): ItemFields =>
  Object.fromEntries(ITEM_FIELDS.map((field) => [field, item[field]])) as ItemFields;

/** An item as the model holds it; `priceCents` null when the price is entered at checkout. */
export type ItemState = { fields: ItemFields; priceCents: number | null };
/** A fee structure as it reads back (without its links), and its draft for the discount rule. */
export type FeeState = {
  fields: Omit<FeeStructure, 'id' | 'offering_ids' | 'tax_fee_structure_ids'>;
  draft: FeeStructureDraft;
};

export type CatalogueModel = {
  items: Map<number, ItemState>;
  goneItems: number[];
  fees: Map<number, FeeState>;
  goneFees: number[];
  /** Which fee structure applies to which item (spec 2 §3 fee_structure_ids, spec 3 §3.3 offering_ids). */
  links: { feeId: number; itemId: number }[];
  /** Which taxes are charged on which taxable fee (spec 3 §3.3 tax_fee_structure_ids). */
  taxLinks: { feeId: number; taxId: number }[];
  /** The merchant's calendar day, by which a discount's status is judged (spec 3 §4.7). */
  today: string;
};

export const emptyCatalogueModel = (today: string): CatalogueModel => ({
  items: new Map(),
  goneItems: [],
  fees: new Map(),
  goneFees: [],
  links: [],
  taxLinks: [],
  today,
});

const unique = (ids: readonly number[]) => [...new Set(ids)];
const ascending = (ids: number[]) => ids.sort((a, b) => a - b);
export const feesOfItem = (model: CatalogueModel, itemId: number) =>
  ascending(model.links.filter((link) => link.itemId === itemId).map((link) => link.feeId));
export const itemsOfFee = (model: CatalogueModel, feeId: number) =>
  ascending(model.links.filter((link) => link.feeId === feeId).map((link) => link.itemId));
export const taxesOfFee = (model: CatalogueModel, feeId: number) =>
  ascending(model.taxLinks.filter((link) => link.feeId === feeId).map((link) => link.taxId));

/** One object to attach on the other side: mostly one that may be attached, now and then any. */
export const attachPick = () =>
  fc.record({ which: pick(), any: mostly(fc.constant(false), fc.constant(true)) });
export type AttachPick = { which: number; any: boolean };

/** Up to `most` objects to attach: three times in four at least one (when there are any). */
export const attachPicks = (most: number): fc.Arbitrary<AttachPick[]> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant<AttachPick[]>([]) },
    { weight: 3, arbitrary: fc.array(attachPick(), { minLength: 1, maxLength: most }) },
  );

/** The ids the picks name: from `attachable`, or from `any` for a pick that may name any. */
export function idsOf(picks: AttachPick[], attachable: number[], any: number[]): number[] {
  return picks.flatMap((attach) => {
    const id = pickOf(attach.any ? any : attachable, attach.which);
    return id === undefined ? [] : [id];
  });
}

/** A save of one side replaces that side's links. */
export function setLinks(model: CatalogueModel, side: 'feeId' | 'itemId', id: number, others: number[]) {
  const other = side === 'feeId' ? 'itemId' : 'feeId';
  model.links = model.links.filter((link) => link[side] !== id);
  for (const otherId of unique(others)) model.links.push({ [side]: id, [other]: otherId } as never);
}

/** A fee save replaces the taxes charged on it. */
export function setTaxLinks(model: CatalogueModel, feeId: number, taxIds: number[]) {
  model.taxLinks = model.taxLinks.filter((link) => link.feeId !== feeId);
  for (const taxId of unique(taxIds)) model.taxLinks.push({ feeId, taxId });
}

/** A deleted fee structure leaves every item, every fee it was charged on and every tax it charged. */
export function forgetFee(model: CatalogueModel, id: number) {
  model.fees.delete(id);
  model.goneFees.push(id);
  model.links = model.links.filter((link) => link.feeId !== id);
  model.taxLinks = model.taxLinks.filter((link) => link.feeId !== id && link.taxId !== id);
}

/**
 * What an item save reads back as, or null for a 400: the declared body, the preset price (spec 2 §4),
 * a per-unit item's unit name, and fee structures that are live, active and item-level with no dollar
 * discount above the price (spec 2 §3, §5). The version is the caller's.
 */
export function expectedItem(
  model: CatalogueModel,
  endpoint: typeof addCatalogueItem | typeof updateCatalogueItem,
  body: CatalogueItemInput,
  version: number,
): ItemState | null {
  const parsed = endpoint.body.safeParse(body);
  if (!parsed.success) return null;
  const item = parsed.data;
  const isManual = item.is_price_manual_entry;
  if (!(isManual && item.price === '') && priceError(item.price)) return null;
  const cents = isManual && item.price === '' ? 0 : priceToCents(item.price)!;
  const unitName = item.price_structure === 'per_unit' ? (item.unit_name?.trim() ?? '') : null;
  if (unitName === '') return null;
  const fees = unique(item.fee_structure_ids).map((id) => model.fees.get(id));
  const drafts = fees.flatMap((fee) => (fee?.fields.is_active ? [fee.draft] : []));
  if (drafts.length < fees.length || drafts.some((draft) => draft.type === 'order_fee')) return null;
  if (dollarDiscountProblem(isManual ? null : cents, drafts)) return null;
  const priceText = offeringPriceText({
    price_structure: item.price_structure,
    price_cents: cents,
    is_price_manual_entry: isManual,
    unit_name: unitName,
    recurrence: null,
  });
  return {
    priceCents: isManual ? null : cents,
    fields: {
      name: item.name,
      description: item.description,
      is_active: item.is_active,
      is_bookable: false,
      price_structure: item.price_structure,
      unit_name: unitName,
      price: centsToPrice(cents),
      is_price_manual_entry: isManual,
      is_taxable: item.is_taxable,
      address_option: item.address_option,
      price_text: priceText,
      version,
    },
  };
}

/** spec 3 §5: a discount code another live discount holds (ignoring case) is taken. */
function isCodeTaken(model: CatalogueModel, code: string, exceptId?: number): boolean {
  return [...model.fees].some(
    ([id, fee]) => id !== exceptId && fee.draft.discount?.code?.toLowerCase() === code.toLowerCase(),
  );
}

/**
 * What a fee save reads back as, or null for a 400 (spec 3 §5): the declared body, the domain's fee
 * rules (a discount percentage rounded to two decimals, spec 3 §9), no type change, an order fee on no
 * item, taxes (live ones) only on a taxable fee, live items each priced at least a dollar discount, a
 * discount code no other discount holds.
 */
export function expectedFee(
  model: CatalogueModel,
  endpoint: typeof createFeeStructure | typeof updateFeeStructure,
  body: FeeStructureInput,
  existingId?: number,
): FeeState | null {
  const parsed = endpoint.body.safeParse(body);
  if (!parsed.success) return null;
  const fee = parsed.data;
  const existing = existingId === undefined ? undefined : model.fees.get(existingId);
  if (existing && existing.fields.type !== fee.type) return null;
  const isDiscount = fee.type === 'line_item_discount';
  const details = {
    code: fee.discount?.code ?? null,
    uses: fee.discount?.uses ?? null,
    start_date: fee.discount?.start_date || null,
    end_date: fee.discount?.end_date || null,
    discounts_used_count: 0,
  };
  const draft = normalizeFeeStructure({
    type: fee.type,
    name: fee.name,
    amount: amountOfText(fee.amount, fee.is_percent),
    is_percent: fee.is_percent,
    discount: isDiscount ? details : null,
  });
  if (Object.keys(feeStructureProblems(draft)).length > 0) return null;
  const thousandths = draft.is_percent ? percentToThousandths(draft.amount) : null;
  if (draft.is_percent && thousandths === null) return null;
  if (fee.type === 'order_fee' && fee.offering_ids.length > 0) return null;
  // spec 3 §3.3: only fees are taxed.
  const isTaxable = fee.is_taxable && (fee.type === 'fee' || fee.type === 'order_fee');
  const taxes = unique(fee.tax_fee_structure_ids).map((id) => model.fees.get(id));
  if (taxes.length > 0 && !isTaxable) return null;
  if (taxes.some((tax) => tax?.fields.type !== 'tax')) return null;
  const items = unique(fee.offering_ids).map((id) => model.items.get(id));
  if (items.some((item) => !item || dollarDiscountProblem(item.priceCents, [draft]))) return null;
  const code = draft.discount?.code;
  if (code && isCodeTaken(model, code, existingId)) return null;
  return {
    draft,
    fields: {
      type: draft.type,
      name: draft.name,
      amount: thousandths === null ? centsToPrice(draft.amount) : thousandthsToPercent(thousandths),
      is_percent: draft.is_percent,
      is_active: fee.is_active,
      is_recurring: fee.is_recurring,
      is_taxable: isTaxable,
      discount: draft.discount && {
        ...draft.discount,
        status: discountCodeStatus(draft.discount, model.today),
      },
    },
  };
}
