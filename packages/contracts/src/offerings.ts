import { z } from 'zod';
import { fieldMessages } from './field-messages.ts';
import { priceText } from './money.ts';
import { entityId, idParam, intParam, lineText, multilineText } from './primitives.ts';

/**
 * Offerings: bookable services (spec 1 §3 Offering, §7 Services) and catalogue products (spec 2 §3)
 * are one entity. Prices travel as decimal strings with two decimals ("25.00"), never floats (ruling 9).
 *
 * Who may call:
 * - reads: any signed-in user of the merchant;
 * - add, edit, delete, image removal: manage_configuration or manage_appointments (the rule of the
 *   appointments settings routes, spec 1 §2.3);
 * - activate / deactivate: manage_configuration only (spec 1 §4.1, §6); otherwise 403 naming the right.
 */

/** spec 1 §3: the unit a duration is shown and entered in. */
export const durationDisplayUnits = ['Minutes', 'Hours'] as const;
export const durationDisplayUnit = z.enum(durationDisplayUnits);
export type DurationDisplayUnit = z.infer<typeof durationDisplayUnit>;

/** spec 1 §5, §9: buffer after a service, in minutes. */
export const bufferMinutesOptions = [0, 5, 10, 15, 30] as const;
export type BufferMinutes = (typeof bufferMinutesOptions)[number];
export const bufferMinutes = z
  .number()
  .int()
  .refine((value): value is BufferMinutes => (bufferMinutesOptions as readonly number[]).includes(value), {
    message: 'Choose a buffer of 0, 5, 10, 15 or 30 minutes.',
  });

/** Issue 15 point 7: how a service's deposit is set (packages/domain deposits). */
export const depositTypes = ['none', 'amount', 'percent'] as const;
export const depositType = z.enum(depositTypes);

export const offeringIdParams = z.object({ offeringId: idParam });
/** DELETE offering/{id}/{version} (spec 2 §7): the version the user saw. */
export const offeringVersionParams = z.object({ offeringId: idParam, version: intParam(1) });
export const offeringCategoryIdParams = z.object({ categoryId: idParam });
export const serviceProviderIdParams = z.object({ serviceProviderId: idParam });

export const offeringSortBy = z.enum(['name', 'created_at']);
export const offeringListQuery = z.object({
  page: intParam(1).default(1),
  /** spec 1 §9: 20 a page on the service list; pickers ask for 18, then 100. */
  items_per_page: intParam(1, 100).default(20),
  sort_by: offeringSortBy.default('name'),
});
export type OfferingListQuery = z.infer<typeof offeringListQuery>;

export const offeringCategory = z.object({ id: z.number().int(), name: z.string() });
export type OfferingCategory = z.infer<typeof offeringCategory>;

export const offeringImage = z.object({ id: z.number().int(), link: z.string() });
export type OfferingImage = z.infer<typeof offeringImage>;

export const offeringProvider = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});

/** spec 1 §3 Offering, as every offering call answers it. */
export const offering = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** In `duration_display_unit` (90 minutes shown in Hours is 1.5); null for products. */
  duration: z.number().nullable(),
  duration_display_unit: durationDisplayUnit.nullable(),
  duration_minutes: z.number().int().nullable(),
  price: z.string().describe('Decimal string with two decimals, e.g. "45.00"'),
  is_active: z.boolean(),
  is_bookable: z.boolean(),
  buffer_minutes: z.number().int(),
  service_provider_ids: z.array(z.number().int()),
  service_providers: z.array(offeringProvider),
  offering_category_id: z.number().int().nullable(),
  offering_category: offeringCategory.nullable(),
  image_id: z.number().int().nullable(),
  image: offeringImage.nullable(),
  /** Issue 15 point 7: a deposit taken at an online booking, and a no-show fee. */
  deposit_type: depositType,
  /** Dollars for 'amount' ("20.00"), a percentage for 'percent' ("12.5"), '' for 'none'. */
  deposit_value: z.string(),
  /** The deposit of the current price ("0.00" for none). */
  deposit: z.string(),
  no_show_fee: z.string().describe('Decimal string with two decimals; "0.00" for none'),
});
export type Offering = z.infer<typeof offering>;

export const offeringPage = z.object({
  data: z.array(offering),
  total_item_count: z.number().int(),
});
export type OfferingPage = z.infer<typeof offeringPage>;

export const offeringList = z.object({ data: z.array(offering) });
export type OfferingList = z.infer<typeof offeringList>;

export const offeringCategoryList = z.object({ data: z.array(offeringCategory) });
export type OfferingCategoryList = z.infer<typeof offeringCategoryList>;

/** POST offering_category: an existing name (ignoring case and outer spaces) answers that category. */
export const createOfferingCategoryBody = z.object({
  name: lineText.trim().min(1, fieldMessages.required('a category name')).max(100),
});

/**
 * POST offering and PUT offering/{id}. The category is either an existing `offering_category_id` or a
 * typed `offering_category_name`, matched to an existing name ignoring case or else created in the same
 * transaction (spec 2 §5). The duration maximum (spec 1 §5) and the price format are checked by the
 * domain rules (`durationError`, `priceError`) and answer 400 naming `duration` or `price`.
 */
export const offeringBody = z
  .object({
    name: lineText.trim().min(1, fieldMessages.required('a name')).max(200),
    description: multilineText.trim().max(2000).default(''),
    duration: z.number().nullable().default(null),
    duration_display_unit: durationDisplayUnit.default('Minutes'),
    buffer_minutes: bufferMinutes.default(0),
    price: priceText,
    is_bookable: z.boolean(),
    is_active: z.boolean().default(true),
    service_provider_ids: z.array(entityId).max(500).default([]),
    offering_category_id: entityId.nullable().default(null),
    offering_category_name: lineText.trim().max(100).nullable().default(null),
    image_id: entityId.nullable().default(null),
    /**
     * Issue 15 point 7. Left out on a save: the deposit settings stay as they are (none on a new service).
     * Checked by the domain's readDepositSettings: 400 naming deposit_value, no_show_fee or deposit_type.
     */
    deposit_type: depositType.optional(),
    deposit_value: lineText.trim().max(20).optional(),
    no_show_fee: lineText.trim().max(20).optional(),
  })
  .superRefine((body, context) => {
    if (body.offering_category_id !== null && body.offering_category_name) {
      context.addIssue({
        code: 'custom',
        path: ['offering_category_name'],
        message: 'Choose an existing category or type a new one, not both.',
      });
    }
  });
/** What a caller sends (defaults may be left out). */
export type OfferingInput = z.input<typeof offeringBody>;
/** After parsing: every default filled in. */
export type OfferingBody = z.output<typeof offeringBody>;

export const hasFutureAppointmentsResponse = z.object({ has_future_appointments: z.boolean() });
export type HasFutureAppointmentsResponse = z.infer<typeof hasFutureAppointmentsResponse>;

/** spec 3 §7 GET service_provider/{id}/all_appointments/count: every appointment, past and to come. */
export const allAppointmentsCountResponse = z.object({ count: z.number().int() });
export type AllAppointmentsCountResponse = z.infer<typeof allAppointmentsCountResponse>;
