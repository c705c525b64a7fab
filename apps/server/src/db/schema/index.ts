export * from './audit.ts';
export * from './idempotency.ts';
export * from './merchants.ts';
export * from './mfa.ts';
export * from './sessions.ts';
export * from './support-users.ts';
export * from './users.ts';
