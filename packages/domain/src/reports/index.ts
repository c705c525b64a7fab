export * from './grid-access.ts';
export * from './grid-columns.ts';
export * from './grid-query.ts';
export * from './report-params.ts';
export * from './report-subscription.ts';
