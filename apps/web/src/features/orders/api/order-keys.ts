/**
 * Query keys of the order screens (STYLE.md habit 5). `detail` is the key the point of sale reads its
 * order under too, so an action here refreshes the receipt pages' order as well.
 */
export const orderKeys = {
  all: () => ['orders'] as const,
  detail: (orderId: number) => ['orders', 'detail', orderId] as const,
  seller: (orderId: number) => ['orders', 'seller', orderId] as const,
  timeline: (orderId: number) => ['orders', 'timeline', orderId] as const,
  transaction: (transactionId: number) => ['orders', 'transaction', transactionId] as const,
  payments: (search: string, page: number) => ['orders', 'payments', { search, page }] as const,
  customers: () => ['orders', 'customer'] as const,
  customer: (customerId: number, page: number) => ['orders', 'customer', customerId, { page }] as const,
};
