// spec 2 §4 Offering "Bulk: only activate or deactivate", §5 Catalogue "Bulk actions need a non-empty list
// of offering ids", §8 the bulk success message.
import type { FieldProblems } from './field-problems.ts';

export type BulkOfferingAction = 'activate' | 'deactivate';

export const BULK_OFFERING_IDS_REQUIRED = 'Choose at least one item.';

/** spec 2 §5: what is wrong with a bulk request, keyed 'offering_ids'. */
export function bulkOfferingProblems(offeringIds: readonly number[]): FieldProblems {
  return offeringIds.length === 0 ? { offering_ids: BULK_OFFERING_IDS_REQUIRED } : {};
}

/** spec 2 §8: 'You have successfully activated 3 item(s)', worded as the spec has it. */
export function bulkOfferingSuccessMessage(action: BulkOfferingAction, count: number): string {
  return `You have successfully ${action}d ${count} item(s)`;
}
