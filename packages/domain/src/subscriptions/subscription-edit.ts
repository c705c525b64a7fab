// spec 3 §4.5 edit form and spec 3 §5 "Subscription edit: price and remaining occurrences; start date is
// sent only if changed". Decision 128: the body's start_at is the next bill date the form shows; it is sent
// only when it differs from the schedule's next bill date. The price is what each bill charges.
import type { FeeStructureType } from '../catalogue/fee-structure.ts';

/** What the offer reads of a fee structure. */
export interface OfferedFeeStructure {
  id: number;
  type: FeeStructureType;
  is_recurring: boolean;
  is_active: boolean;
}

/**
 * spec 3 §4.5: the fee structures the edit form offers: never line-item discounts; once a bill has run
 * (number_of_active_executions > 0) only recurring ones. Inactive ones are offered only while the schedule
 * already holds them (`held`), so a save keeps what it had.
 */
export function editableFeeStructures<T extends OfferedFeeStructure>(
  all: readonly T[],
  executionsDone: number,
  held: readonly number[] = [],
): T[] {
  return all.filter(
    (fee) =>
      fee.type !== 'line_item_discount' &&
      (executionsDone === 0 || fee.is_recurring) &&
      (fee.is_active || held.includes(fee.id)),
  );
}

export interface SubscriptionEditForm {
  /** Decimal dollars ("30.00"). */
  price: string;
  /** null: no end. */
  remaining_occurrences: number | null;
  fee_structure_ids: number[];
  next_bill_date: string;
}

export interface SubscriptionEditBody {
  price: string;
  occurrences: number | null;
  fee_structure_ids: number[];
  start_at?: string;
}

/** spec 3 §5: the PUT subscription/{id} body of the form; start_at only when the date changed. */
export function subscriptionEditBody(
  form: SubscriptionEditForm,
  currentNextBillDate: string | null,
): SubscriptionEditBody {
  const body: SubscriptionEditBody = {
    price: form.price,
    occurrences: form.remaining_occurrences,
    fee_structure_ids: form.fee_structure_ids,
  };
  if (form.next_bill_date !== currentNextBillDate) body.start_at = form.next_bill_date;
  return body;
}

/** Problems of the edit body for the server (400 naming the field) and the form. */
export function subscriptionEditProblems(
  body: Pick<SubscriptionEditBody, 'occurrences' | 'start_at'>,
  today: string,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (body.occurrences !== null && (!Number.isSafeInteger(body.occurrences) || body.occurrences < 1)) {
    problems.occurrences = 'Enter the remaining occurrences: a whole number of 1 or more.';
  }
  if (body.start_at !== undefined && body.start_at <= today) {
    problems.start_at = 'The next bill date must be after today.';
  }
  return problems;
}
