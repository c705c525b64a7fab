// Test support: recurrences of billing schedules (spec 3 §3.2 Recurrence).
import { defaultRecurrence, type Recurrence } from '../catalogue/recurrence.ts';

/** Every `interval` periods on the day of purchase, with no end. */
export function recurrenceOf(frequency: Recurrence['frequency'], interval: number): Recurrence {
  return { ...defaultRecurrence(), frequency, periods_between_occurrence: interval };
}

export const monthlyOnPurchase: Recurrence = recurrenceOf('monthly', 1);
