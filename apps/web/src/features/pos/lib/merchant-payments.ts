import type { LoginContext } from '@paybook/contracts';

// spec 3 §6: "ACH options appear only if the merchant accepts ACH. A free-trial merchant (product name
// free_trial) sees an upgrade link", and spec 3 §4.8: free-trial card and ACH payments are fake.

/** The merchant's accepted_payment_types (spec 1 §3: CC, ACH); null when the context has no list. */
function acceptedTypes(context: Pick<LoginContext, 'merchant'>): readonly string[] | null {
  const merchant: object = context.merchant;
  if (!('accepted_payment_types' in merchant)) return null;
  const types = merchant.accepted_payment_types;
  return Array.isArray(types) ? types.filter((type): type is string => typeof type === 'string') : null;
}

/** Whether the merchant accepts ACH; a context without the list is read as accepting it. */
export function acceptsAch(context: Pick<LoginContext, 'merchant'>): boolean {
  return acceptedTypes(context)?.some((type) => type.toUpperCase() === 'ACH') ?? true;
}

/** Whether the merchant accepts cards (CC); a context without the list is read as accepting them. */
export function acceptsCards(context: Pick<LoginContext, 'merchant'>): boolean {
  return acceptedTypes(context)?.some((type) => type.toUpperCase() === 'CC') ?? true;
}

export function isFreeTrialMerchant(context: Pick<LoginContext, 'merchant'>): boolean {
  return context.merchant.product_name === 'free_trial';
}
