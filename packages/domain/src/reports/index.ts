export * from './grid-access.ts';
export * from './grid-columns.ts';
export * from './grid-query.ts';
export * from './report-filters.ts';
export * from './report-params.ts';
export * from './report-row-link.ts';
export * from './report-screens.ts';
export * from './report-subscription.ts';
