import { z } from 'zod';
import { customerPhone } from './customer-fields.ts';
import { fieldMessages } from './field-messages.ts';
import { lineText } from './primitives.ts';

/**
 * spec 3 §2.5 settings.edit and §3.3 Business settings: how customers reach the business (booking
 * confirmation, e-mails, receipts: issue 16 point 5) and the first day of its week (issue 16 point 9).
 * The time zone and booking address are the booking settings' (GET/PUT merchant/business_settings).
 */
export const BUSINESS_FIELD_LIMITS = {
  company_name: 100,
  company_email: 254,
  address1: 200,
  address2: 200,
  city: 100,
  state: 50,
  website_url: 200,
} as const;

const text = (max: number) => lineText.trim().max(max, fieldMessages.tooLong(max));

/** spec 3 §5: a US zip code of five digits (ZIP+4 kept), or empty. */
const zipCode = lineText
  .trim()
  .refine((value) => value === '' || /^\d{5}(-\d{4})?$/.test(value), fieldMessages.zip);

/**
 * spec 2 §5 shared validators: "Web address without http or https gets http:// prepended on blur". The
 * form calls it on blur and the contract on parse, so what is saved is what the merchant saw.
 */
export function withWebScheme(address: string): string {
  const trimmed = address.trim();
  return trimmed === '' || /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

/** Whether an address (with its scheme) is one people can open: http(s) and a dotted host; or empty. */
export function isWebAddress(address: string): boolean {
  return (
    address === '' || (z.url({ protocol: /^https?$/ }).safeParse(address).success && address.includes('.'))
  );
}

/** An address people can open: http(s), http:// added when left out ("juniperspa.com"); or empty. */
export const WEBSITE_MESSAGE = 'Enter a web address, like https://example.com.';
const webAddress = (max: number) => text(max).transform(withWebScheme).refine(isWebAddress, WEBSITE_MESSAGE);

/** spec 3 §3.3 social_links: the networks a business links to, in the order the form shows them. */
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'x',
  'linkedin',
  'youtube',
  'yelp',
  'tiktok',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_LINK_LIMIT = 200;

/** One address per network, each optional (empty when the business has no page there). */
export const socialLinks = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, webAddress(SOCIAL_LINK_LIMIT)])) as Record<
    SocialNetwork,
    ReturnType<typeof webAddress>
  >,
);
export type SocialLinks = z.output<typeof socialLinks>;

/** Issue 16 point 9: 0 Sunday … 6 Saturday (Sunday by default). */
const dayOfTheWeek = fieldMessages.choose('a day of the week');
export const weekStartsOn = z
  .number(dayOfTheWeek)
  .int(dayOfTheWeek)
  .min(0, dayOfTheWeek)
  .max(6, dayOfTheWeek);

/** PUT /api/merchant/business_details: every field (the form sends them all). */
export const updateBusinessDetailsBody = z.object({
  company_name: text(BUSINESS_FIELD_LIMITS.company_name).min(1, fieldMessages.required('a business name')),
  company_email: lineText
    .trim()
    .min(1, fieldMessages.required('an e-mail address'))
    .max(BUSINESS_FIELD_LIMITS.company_email, fieldMessages.tooLong(BUSINESS_FIELD_LIMITS.company_email))
    .refine((value) => z.email().safeParse(value).success, fieldMessages.email),
  phone: customerPhone,
  address1: text(BUSINESS_FIELD_LIMITS.address1),
  address2: text(BUSINESS_FIELD_LIMITS.address2),
  city: text(BUSINESS_FIELD_LIMITS.city),
  state: text(BUSINESS_FIELD_LIMITS.state),
  zip_code: zipCode,
  website_url: webAddress(BUSINESS_FIELD_LIMITS.website_url),
  fax: customerPhone,
  social_links: socialLinks,
  week_starts_on: weekStartsOn,
});
/** What the form sends (before the phone's and fax's digits are taken and the addresses get their scheme). */
export type UpdateBusinessDetailsBody = z.input<typeof updateBusinessDetailsBody>;
/** The parsed body the server saves. */
export type BusinessDetailsValues = z.output<typeof updateBusinessDetailsBody>;

/** GET and PUT /api/merchant/business_details answer. */
export const businessDetails = z.object({
  company_name: z.string(),
  company_email: z.string(),
  phone: z.string().describe('Ten digits, or empty'),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  website_url: z.string(),
  fax: z.string().describe('Ten digits, or empty'),
  social_links: z.object(
    Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, z.string()])) as Record<
      SocialNetwork,
      z.ZodString
    >,
  ),
  week_starts_on: z.number().int().describe('0 Sunday … 6 Saturday'),
});
export type BusinessDetails = z.infer<typeof businessDetails>;
