import type {
  AchReturnCode,
  CardBrand,
  CardExpiry,
  PaymentMethod,
  PaymentRefusalReason,
  PaymentStatus,
  RefundStatus,
} from '@paybook/domain';

// Ruling 5: payments go through a processor interface. This issue needs tokenising; the payments issue
// adds authorising, settling, voiding and refunding to the same interface.

export interface CardToTokenize {
  /** Digits only, already checked by the domain's card rules. */
  number: string;
  cvv: string;
  expiry: CardExpiry;
  billingZipCode: string;
}

export interface TokenizedCard {
  token: string;
  brand: CardBrand;
  lastFour: string;
}

export interface BankAccountToTokenize {
  routingNumber: string;
  accountNumber: string;
}

export interface TokenizedBankAccount {
  token: string;
  lastFour: string;
  /** The bank the routing number belongs to, when the processor knows it. */
  bankName: string | null;
}

/** The processor refused the card or account; `message` is for the person who typed it. */
export class ProcessorRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The field the refusal is about, so the form can show it there. */
    readonly property: string,
  ) {
    super(message);
    this.name = 'ProcessorRefusal';
  }
}

/** Never log or store the inputs: they carry the full number and CVV (ruling 5). */
export interface TokenProcessor {
  tokenizeCard(card: CardToTokenize): Promise<TokenizedCard>;
  tokenizeBankAccount(account: BankAccountToTokenize): Promise<TokenizedBankAccount>;
}

/** The whole processor: tokens (payment accounts) and money (checkout, refunds, settlement). */
export interface PaymentProcessor extends TokenProcessor, MoneyProcessor {}

// Issue 15 point 1: moving money. Every call that moves money takes an idempotency key: the processor keeps
// the first answer per key and gives it back to a retry, so a retried or reconciled checkout never charges
// twice (point 8). A real gateway implements the same calls against its API; the sandbox
// (sandbox-processor.ts) implements them on its own tables, with packages/domain/src/payments' machines.

/** The processor's side of a payment or a refund, as the app mirrors it on its transaction row. */
export interface ProcessorPayment {
  /** The processor's id for the payment or refund. */
  reference: string;
  method: PaymentMethod;
  status: PaymentStatus | RefundStatus;
  amountCents: number;
  /** spec 3 §3.2: void is allowed strictly before this instant (ISO, UTC); null when there is no window. */
  canVoidUntil: string | null;
  settledAt: string | null;
  returnCode: AchReturnCode | null;
  /** spec 3 §8 failure_reason: why the processor declined or failed it, for the person at the desk. */
  failureReason: string | null;
}

export interface ChargeRequest {
  /** The key of this money call; the same key always answers the same payment. */
  idempotencyKey: string;
  /** A token from tokenizeCard or tokenizeBankAccount (a stored account's or a one-off one). */
  token: string;
  amountCents: number;
  /** The merchant's IANA zone: its local midnight is the card batch (decision 67). */
  timeZone: string;
  /** Whose money: the sandbox keeps it to settle each merchant's batch. */
  merchantId: number;
}

export interface RefundRequest {
  idempotencyKey: string;
  /** The settled payment to refund. */
  paymentReference: string;
  amountCents: number;
}

/**
 * What the processor reports since the last report: payments and refunds that settled or were returned.
 * `cursor` is opaque; the app stores the last one it applied.
 */
export interface ProcessorReport {
  events: readonly ProcessorEvent[];
  cursor: string;
}

export interface ProcessorEvent {
  /** Unique and increasing; the app records each one it applied, so applying twice is harmless. */
  id: string;
  merchantId: number;
  type: 'settled' | 'returned';
  payment: ProcessorPayment;
}

/** A refusal of the processor's: the payment's machine refused the step (decision 67's reason codes). */
export class ProcessorStepRefused extends Error {
  constructor(
    /** `key_reused`: the idempotency key answered a different request (another amount, account or merchant). */
    readonly reason: PaymentRefusalReason | 'unknown_reference' | 'key_reused',
    message: string,
  ) {
    super(message);
    this.name = 'ProcessorStepRefused';
  }
}

/**
 * The processor did not answer (a timeout, a dropped connection): whether it acted is unknown. The caller
 * retries with the same idempotency key or asks `findPayment`. The sandbox throws it for its "no answer"
 * test cards (sandbox-test-numbers.ts).
 */
export class ProcessorUnavailable extends Error {
  constructor(message = 'The payment processor did not answer.') {
    super(message);
    this.name = 'ProcessorUnavailable';
  }
}

/**
 * The processor's money calls (ruling 5). A decline is an answer (status failed, with failureReason), not
 * an exception; an exception means the processor's answer is unknown, and the caller retries with the same
 * key or reconciles through `findPayment`.
 */
export interface MoneyProcessor {
  /** Authorise a card (requires_action, authorized or failed). */
  authorizeCard(request: ChargeRequest): Promise<ProcessorPayment>;
  /** Post an ACH debit (posted or failed). */
  postAchDebit(request: ChargeRequest): Promise<ProcessorPayment>;
  /** The payment or refund a key made, or null when the processor never received the call. */
  findPayment(idempotencyKey: string): Promise<ProcessorPayment | null>;
  /** Void an authorised card, a posted ACH debit or a card needing action. Same key, same answer. */
  voidPayment(reference: string, idempotencyKey: string): Promise<ProcessorPayment>;
  /** Refund part or all of a settled payment: the refund's own payment (posted or failed). */
  refundPayment(request: RefundRequest): Promise<ProcessorPayment>;
  /** Void a posted refund before its window closes. */
  voidRefund(reference: string, idempotencyKey: string): Promise<ProcessorPayment>;
  /** Settlements and returns after `cursor` (null: from the start), at most `limit` of them. */
  report(cursor: string | null, limit: number): Promise<ProcessorReport>;
}
