export * from './saved-reports.ts';
