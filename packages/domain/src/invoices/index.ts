// Issue 25 points 3 and 4: invoices (spec 3 §2.3, §4.3).

export * from './invoice-access.ts';
export * from './invoice-actions.ts';
export * from './invoice-payment.ts';
export * from './invoice-status.ts';
