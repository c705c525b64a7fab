import { z } from 'zod';
import { fieldMessages } from './field-messages.ts';
import { priceText } from './money.ts';
import { offering } from './offerings.ts';
import { entityId, idParam, int32, intParam, lineText, multilineText } from './primitives.ts';

/**
 * Catalogue of products and services (spec 2 §2.3, §3 Offering, §7 Catalogue). The catalogue's offering
 * is the same entity as the bookable service (packages/contracts/src/offerings.ts): these are the
 * catalogue's fields on it and the catalogue's calls (paths under /api; ruling 1: snake_case).
 *
 * Who may call: reads need a signed-in user of a merchant with one of the features online_store,
 * s_p_o_s, payment_forms; add, edit and bulk actions need manage_configuration too (spec 2 §2.3, §6).
 */
export const priceStructures = ['fixed', 'per_unit', 'recurring'] as const;
export const priceStructure = z.enum(priceStructures);
export type PriceStructure = z.infer<typeof priceStructure>;

/** spec 2 §4: the address an item asks for; shipping_address is stored as shipping_method_selector delivery_only. */
export const addressOptions = ['no_address', 'service_address', 'shipping_address'] as const;
export const addressOption = z.enum(addressOptions);
export type AddressOption = z.infer<typeof addressOption>;

const dayOfWeek = z.number().int().min(0).max(6).nullable();
const dayOrdinal = z.enum(['first', 'second', 'third', 'fourth', 'last']).nullable();
const dayPattern = z.object({ day_pattern_ordinal: dayOrdinal, day_pattern_day: dayOfWeek });

/** spec 2 §3 Recurrence; the domain's `recurrenceProblems` checks it and `describeRecurrence` reads it. */
export const recurrence = z.object({
  occurrence_type: z.enum(['no_end_date', 'fixed_end_date']),
  frequency: z.enum(['daily', 'weekly', 'monthly', 'yearly']),
  periods_between_occurrence: int32,
  occurrences: int32,
  weekly: z.object({ type: z.enum(['day_of_purchase', 'day_of_week']), day_of_week: dayOfWeek }),
  monthly: dayPattern.extend({
    type: z.enum(['day_of_purchase', 'day_of_month', 'day_pattern']),
    day_of_month: int32.nullable(),
  }),
  yearly: z.object({
    type: z.enum(['day_of_purchase', 'day_of_year', 'day_pattern']),
    day_of_year: int32.nullable(),
    month: int32.nullable(),
    pattern: dayPattern,
  }),
});
export type RecurrenceValue = z.infer<typeof recurrence>;

/** spec 2 §3: 0 check box, 1 drop down, 2 text, 3 paragraph text, 4 email, 5 phone, 6 date, 8 auto complete. */
export const catalogueCustomFieldType = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(8),
]);

/** spec 2 §3 Custom field of an item; the domain's `customFieldProblems` checks a collection. */
export const catalogueCustomField = z.object({
  /** The saved template it came from (custom_field_templates), if any. */
  field_id: entityId.nullable().default(null),
  name: lineText.trim().max(100),
  label: lineText.trim().max(200),
  type: catalogueCustomFieldType,
  hint_text: lineText.trim().max(200).nullable().default(null),
  /** Blank options are dropped on save; a drop-down with none left is refused (spec 2 §5). */
  options: z.array(lineText.trim().max(200)).max(200).default([]),
  is_required: z.boolean().default(false),
  /**
   * Also keep it as a template for other items. The saved item then answers the field with the new
   * template's field_id and save_as_template false, so saving the item again does not clash with it.
   */
  save_as_template: z.boolean().default(false),
});
export type CatalogueCustomField = z.infer<typeof catalogueCustomField>;
export type CatalogueCustomFieldInput = z.input<typeof catalogueCustomField>;

/** GET customfields/collection/offering/{id} (spec 2 §7 buy button): the fields a buyer fills in. */
export const catalogueCustomFieldList = z.object({ data: z.array(catalogueCustomField) });
export type CatalogueCustomFieldList = z.infer<typeof catalogueCustomFieldList>;

/** GET customfields/templates: the merchant's saved custom fields, by name. */
export const customFieldTemplate = catalogueCustomField
  .omit({ field_id: true, save_as_template: true })
  .extend({
    id: z.number().int(),
  });
export const customFieldTemplateList = z.object({ data: z.array(customFieldTemplate) });
/**
 * spec 2 §7 GET customfields/templates/non_legacy/{clientId}: the client is the caller's own merchant (its
 * id; `client_id` stays 0 until setup), and every template this product stores is of the current kind.
 */
export const clientIdParams = z.object({ clientId: idParam });
export type CustomFieldTemplate = z.infer<typeof customFieldTemplate>;

/** GET catalog/offering/{id}/with_images, and the rows of offering/search: an offering with its catalogue fields. */
export const catalogueItem = offering.extend({
  price_structure: priceStructure,
  unit_name: z.string().nullable(),
  is_price_manual_entry: z.boolean(),
  is_taxable: z.boolean(),
  address_option: addressOption,
  recurrence: recurrence.nullable(),
  fee_structure_ids: z.array(z.number().int()),
  custom_fields_collection: z.array(catalogueCustomField),
  /** spec 2 §9: the domain's `offeringPriceText`, e.g. "$25.00 every 2 weeks on Monday, 6 times". */
  price_text: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  /** Counts saves; DELETE offering/{id}/{version} deletes only the version the user saw. */
  version: z.number().int(),
});
export type CatalogueItem = z.infer<typeof catalogueItem>;

/** POST catalog/offering and PUT catalog/offering/{id} (spec 2 §7). */
export const catalogueItemBody = z.object({
  name: lineText.trim().min(1, fieldMessages.required('a name')).max(200),
  description: multilineText.trim().max(2000).default(''),
  is_active: z.boolean().default(true),
  /**
   * Only an offering that already has a duration (a service added on the services page) may be bookable;
   * otherwise 400 naming is_bookable. Its duration, buffer and providers are kept as they are.
   */
  is_bookable: z.boolean().default(false),
  price_structure: priceStructure.default('fixed'),
  unit_name: lineText.trim().max(50).nullable().default(null),
  is_price_manual_entry: z.boolean().default(false),
  /** Required unless the price is entered at checkout; a decimal string like "25.00" (ruling 9). */
  price: priceText.default(''),
  is_taxable: z.boolean().default(false),
  address_option: addressOption.default('no_address'),
  offering_category_id: entityId.nullable().default(null),
  offering_category_name: lineText.trim().max(100).nullable().default(null),
  image_id: entityId.nullable().default(null),
  fee_structure_ids: z.array(entityId).max(200).default([]),
  custom_fields_collection: z.array(catalogueCustomField).max(50).default([]),
  /** Required when price_structure is recurring; ignored otherwise. */
  recurrence: recurrence.nullable().default(null),
});
export type CatalogueItemInput = z.input<typeof catalogueItemBody>;
export type CatalogueItemBody = z.output<typeof catalogueItemBody>;

/** PUT offering/search (spec 2 §7 grid search; spec 2 §9: offerings by created_at, items by name). */
export const catalogueSearchQuery = z.object({
  page: intParam(1, 200).default(1),
  items_per_page: intParam(1, 100).default(50),
  sort_by: z.enum(['name', 'created_at', 'price']).default('created_at'),
  sort_direction: z.enum(['asc', 'desc']).default('desc'),
});
export const catalogueSearchBody = z.object({
  query: z
    .object({
      search: lineText.trim().max(100).default(''),
      /** 'bookable' services, 'non_bookable' products, or both. */
      kind: z.enum(['all', 'bookable', 'non_bookable']).default('all'),
      status: z.enum(['all', 'active', 'inactive']).default('all'),
    })
    .default({ search: '', kind: 'all', status: 'all' }),
});
export const catalogueSearchResult = z.object({
  data: z.array(catalogueItem),
  total_item_count: z.number().int(),
});
export type CatalogueSearchResult = z.infer<typeof catalogueSearchResult>;

/** PUT catalog/offering/bulk/activate and /bulk/deactivate (spec 2 §5: a non-empty id list). */
export const bulkOfferingBody = z.object({
  offering_ids: z.array(entityId).min(1, fieldMessages.choose('at least one item')).max(500),
});
export const bulkOfferingResult = z.object({ updated_count: z.number().int(), message: z.string() });
export type BulkOfferingResult = z.infer<typeof bulkOfferingResult>;
