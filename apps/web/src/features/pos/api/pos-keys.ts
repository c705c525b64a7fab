/** Query keys of the point of sale (STYLE.md habit 5); catalogue reads sit under the offerings' root. */
export const posKeys = {
  items: (search: string) => ['offerings', 'pos', 'items', { search }] as const,
  order: (orderId: number) => ['orders', 'detail', orderId] as const,
};
