export * from './bulk.ts';
export * from './custom-field-answers.ts';
export * from './custom-fields.ts';
export * from './discount-code.ts';
export * from './discount-limit.ts';
export * from './fee-structure.ts';
export type { FieldProblems } from './field-problems.ts';
export * from './price-text.ts';
export * from './recurrence.ts';
