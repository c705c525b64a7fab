export * from './requirements.ts';
export * from './schedule.ts';
export * from './time-zone.ts';
export * from './url-subdomain.ts';
