export * from './access/index.ts';
export * from './appointment-settings/index.ts';
export * from './bulletins/index.ts';
export * from './calendar/index.ts';
export * from './offerings/index.ts';
export * from './onboarding/index.ts';
export * from './shell/index.ts';
export * from './staff/index.ts';
