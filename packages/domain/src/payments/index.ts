// Issue 15 points 1 and 2: the codes of orders and transactions, and the processor-side life cycle of
// payments and refunds as pure state machines (decision 67).
export * from './ach-payment.ts';
export * from './card-brand.ts';
export * from './card-payment.ts';
export * from './card-swipe.ts';
export * from './cash-tender.ts';
export * from './codes.ts';
export * from './nothing-due.ts';
export * from './order-payment.ts';
export * from './order-state.ts';
export * from './payment.ts';
export * from './payment-refusal.ts';
export * from './refund.ts';
export * from './settlement-time.ts';
export * from './transaction-actions.ts';
