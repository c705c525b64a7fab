// Issue 25 point 2: an order's timeline, oldest first: its creation, its payments, refunds and voids (read
// from its transactions, which are the record of the money), and the order_events rows (approved,
// cancelled, and what invoices and billing write: sent, viewed, billed, payment_failed). An event that
// records a money movement whose transaction is listed (detail.transaction_id) is not repeated, and the
// creation is the order's own created_at, so no line shows twice.

/** The kinds order_events may hold (migration 0027). */
export const ORDER_EVENT_KINDS = [
  'created',
  'sent',
  'viewed',
  'paid',
  'refunded',
  'voided',
  'approved',
  'cancelled',
  'billed',
  'payment_failed',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** A timeline line's kind: an event's, or a refund voided (read from its transaction). */
export type TimelineKind = OrderEventKind | 'refund_voided';

export interface TimelineTransaction {
  id: number;
  is_refund: boolean;
  /** spec 2 §3: 1 Processed, 2 Voided, 3 Failed, 4 Refunded, 5 Refund Voided, 6 Refund Failed. */
  status: number;
  amount_cents: number;
  created_at: string;
  /** When a void was recorded (the row's last change). */
  updated_at: string;
}

export interface TimelineEvent {
  id: number;
  kind: OrderEventKind;
  detail: Record<string, unknown>;
  user_id: number | null;
  created_at: string;
}

export interface TimelineEntry {
  kind: TimelineKind;
  at: string;
  amount_cents: number | null;
  transaction_id: number | null;
  user_id: number | null;
  detail: Record<string, unknown>;
}

const MONEY_EVENT_KINDS: ReadonlySet<OrderEventKind> = new Set([
  'paid',
  'refunded',
  'voided',
  'payment_failed',
]);

/** What one transaction puts on the timeline: its taking (or failure) and, later, its void. */
function transactionEntries(t: TimelineTransaction): TimelineEntry[] {
  const base = { amount_cents: t.amount_cents, transaction_id: t.id, user_id: null, detail: {} };
  if (t.is_refund) {
    if (t.status === 6) return [];
    const refunded: TimelineEntry = { ...base, kind: 'refunded', at: t.created_at };
    return t.status === 5 ? [refunded, { ...base, kind: 'refund_voided', at: t.updated_at }] : [refunded];
  }
  if (t.status === 3) return [{ ...base, kind: 'payment_failed', at: t.created_at }];
  const paid: TimelineEntry = { ...base, kind: 'paid', at: t.created_at };
  return t.status === 2 ? [paid, { ...base, kind: 'voided', at: t.updated_at }] : [paid];
}

const amountOf = (detail: Record<string, unknown>) =>
  typeof detail.amount_cents === 'number' ? detail.amount_cents : null;

/** The order's timeline, oldest first (ties keep creation, then transactions, then events). */
export function orderTimeline(
  createdAt: string,
  transactions: readonly TimelineTransaction[],
  events: readonly TimelineEvent[],
): TimelineEntry[] {
  const listed = new Set(transactions.map((t) => t.id));
  const created: TimelineEntry = {
    kind: 'created',
    at: createdAt,
    amount_cents: null,
    transaction_id: null,
    user_id: null,
    detail: {},
  };
  const fromEvents = events
    .filter((e) => e.kind !== 'created')
    .filter(
      (e) =>
        !(
          MONEY_EVENT_KINDS.has(e.kind) &&
          typeof e.detail.transaction_id === 'number' &&
          listed.has(e.detail.transaction_id)
        ),
    )
    .map(
      (e): TimelineEntry => ({
        kind: e.kind,
        at: e.created_at,
        amount_cents: amountOf(e.detail),
        transaction_id: typeof e.detail.transaction_id === 'number' ? e.detail.transaction_id : null,
        user_id: e.user_id,
        detail: e.detail,
      }),
    );
  const all = [
    created,
    ...[...transactions].sort((a, b) => a.id - b.id).flatMap(transactionEntries),
    ...fromEvents,
  ];
  // A stable sort on the instant keeps the order above for equal instants.
  return all
    .map((entry, index) => ({ entry, index, ms: Date.parse(entry.at) }))
    .sort((a, b) => a.ms - b.ms || a.index - b.index)
    .map(({ entry }) => entry);
}
