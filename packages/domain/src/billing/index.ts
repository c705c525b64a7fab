// spec 3 §3.2, §4.5, §9: bill dates of a billing schedule projected from its recurrence.
export {
  billDateAfter,
  billDates,
  finalBillDate,
  nextBillDateAfter,
  projectedBillDates,
} from './bill-dates.ts';
export * from './billing-run.ts';
export * from './future-lines.ts';
