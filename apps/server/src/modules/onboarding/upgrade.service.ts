import type { FeeList, ProductName, UpgradeUrlResponse } from '@paybook/contracts';
import { feeTable, UPGRADE_PATH, upgradedMerchant, upgradeError, upgradeOptions } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { presentMerchant } from '../auth/presenters.ts';
import * as repo from './onboarding.repository.ts';

/** spec 1 §7 GET get_fees: the sandbox processor's pricing as a Key/Value list. */
export function getFees(): FeeList {
  return { data: feeTable() };
}

/** spec 1 §7 GET merchant/upgrade_url: the in-app upgrade page (ruling 12), while a higher tier exists. */
export function getUpgradeUrl(ctx: UserContext): UpgradeUrlResponse {
  const current = ctx.merchant.productName as ProductName;
  return { upgrade_url: upgradeOptions(current).length > 0 ? UPGRADE_PATH : null };
}

/**
 * Ruling 12 POST merchant/upgrade: moves the merchant to another tier with that tier's features
 * (domain upgradedMerchant). A free trial that becomes a paid tier ends its trial date.
 */
export function upgradeMerchant(db: Database, ctx: UserContext, target: ProductName) {
  return withTenant(db, ctx.merchantId, async (tx) => {
    const merchant = await repo.findMerchant(tx, ctx.merchantId);
    if (!merchant) throw notFound('The merchant');
    const problem = upgradeError(merchant.productName as ProductName, target);
    if (problem) throw badRequest('product_name', problem);
    const next = upgradedMerchant(target);
    const updated = await repo.updateMerchant(tx, ctx.merchantId, {
      productName: target,
      features: next.features,
      hasPayments: merchant.hasPayments || next.hasPayments,
      ...(merchant.productName === 'free_trial' ? { freeTrialExpirationDate: null } : {}),
    });
    return { merchant: presentMerchant(updated) };
  });
}
