import type {
  DurationDisplayUnit,
  Offering,
  OfferingCategory,
  OfferingImage,
  OfferingInput,
} from '@paybook/contracts';
import {
  type DepositType,
  depositSettingMessages,
  durationProblem,
  findCategoryByName,
  MAX_DURATION_BY_UNIT,
  normalizeCategoryName,
  priceProblem,
  readDepositSettings,
} from '@paybook/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { fieldRules } from '@/lib/field-messages';

/** The form's values: Mantine inputs hold strings where the wire has numbers. */
export interface ServiceFormValues {
  name: string;
  duration: number | string;
  duration_display_unit: DurationDisplayUnit;
  buffer_minutes: string;
  price: string;
  is_bookable: boolean;
  is_active: boolean;
  service_provider_ids: string[];
  /** A category name: an existing one is matched ignoring case, a new one is created (spec 2 §5). */
  category: string;
  image: OfferingImage | null;
  /** Issue 15 point 7: the deposit taken at an online booking and the no-show fee. */
  deposit_type: DepositType;
  deposit_value: string;
  no_show_fee: string;
}

export const emptyServiceForm: ServiceFormValues = {
  name: '',
  duration: 60,
  duration_display_unit: 'Minutes',
  buffer_minutes: '0',
  price: '',
  is_bookable: true,
  is_active: true,
  service_provider_ids: [],
  category: '',
  image: null,
  deposit_type: 'none',
  deposit_value: '',
  no_show_fee: '',
};

export function serviceFormValues(service: Offering): ServiceFormValues {
  return {
    name: service.name,
    duration: service.duration ?? '',
    duration_display_unit: service.duration_display_unit ?? 'Minutes',
    buffer_minutes: String(service.buffer_minutes),
    price: service.price,
    is_bookable: service.is_bookable,
    is_active: service.is_active,
    service_provider_ids: service.service_provider_ids.map(String),
    category: service.offering_category?.name ?? '',
    image: service.image,
    deposit_type: service.deposit_type,
    deposit_value: service.deposit_value,
    no_show_fee: service.no_show_fee === '0.00' ? '' : service.no_show_fee,
  };
}

/** The contract's limits (contracts offerings.ts offeringBody): the inputs stop there. */
export const SERVICE_NAME_MAX = 200;
export const SERVICE_CATEGORY_MAX = 100;

/** spec 1 §5 with the domain's rules; messages through i18next (field faults from the one catalogue). */
export function serviceFormSchema(t: TFunction) {
  const { text, requiredText } = fieldRules(t);
  return z
    .object({
      name: requiredText('name', SERVICE_NAME_MAX),
      duration: z.union([z.number(), z.string()]),
      duration_display_unit: z.enum(['Minutes', 'Hours']),
      buffer_minutes: z.string(),
      price: z.string(),
      is_bookable: z.boolean(),
      is_active: z.boolean(),
      service_provider_ids: z.array(z.string()),
      category: text(SERVICE_CATEGORY_MAX),
      image: z.object({ id: z.number(), link: z.string() }).nullable(),
      deposit_type: z.enum(['none', 'amount', 'percent']),
      deposit_value: z.string(),
      no_show_fee: z.string(),
    })
    .superRefine((values, context) => {
      const duration = typeof values.duration === 'number' ? values.duration : null;
      const durationIssue = durationProblem(duration, values.duration_display_unit);
      if (durationIssue) {
        context.addIssue({
          code: 'custom',
          path: ['duration'],
          message: t(`services.form.errors.duration.${durationIssue}`, {
            unit: t(`services.form.units.${values.duration_display_unit}`).toLowerCase(),
            max: MAX_DURATION_BY_UNIT[values.duration_display_unit],
          }),
        });
      }
      const priceIssue = priceProblem(values.price);
      if (priceIssue) {
        context.addIssue({
          code: 'custom',
          path: ['price'],
          message: t(`services.form.errors.price.${priceIssue}`),
        });
      }
      // The server's own rule (issue 15 point 7), so both name the same field with the same words.
      const deposit = readDepositSettings(values);
      if (!deposit.ok) {
        const key = depositMessageKey(deposit.message);
        context.addIssue({
          code: 'custom',
          path: [deposit.property],
          message: key ? t(`services.form.deposit.errors.${key}`) : deposit.message,
        });
      }
    });
}

/** The i18n key of a domain deposit message. */
function depositMessageKey(message: string) {
  return (Object.keys(depositSettingMessages) as (keyof typeof depositSettingMessages)[]).find(
    (key) => depositSettingMessages[key] === message,
  );
}

/** A typed category name on the wire: the existing category's id when one matches, else the new name. */
export function categoryFields(
  typed: string,
  categories: readonly OfferingCategory[],
): { offering_category_id: number | null; offering_category_name: string | null } {
  const categoryName = normalizeCategoryName(typed);
  const existing = categoryName ? findCategoryByName(categories, categoryName) : undefined;
  return {
    offering_category_id: existing?.id ?? null,
    offering_category_name: existing || !categoryName ? null : categoryName,
  };
}

/** The wire body of a service. */
export function serviceBody(
  values: ServiceFormValues,
  categories: readonly OfferingCategory[],
): OfferingInput {
  return {
    name: values.name.trim(),
    duration: typeof values.duration === 'number' ? values.duration : null,
    duration_display_unit: values.duration_display_unit,
    buffer_minutes: Number(values.buffer_minutes),
    price: values.price.trim(),
    is_bookable: values.is_bookable,
    is_active: values.is_active,
    service_provider_ids: values.service_provider_ids.map(Number),
    ...categoryFields(values.category, categories),
    image_id: values.image?.id ?? null,
    deposit_type: values.deposit_type,
    deposit_value: values.deposit_type === 'none' ? '' : values.deposit_value.trim(),
    no_show_fee: values.no_show_fee.trim(),
  };
}
