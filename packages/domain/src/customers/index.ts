export * from './addresses.ts';
export * from './custom-fields.ts';
export * from './dedupe.ts';
export * from './delete-block.ts';
export * from './permissions.ts';
export * from './phone.ts';
export * from './timeline.ts';
export * from './zip-code.ts';
