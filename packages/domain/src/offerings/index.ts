export * from './buffer.ts';
export * from './category.ts';
export * from './duration.ts';
export * from './page-sizes.ts';
export * from './permissions.ts';
export * from './price.ts';
