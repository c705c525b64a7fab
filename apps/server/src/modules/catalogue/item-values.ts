import type { CatalogueItemBody } from '@paybook/contracts';
import { priceError, priceToCents, recurrenceProblems } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { badRequest, fieldProblemsError } from '../../lib/app-error.ts';
import { checkOfferingImage, resolveCategoryId } from '../offerings/offering-references.ts';
import type { OfferingRow, OfferingWrite } from '../offerings/offerings.repository.ts';
import { addressColumns } from './address-option.ts';
import { prepareCustomFields } from './item-custom-fields.ts';
import { checkItemFeeStructures } from './item-fee-structures.ts';

const catalogueMessages = {
  unitNameRequired: 'Enter the unit the price is for, like hour.',
  recurrenceRequired: 'Choose how often the item repeats.',
  bookableNeedsDuration: 'A bookable service needs a duration: add it as a service instead.',
} as const;

/**
 * spec 2 §4 price type: a preset price is required (ruling 9: a decimal string); a price entered at
 * checkout may leave it empty (0 is kept).
 */
function priceCentsOf(body: CatalogueItemBody): number {
  if (body.is_price_manual_entry && body.price === '') return 0;
  const problem = priceError(body.price);
  if (problem) throw badRequest('price', problem);
  return priceToCents(body.price)!;
}

/** spec 2 §3 price_structure: per unit needs a unit name, recurring a valid recurrence; others keep neither. */
function structureColumns(body: CatalogueItemBody): Pick<OfferingWrite, 'unitName' | 'recurrence'> {
  const unitName = body.unit_name?.trim() ?? '';
  if (body.price_structure === 'per_unit' && unitName === '') {
    throw badRequest('unit_name', catalogueMessages.unitNameRequired);
  }
  if (body.price_structure !== 'recurring') {
    return { unitName: body.price_structure === 'per_unit' ? unitName : null, recurrence: null };
  }
  if (body.recurrence === null) throw badRequest('recurrence', catalogueMessages.recurrenceRequired);
  const problems = fieldProblemsError(recurrenceProblems(body.recurrence));
  if (problems) throw problems;
  return { unitName: null, recurrence: body.recurrence };
}

/**
 * The columns and fee structure links of a catalogue save (spec 2 §7 POST and PUT catalog/offering), each
 * refusal a 400 naming its field. `before` is the offering being edited: a bookable service keeps its
 * duration, buffer and providers, which only the service form edits (spec 1 §7), and an item can only
 * become bookable if it has a duration. Saved custom fields become templates here, in the caller's
 * transaction.
 */
export async function prepareItemSave(
  tx: Database,
  merchantId: number,
  body: CatalogueItemBody,
  before: OfferingRow | null,
): Promise<{ values: OfferingWrite; feeStructureIds: number[] }> {
  const priceCents = priceCentsOf(body);
  const structure = structureColumns(body);
  if (body.is_bookable && (before?.durationMinutes ?? null) === null) {
    throw badRequest('is_bookable', catalogueMessages.bookableNeedsDuration);
  }
  const offeringCategoryId = await resolveCategoryId(tx, merchantId, body);
  await checkOfferingImage(tx, merchantId, body.image_id, before?.id ?? null);
  const feeStructureIds = await checkItemFeeStructures(
    tx,
    merchantId,
    body.fee_structure_ids,
    body.is_price_manual_entry ? null : priceCents,
  );
  const customFieldsCollection = await prepareCustomFields(tx, merchantId, body.custom_fields_collection);
  return {
    feeStructureIds,
    values: {
      name: body.name,
      description: body.description,
      isActive: body.is_active,
      isBookable: body.is_bookable,
      priceStructure: body.price_structure,
      priceCents,
      isPriceManualEntry: body.is_price_manual_entry,
      isTaxable: body.is_taxable,
      ...structure,
      ...addressColumns(body.address_option),
      offeringCategoryId,
      imageId: body.image_id,
      customFieldsCollection,
    },
  };
}
