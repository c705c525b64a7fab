// spec 3 §4.5 subscriptions (billing schedules): actions, cancel proration, resume dates, the edit form.
export * from './cancel-proration.ts';
export * from './subscription-actions.ts';
export * from './subscription-dates.ts';
export * from './subscription-edit.ts';
