// spec 3 §4.6 scheduled invoices and recurring payments.
export * from './schedule-rules.ts';
