/** Query keys of the subscription screens (STYLE.md habit 5). */
export const subscriptionKeys = {
  all: () => ['subscriptions'] as const,
  detail: (id: number) => ['subscriptions', 'detail', id] as const,
  proration: (id: number) => ['subscriptions', 'proration', id] as const,
  search: (body: object) => ['subscriptions', 'search', body] as const,
  discounts: (id: number, offeringIds: readonly number[]) =>
    ['subscriptions', 'discounts', id, [...offeringIds]] as const,
};
