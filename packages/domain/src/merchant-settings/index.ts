export * from './billing.ts';
export * from './design.ts';
export * from './requirements.ts';
export * from './terms.ts';
