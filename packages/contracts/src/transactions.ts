import { moneyTextToCents } from '@paybook/domain/money/money-text';
import {
  ACH_AUTHORIZATION_TYPES,
  ACH_RETURN_CODES,
  CHECKOUT_PAYMENT_MODES,
  PROCESSOR_STATUSES,
  TRANSACTION_FUNDINGS,
  TRANSACTION_PAYMENT_TYPES,
  TRANSACTION_STATUSES,
} from '@paybook/domain/payments/codes';
import { z } from 'zod';
import { codeWithName } from './code-name.ts';
import { customerEmail } from './customer-fields.ts';
import { moneyText } from './money.ts';
import { entityId, idParam } from './primitives.ts';

// spec 3 §3.2 Transaction ("id, order_id, status, funding (payment or credit), payment_type (credit_card,
// ach, cash), is_refund, can_void_until, ref_payment_id, email"), spec 3 §4.4 and spec 2 §3 code tables.
// Money is decimal text with two decimals (decision 1); instants are ISO 8601 in UTC.

const amount = z.string().describe('Decimal string with two decimals, e.g. "45.00"');

/** spec 2 §3 "Transaction status: 1 Processed, 2 Voided, 3 Failed, 4 Refunded, 5 Refund Voided, 6 Refund Failed". */
export const transactionStatus = codeWithName(TRANSACTION_STATUSES);

/**
 * spec 3 §4.4 "Statuses seen: failed, posted, authorized, settled, reverse_posted, requires_action", plus
 * the life cycle's voided and returned (decision 67).
 */
export const processorStatuses = [...PROCESSOR_STATUSES, 'voided', 'returned'] as const;
export const processorStatus = z.enum(processorStatuses);

/** The account a transaction used: its brand and last four digits only (ruling 5). */
export const transactionAccount = z.object({
  /** A stored account's id; null for a card or bank account used once. */
  id: z.number().int().nullable(),
  kind: z.enum(['card', 'bank']),
  last_four: z.string(),
  /** Card brand ('Visa') or bank name. */
  label: z.string(),
});

/** A payment or a refund of an order. */
export const transaction = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  status: transactionStatus,
  processor_status: processorStatus,
  funding: z.enum(TRANSACTION_FUNDINGS),
  /** spec 3 §3.2's three types: a check is paid at the desk like cash, so it is 'cash' with mode 'check'. */
  payment_type: z.enum(TRANSACTION_PAYMENT_TYPES),
  payment_mode: z.enum(CHECKOUT_PAYMENT_MODES),
  is_refund: z.boolean(),
  amount,
  /** spec 3 §4.4: a void is allowed strictly before this instant; null when there is no window. */
  can_void_until: z.string().nullable(),
  /** A refund's payment. */
  ref_payment_id: z.number().int().nullable(),
  email: z.string(),
  account: transactionAccount.nullable(),
  /** spec 3 §3.4 cash and check extras. */
  amount_tendered: amount.nullable(),
  change_due: amount.nullable(),
  check_number: z.string().nullable(),
  /** spec 3 §8: shown when the payment failed. */
  failure_reason: z.string().nullable(),
  /** A returned ACH debit's NACHA code (decision 67). */
  ach_return_code: z.enum(Object.keys(ACH_RETURN_CODES) as [keyof typeof ACH_RETURN_CODES]).nullable(),
  /** spec 3 §3.4: an ACH payment's authorization type and company (a business account's; issue 25 point 1). */
  ach_authorization_type: z.enum(ACH_AUTHORIZATION_TYPES).nullable(),
  company_name: z.string(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type Transaction = z.infer<typeof transaction>;

export const transactionIdParams = z.object({ transactionId: idParam });

/**
 * PUT transaction/{id}/void and PUT transaction/{id}/refund (spec 3 §7: "payment_id, order_key,
 * suppress_notification, optional to_email_override"). Accept Idempotency-Key. `payment_id` is the
 * transaction of the path and `order_key` its order's id; the server refuses a mismatch.
 */
export const transactionActionBody = z.object({
  payment_id: entityId,
  order_key: entityId,
  suppress_notification: z.boolean().default(false),
  to_email_override: customerEmail.default(''),
});
export type TransactionActionBody = z.input<typeof transactionActionBody>;

const REFUND_AMOUNT_MESSAGE = 'Enter a refund amount of at least 0.01';

/**
 * The refund's `amount` goes beyond the spec's payload: decision 67 refunds "in whole cents from 1 up to
 * what is left", so a partial refund names its amount; null refunds everything left.
 */
export const refundBody = transactionActionBody.extend({
  amount: moneyText
    .refine((text) => (moneyTextToCents(text) ?? 0) >= 1, REFUND_AMOUNT_MESSAGE)
    .nullable()
    .default(null),
});
export type RefundBody = z.input<typeof refundBody>;

/** PUT order/{orderKey}/{refId}/payment/{id}/void (spec 3 §7): void a posted refund of a payment. */
export const refundVoidParams = z.object({ orderKey: idParam, refId: idParam, id: idParam });

/**
 * The optional body of a refund's void (beyond spec 3 §7, which shows none): whether to tell the customer,
 * and where. Without a body (none, or null) the customer is told at the refund's e-mail.
 */
export const refundVoidBody = transactionActionBody
  .pick({ suppress_notification: true, to_email_override: true })
  .nullish();
export type RefundVoidBody = z.input<typeof refundVoidBody>;

/** 409: spec 3 §4.4 refuses the action now (the message says why and what to do instead). */
export const TRANSACTION_ACTION_REFUSED = 'TRANSACTION_ACTION_REFUSED';
/** 503: the processor did not answer; retrying with the same Idempotency-Key never moves money twice. */
export const PROCESSOR_UNAVAILABLE = 'PROCESSOR_UNAVAILABLE';
