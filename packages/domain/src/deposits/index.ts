export * from './deposit-access.ts';
export * from './deposit-return.ts';
export * from './deposit-rules.ts';
export * from './deposit-settings.ts';
