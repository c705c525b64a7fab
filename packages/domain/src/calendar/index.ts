export * from './calendar-access.ts';
export * from './item-actions.ts';
export * from './time-rules.ts';
export * from './working-day.ts';
export * from './zoned-time.ts';
