// Issue 25 point 8: the customer's money on the profile (statement, billing schedules, notices).
export * from './schedule-notices.ts';
export * from './statement.ts';
export * from './view-more.ts';
