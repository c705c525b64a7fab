// spec 2 §5: "Customer delete is blocked when the customer has any appointments, billing schedules,
// invoices, recurring invoices, recurring payments, authorized payments, posted payments or unknown
// payments outstanding."

export const OUTSTANDING_ITEM_KINDS = [
  'appointments',
  'billing_schedules',
  'invoices',
  'recurring_invoices',
  'recurring_payments',
  'authorized_payments',
  'posted_payments',
  'unknown_payments',
] as const;
export type OutstandingItemKind = (typeof OUTSTANDING_ITEM_KINDS)[number];

/** Outstanding item counts; a kind whose area does not exist yet is simply left out (0). */
export type OutstandingItems = Partial<Record<OutstandingItemKind, number>>;

const LABELS: Record<OutstandingItemKind, [one: string, many: string]> = {
  appointments: ['upcoming appointment', 'upcoming appointments'],
  billing_schedules: ['billing schedule', 'billing schedules'],
  invoices: ['unpaid invoice', 'unpaid invoices'],
  recurring_invoices: ['recurring invoice', 'recurring invoices'],
  recurring_payments: ['recurring payment', 'recurring payments'],
  authorized_payments: ['authorized payment', 'authorized payments'],
  posted_payments: ['posted payment', 'posted payments'],
  unknown_payments: ['payment of unknown status', 'payments of unknown status'],
};

/** The kinds that block a delete, in the spec's order. */
export function deleteBlockers(items: OutstandingItems): OutstandingItemKind[] {
  return OUTSTANDING_ITEM_KINDS.filter((kind) => (items[kind] ?? 0) > 0);
}

/** The blocking message naming what is outstanding, or null when the customer may be deleted. */
export function deleteBlockedMessage(items: OutstandingItems): string | null {
  const blockers = deleteBlockers(items);
  if (blockers.length === 0) return null;
  const parts = blockers.map((kind) => {
    const count = items[kind] ?? 0;
    const [one, many] = LABELS[kind];
    return `${count} ${count === 1 ? one : many}`;
  });
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `This customer can't be deleted while they have ${list}.`;
}
