import {
  BUSINESS_FIELD_LIMITS,
  type BusinessDetails,
  SOCIAL_LINK_LIMIT,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  socialLinks,
  type UpdateBusinessDetailsBody,
  updateBusinessDetailsBody,
} from '@paybook/contracts';
import { phoneAsWritten } from '@paybook/domain';
import type { TFunction } from 'i18next';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { fieldRules } from '@/lib/field-messages';

const fields = updateBusinessDetailsBody.shape;
/** Whether the contract's rule for one field accepts the value (the rule lives once, in the contract). */
const passes = (field: keyof typeof fields) => (value: string) => fields[field].safeParse(value).success;

/** The business settings form (spec 3 §2.5, §3.3): the contract's rules, worded through i18next. */
export function businessFormSchema(t: TFunction) {
  const { messages, text } = fieldRules(t);
  const limits = BUSINESS_FIELD_LIMITS;
  return z.object({
    company_name: text(limits.company_name).min(
      1,
      messages.say('required', { field: t('businessSettings.fieldNames.companyName') }),
    ),
    company_email: text(limits.company_email)
      .min(1, messages.required('email'))
      .refine(passes('company_email'), messages.email()),
    phone: z.string().refine(passes('phone'), messages.phone()),
    address1: text(limits.address1),
    address2: text(limits.address2),
    city: text(limits.city),
    state: text(limits.state),
    zip_code: z.string().trim().refine(passes('zip_code'), messages.zip()),
    website_url: text(limits.website_url).refine(passes('website_url'), t('businessSettings.errors.website')),
    fax: z.string().refine(passes('fax'), messages.phone()),
    social_links: z.object(
      Object.fromEntries(
        SOCIAL_NETWORKS.map((network) => [
          network,
          text(SOCIAL_LINK_LIMIT).refine(
            (value) => socialLinks.shape[network].safeParse(value).success,
            t('businessSettings.errors.website'),
          ),
        ]),
      ) as Record<SocialNetwork, ReturnType<typeof text>>,
    ),
    week_starts_on: z.string(),
  });
}

export type BusinessFormValues = z.infer<ReturnType<typeof businessFormSchema>>;

export const BUSINESS_FORM_FIELDS = [
  'company_name',
  'company_email',
  'phone',
  'address1',
  'address2',
  'city',
  'state',
  'zip_code',
  'website_url',
  'fax',
  ...SOCIAL_NETWORKS.map((network) => `social_links.${network}` as const),
  'week_starts_on',
] as const satisfies readonly FieldPath<BusinessFormValues>[];

export function businessFormValues(details: BusinessDetails): BusinessFormValues {
  // The stored ten digits as people read them; the server takes the digits back out.
  return {
    ...details,
    phone: phoneAsWritten(details.phone),
    fax: phoneAsWritten(details.fax),
    week_starts_on: String(details.week_starts_on),
  };
}

export function businessBody(values: BusinessFormValues): UpdateBusinessDetailsBody {
  return { ...values, week_starts_on: Number(values.week_starts_on) };
}
