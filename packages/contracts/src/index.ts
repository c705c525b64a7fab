export * from './access.ts';
export * from './auth.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './mfa.ts';
export * from './staff.ts';
export * from './support.ts';
