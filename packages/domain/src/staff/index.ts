export * from './display-name.ts';
export * from './notifications.ts';
export * from './passwords.ts';
export * from './roles.ts';
export * from './roles-rules.ts';
export * from './security-questions.ts';
export * from './staff-access.ts';
export * from './work-plan.ts';
