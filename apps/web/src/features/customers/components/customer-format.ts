/** A customer's display name: first and last name. */
export const customerName = (customer: { first_name: string; last_name: string }) =>
  `${customer.first_name} ${customer.last_name}`.trim();

/** The profile of a customer (spec 2 §2.1); a tab adds its own segment. */
export const customerProfilePath = (
  id: number,
  tab: 'overview' | 'timeline' | 'payment-methods' | 'addresses' = 'overview',
) => `/customer/profile/${id}${tab === 'overview' ? '' : `/${tab}`}`;
