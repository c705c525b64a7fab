import type { ProductName } from '@paybook/contracts';
import type { Feature } from '../access/features.ts';
import { DEFAULT_TIER_FEATURES } from '../access/product-tiers.ts';

// Issue 26 point 3, spec 3 §2.5 /settings/billing, spec 1 §6 product tiers: the merchant's monthly fee for
// its tier, what the tier includes, and the calendar month each fee invoice covers.

/** Decision 184: the monthly fee of each tier, in cents. A free trial pays nothing. */
export const TIER_MONTHLY_FEE_CENTS: Readonly<Record<ProductName, number>> = {
  free_trial: 0,
  appointments: 2_900,
  starter: 4_900,
  full_product: 9_900,
};

export const monthlyFeeCents = (tier: ProductName): number => TIER_MONTHLY_FEE_CENTS[tier];

/**
 * What a tier includes, as the billing page lists it: each line is shown when the tier's features
 * (product-tiers.ts, the one list of them) contain its feature.
 */
export const TIER_INCLUSIONS = [
  { key: 'appointments', feature: 'appointments' },
  { key: 'customers', feature: 'customer_tab' },
  { key: 'payments', feature: 'payments' },
  { key: 'invoices', feature: 'invoices' },
  { key: 'point_of_sale', feature: 's_p_o_s' },
  { key: 'payment_forms', feature: 'payment_forms' },
  { key: 'online_store', feature: 'online_store' },
  { key: 'reports', feature: 'reports_beta' },
  { key: 'integrations', feature: 'integrations' },
] as const satisfies readonly { key: string; feature: Feature }[];
export type TierInclusion = (typeof TIER_INCLUSIONS)[number]['key'];

export function tierInclusions(tier: ProductName): TierInclusion[] {
  const features: readonly Feature[] = DEFAULT_TIER_FEATURES[tier];
  return TIER_INCLUSIONS.filter((line) => features.includes(line.feature)).map((line) => line.key);
}

/** A fee period: a calendar month in the merchant's time zone (ruling 8), both days included. */
export interface FeePeriod {
  start: string;
  end: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Decision 184: the month that `date` (yyyy-MM-dd, the merchant's today) is in. */
export function feePeriodOf(date: string): FeePeriod {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start: `${year}-${pad(month)}-01`, end: `${year}-${pad(month)}-${pad(lastDay)}` };
}

/** The period after `period`. */
export function nextFeePeriod(period: FeePeriod): FeePeriod {
  const [year, month] = period.start.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  return feePeriodOf(next);
}

/** The fee invoice's number: the merchant and the month, so a period has one number (PB-42-202611). */
export const feeInvoiceNumber = (merchantId: number, period: FeePeriod): string =>
  `PB-${merchantId}-${period.start.slice(0, 7).replace('-', '')}`;

/** Whether a period's fee is to be charged: a paid tier, a card on file, and no invoice yet for it. */
export function isFeeDue(input: { tier: ProductName; hasCard: boolean; hasInvoice: boolean }): boolean {
  return monthlyFeeCents(input.tier) > 0 && input.hasCard && !input.hasInvoice;
}
