// spec 2 §4 Offering "Bulk: only activate or deactivate", §8 the bulk success message. The non-empty id
// list of spec 2 §5 is the bulk call's contract (packages/contracts/src/catalogue.ts bulkOfferingBody).

export type BulkOfferingAction = 'activate' | 'deactivate';

/** spec 2 §8: 'You have successfully activated 3 item(s)', worded as the spec has it. */
export function bulkOfferingSuccessMessage(action: BulkOfferingAction, count: number): string {
  return `You have successfully ${action}d ${count} item(s)`;
}
