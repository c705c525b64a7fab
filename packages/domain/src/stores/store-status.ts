// spec 2 §4 Store status and §8: what toggling a store or payment form does, and when it is refused.

/** spec 2 §3 store status: 0 a draft (a new copy), 1 active, 2 inactive. */
export const STORE_STATUSES = { draft: 0, active: 1, inactive: 2 } as const;
export type StoreStatusName = keyof typeof STORE_STATUSES;
export type StoreStatusCode = (typeof STORE_STATUSES)[StoreStatusName];

/** The status a code names. */
export function storeStatusName(code: number): StoreStatusName {
  const found = (Object.keys(STORE_STATUSES) as StoreStatusName[]).find(
    (name) => STORE_STATUSES[name] === code,
  );
  if (!found) throw new Error(`Unknown store status ${code}`);
  return found;
}

/** spec 2 §3 is_active: only an active store takes orders. */
export const isStoreActive = (status: number) => status === STORE_STATUSES.active;

/** spec 2 §8: a store with no offerings cannot be activated. */
export const STORE_EMPTY_MESSAGE = 'Your store must have at least one offering before it can be activated.';

/** The toggle's two targets (PUT store/{id}/{status}). */
export const STORE_TOGGLES = ['active', 'inactive'] as const;
export type StoreToggle = (typeof STORE_TOGGLES)[number];

/**
 * spec 2 §4: why a store may not move to `target`, or null. Activation needs at least one offering;
 * deactivation is always allowed. (The right, manage_configuration, is the call's requirement.)
 */
export function storeToggleRefusal(target: StoreToggle, offeringsCount: number): string | null {
  if (target === 'active' && offeringsCount === 0) return STORE_EMPTY_MESSAGE;
  return null;
}

/**
 * spec 2 §4: "Confirming activation sets status active (and activates the payment-form offering if it is
 * inactive)". Which of the store's offerings an activation also activates: a payment form's inactive
 * ones; a store's none (its inactive items simply do not show).
 */
export function offeringsActivatedWith(
  storeType: StoreType,
  items: readonly { offeringId: number; isActive: boolean }[],
): number[] {
  if (storeType !== 'payment_form') return [];
  return items.filter((item) => !item.isActive).map((item) => item.offeringId);
}

/** spec 2 §3 store_type; decision 164 adds buy_button, the hosted checkout a buy-now button opens. */
export const STORE_TYPES = ['store', 'payment_form', 'buy_button'] as const;
export type StoreType = (typeof STORE_TYPES)[number];

/** spec 2 §4 Duplicate: "name gets the suffix ' - Copy'". */
export const duplicateStoreName = (name: string) => `${name} - Copy`;
