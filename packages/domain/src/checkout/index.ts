// spec 3 §4.8, §5 Checkout, §7 Point of sale; issue 24 points 1 and 5: the point of sale's rules, once.
export * from './ach-authorization.ts';
export * from './appointment-payment.ts';
export * from './checkout-address.ts';
export * from './checkout-attempt.ts';
export * from './checkout-outcome.ts';
export * from './checkout-problems.ts';
export * from './customer-search.ts';
export * from './first-checkout-mode.ts';
export * from './pos-access.ts';
