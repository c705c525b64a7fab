export * from './money-text.ts';
