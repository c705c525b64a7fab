// spec 1 §6: state aliases that resolve by merchant feature.

export const CUSTOMERS_LIST_ALIAS = '@customers-list';

/**
 * spec 1 §6: '@customers-list' resolves to 'customers-list' with the customer_tab feature,
 * otherwise 'customers-classic'. Any other name is returned unchanged.
 */
export function resolveStateAlias(alias: string, features: ReadonlySet<string>): string {
  if (alias === CUSTOMERS_LIST_ALIAS)
    return features.has('customer_tab') ? 'customers-list' : 'customers-classic';
  return alias;
}

/**
 * Ruling 2: the classic customer list is a real screen, the same one as the customer list,
 * so both resolved states open route customer.list (path /customer/list).
 */
export const STATE_ALIAS_ROUTE_IDS: Readonly<Record<string, string>> = {
  'customers-list': 'customer.list',
  'customers-classic': 'customer.list',
};
