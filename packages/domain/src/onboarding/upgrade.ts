// Ruling 12: the upgrade address is an in-app flow that changes the merchant's product tier.
import type { ProductName } from '@paybook/contracts';
import { DEFAULT_TIER_FEATURES } from '../access/product-tiers.ts';
import { anyOf, type Requirement } from '../access/requirement.ts';

/** The in-app upgrade page (route id `upgrade`), answered by GET merchant/upgrade_url. */
export const UPGRADE_PATH = '/upgrade';

/**
 * The tiers a merchant may move to. Decided: an upgrade never takes a feature away that the merchant
 * uses for its business: appointments and starter move to full_product; a free trial may choose
 * any paid tier. full_product is the top.
 */
const UPGRADE_OPTIONS: Readonly<Record<ProductName, readonly ProductName[]>> = {
  free_trial: ['appointments', 'starter', 'full_product'],
  appointments: ['full_product'],
  starter: ['full_product'],
  full_product: [],
};

export function upgradeOptions(current: ProductName): readonly ProductName[] {
  return UPGRADE_OPTIONS[current];
}

/** Why the merchant cannot move to `target`, or null. */
export function upgradeError(current: ProductName, target: ProductName): string | null {
  if (target === current) return 'Your business is already on this plan.';
  if (!UPGRADE_OPTIONS[current].includes(target)) return 'Choose one of the plans offered for your business.';
  return null;
}

/** Decided: changing the plan is the account holder's decision: the owner or an administrator. */
export const UPGRADE_REQUIREMENT: Requirement = anyOf({ flag: 'isOwner' }, { adminOnly: true });

/**
 * The merchant record after the change: the new tier's features (a tier change replaces the
 * features, so none of the old tier's survive), and payments when the new tier takes payments.
 */
export function upgradedMerchant(target: ProductName): { features: string[]; hasPayments: boolean } {
  const features = [...DEFAULT_TIER_FEATURES[target]];
  return { features, hasPayments: features.includes('payments') };
}
