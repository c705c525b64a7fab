export * from './permissions.ts';
export * from './store-design.ts';
export * from './store-save.ts';
export * from './store-status.ts';
export * from './url-name.ts';
export * from './web-address.ts';
