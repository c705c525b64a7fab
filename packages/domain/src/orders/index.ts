// Issue 25 points 1 and 2: an order's own actions, what cancelling does to its money, its timeline, and
// the customer-name link of the order and transaction pages.
export * from './customer-name-link.ts';
export * from './order-actions.ts';
export * from './order-cancel-plan.ts';
export * from './order-timeline.ts';
