export * from './amount-bound.ts';
export * from './discount-code-check.ts';
export * from './price-order.ts';
export * from './pricing-input-problem.ts';
export type * from './pricing-types.ts';
export * from './quantity.ts';
export * from './rounding.ts';
