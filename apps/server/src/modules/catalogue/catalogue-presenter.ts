import {
  type CatalogueItem,
  type CustomFieldTemplate,
  catalogueCustomField,
  catalogueCustomFieldType,
  priceStructure,
  recurrence,
} from '@paybook/contracts';
import { offeringPriceText } from '@paybook/domain';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { presentOfferings } from '../offerings/offering-presenter.ts';
import type { OfferingRow } from '../offerings/offerings.repository.ts';
import { addressOptionOf } from './address-option.ts';
import { type CustomFieldTemplateRow, listFeeStructureLinks } from './catalogue.repository.ts';

// The jsonb columns are read through their contracts, so a stored value of another shape fails loudly.
const storedRecurrence = recurrence.nullable();
const storedCustomFields = z.array(catalogueCustomField);

/** An offering's price structure, its recurrence when recurring, and its price text (spec 2 §9). */
export function priceOf(row: OfferingRow) {
  const structure = priceStructure.parse(row.priceStructure);
  const repeats = structure === 'recurring' ? storedRecurrence.parse(row.recurrence) : null;
  const text = offeringPriceText({
    price_structure: structure,
    price_cents: row.priceCents,
    is_price_manual_entry: row.isPriceManualEntry,
    unit_name: row.unitName,
    recurrence: repeats,
  });
  return { structure, repeats, text };
}

/**
 * spec 2 §3 Offering with its catalogue fields (GET catalog/offering/{id}/with_images, offering/search):
 * the offering as the services answer it, plus price structure, address option, recurrence, fee structure
 * ids, custom fields and the price text of spec 2 §9. Bookable services saved by the service form have
 * no custom fields stored: they answer an empty list.
 */
export async function presentCatalogueItems(
  tx: Database,
  merchantId: number,
  rows: readonly OfferingRow[],
): Promise<CatalogueItem[]> {
  const ids = rows.map((row) => row.id);
  const offerings = await presentOfferings(tx, merchantId, rows);
  const links = await listFeeStructureLinks(tx, merchantId, ids);
  return rows.map((row, index) => {
    const { structure, repeats, text } = priceOf(row);
    return {
      ...offerings[index]!,
      price_structure: structure,
      unit_name: row.unitName,
      is_price_manual_entry: row.isPriceManualEntry,
      is_taxable: row.isTaxable,
      address_option: addressOptionOf(row),
      recurrence: repeats,
      fee_structure_ids: links.filter((link) => link.offeringId === row.id).map((link) => link.id),
      custom_fields_collection: storedCustomFields.parse(row.customFieldsCollection ?? []),
      price_text: text,
      created_at: row.createdAt.toISOString(),
      version: row.version,
    };
  });
}

/** GET customfields/templates: a saved custom field. */
export function presentTemplate(row: CustomFieldTemplateRow): CustomFieldTemplate {
  return {
    id: row.id,
    name: row.name,
    label: row.label,
    type: catalogueCustomFieldType.parse(row.type),
    hint_text: row.hintText,
    options: row.options,
    is_required: row.isRequired,
  };
}
