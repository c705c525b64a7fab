export * from './account-delete.ts';
export * from './account-on-file.ts';
export * from './bank-account.ts';
export * from './card-expiry.ts';
export * from './card-number.ts';
export * from './cvv.ts';
export * from './permissions.ts';
export * from './routing-number.ts';
