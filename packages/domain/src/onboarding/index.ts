export * from './fees.ts';
export * from './setup.ts';
export * from './upgrade.ts';
