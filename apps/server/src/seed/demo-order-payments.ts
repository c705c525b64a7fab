import type {
  AchAuthorizationType,
  CheckoutPaymentMode,
  TransactionPaymentType,
  TransactionStatusCode,
} from '@paybook/domain';
import type { PaymentProcessor, ProcessorPayment } from '../modules/processor/processor.ts';
import { transactionStatusOf } from '../modules/processor/processor-report.ts';
import type { DemoPaymentScenario } from './demo-order-plans.ts';

// Issue 15 point 9: a demo order's payments and refunds, made through the sandbox processor (ruling 5) at
// the moments they happened: the processor's clock is set to each step's instant, and its settlement
// batch is run at each due instant that has passed, so every card and ACH transaction has the processor's
// reference and the life cycle of decision 67 (authorised → settled → refunded, voided, returned …). Cash
// and checks never reach the processor and are settled when taken.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The sandbox processor at a moment the seed chooses, and its batch. */
export interface DemoMoney {
  processor: PaymentProcessor;
  setClock(at: Date): void;
  runBatch(at: Date): Promise<unknown>;
  now: Date;
  merchantId: number;
  timeZone: string;
}

/** The card or bank account that pays: a stored one (accountId) or one used once (a fresh token). */
export interface DemoPayingAccount {
  kind: 'card' | 'bank';
  accountId: number | null;
  token: string;
  lastFour: string;
  /** The card's brand or the bank's name (transactions.account_label). */
  label: string;
}

/** A transaction row to write, before it has its order's and its payment's ids. */
export interface DemoTransactionDraft {
  isRefund: boolean;
  /** For a refund: the index of its payment among the drafts. */
  paymentIndex: number | null;
  paymentType: TransactionPaymentType;
  paymentMode: CheckoutPaymentMode;
  status: TransactionStatusCode;
  processorStatus: string;
  processorReference: string | null;
  amount: number;
  refundedAmount: number;
  canVoidUntil: Date | null;
  settledAt: Date | null;
  account: DemoPayingAccount | null;
  achAuthorizationType: AchAuthorizationType | null;
  amountTendered: number | null;
  changeDue: number | null;
  checkNumber: string | null;
  failureReason: string | null;
  achReturnCode: ProcessorPayment['returnCode'];
  idempotencyKey: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface DemoPaymentRequest {
  /** Unique across the sandbox: the processor's idempotency keys start with it. */
  key: string;
  scenario: DemoPaymentScenario;
  totalCents: number;
  at: Date;
  /** The card or bank account for card and ACH scenarios. */
  account: DemoPayingAccount | null;
  paymentMode: CheckoutPaymentMode;
  /** A number from 0 to 99 that varies refund delays, tendered cash and check numbers. */
  variation: number;
}

/** About half the total, in whole dollars when the total allows; at least 1¢ and less than the total. */
export function partOf(totalCents: number): number {
  const dollars = Math.round(totalCents / 200) * 100;
  if (dollars > 0 && dollars < totalCents) return dollars;
  return Math.max(1, Math.floor(totalCents / 2));
}

/** What a customer hands over for cash: the next $5 or $20 up (exact when it already is). */
function tenderedFor(amountCents: number, variation: number): number {
  const step = variation % 3 === 0 ? 2000 : 500;
  return Math.ceil(amountCents / step) * step;
}

const isDue = (instant: string | null, now: Date) => instant !== null && Date.parse(instant) <= now.getTime();

interface ProcessorStep {
  key: string;
  isRefund: boolean;
  createdAt: Date;
  /** When the step's state last changed (a void, a return), if not at settlement. */
  changedAt: Date | null;
}

/** Settles a payment or refund in the batch at its due instant, when that instant has passed. */
async function settleIfDue(money: DemoMoney, payment: ProcessorPayment): Promise<void> {
  if (
    (payment.status === 'authorized' || payment.status === 'posted') &&
    isDue(payment.canVoidUntil, money.now)
  ) {
    await money.runBatch(new Date(payment.canVoidUntil as string));
  }
}

async function charge(money: DemoMoney, request: DemoPaymentRequest, amountCents: number, at: Date) {
  const account = request.account;
  if (!account)
    throw new Error(`demo order ${request.key}: ${request.scenario} needs a card or bank account`);
  money.setClock(at);
  const call = {
    idempotencyKey: `${request.key}-pay`,
    token: account.token,
    amountCents,
    timeZone: money.timeZone,
    merchantId: money.merchantId,
  };
  return account.kind === 'card' ? money.processor.authorizeCard(call) : money.processor.postAchDebit(call);
}

/** The processor's side of the scenario; answers the steps whose final state becomes a transaction. */
async function runAtProcessor(money: DemoMoney, request: DemoPaymentRequest): Promise<ProcessorStep[]> {
  const { scenario, totalCents, at } = request;
  const paymentStep: ProcessorStep = {
    key: `${request.key}-pay`,
    isRefund: false,
    createdAt: at,
    changedAt: null,
  };
  const amount = scenario === 'partial_card' ? partOf(totalCents) : totalCents;
  const payment = await charge(money, request, amount, at);
  if (scenario === 'voided') {
    const voidAt = new Date(at.getTime() + (20 + (request.variation % 40)) * MINUTE);
    money.setClock(voidAt);
    await money.processor.voidPayment(payment.reference, `${request.key}-void`);
    return [{ ...paymentStep, changedAt: voidAt }];
  }
  await settleIfDue(money, payment);
  if (scenario === 'returned_ach' && payment.canVoidUntil) {
    const returnAt = new Date(Date.parse(payment.canVoidUntil) + DAY);
    if (returnAt <= money.now) await money.runBatch(returnAt);
    return [{ ...paymentStep, changedAt: returnAt <= money.now ? returnAt : null }];
  }
  if (scenario !== 'refund_full' && scenario !== 'refund_partial') return [paymentStep];
  const refundAt = new Date(at.getTime() + (2 + (request.variation % 5)) * DAY);
  if (refundAt > money.now) return [paymentStep];
  money.setClock(refundAt);
  const refund = await money.processor.refundPayment({
    idempotencyKey: `${request.key}-refund`,
    paymentReference: payment.reference,
    amountCents: scenario === 'refund_full' ? amount : partOf(amount),
  });
  await settleIfDue(money, refund);
  return [
    paymentStep,
    { key: `${request.key}-refund`, isRefund: true, createdAt: refundAt, changedAt: null },
  ];
}

const PAYMENT_TYPES: Readonly<Record<DemoPayingAccount['kind'], TransactionPaymentType>> = {
  card: 'credit_card',
  bank: 'ach',
};

/** Cash or a check: no processor; settled as it is taken. */
function paidInHand(request: DemoPaymentRequest): DemoTransactionDraft {
  const { scenario, totalCents, at, variation } = request;
  const isCheck = scenario === 'check';
  const amount = scenario === 'partial_cash' ? partOf(totalCents) : totalCents;
  const tendered = isCheck ? null : tenderedFor(amount, variation);
  return {
    isRefund: false,
    paymentIndex: null,
    paymentType: 'cash',
    paymentMode: isCheck ? 'check' : 'cash',
    status: 1,
    processorStatus: 'settled',
    processorReference: null,
    amount,
    refundedAmount: 0,
    canVoidUntil: null,
    settledAt: at,
    account: null,
    achAuthorizationType: null,
    amountTendered: tendered,
    changeDue: tendered === null ? null : tendered - amount,
    checkNumber: isCheck ? String(1001 + variation * 7) : null,
    failureReason: null,
    achReturnCode: null,
    idempotencyKey: `${request.key}-pay`,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * The transactions of one demo order: cash and checks in hand, cards and ACH debits through the sandbox
 * processor, written as the processor holds them afterwards (statuses by decision 67's rules).
 */
export async function payDemoOrder(
  money: DemoMoney,
  request: DemoPaymentRequest,
): Promise<DemoTransactionDraft[]> {
  if (request.scenario === 'cash' || request.scenario === 'check' || request.scenario === 'partial_cash') {
    return [paidInHand(request)];
  }
  const steps = await runAtProcessor(money, request);
  const account = request.account;
  if (!account) throw new Error(`demo order ${request.key}: no account`);
  const drafts: DemoTransactionDraft[] = [];
  for (const step of steps) {
    const final = await money.processor.findPayment(step.key);
    if (!final) throw new Error(`demo order ${request.key}: the processor has no ${step.key}`);
    const settledAt = final.settledAt ? new Date(final.settledAt) : null;
    drafts.push({
      isRefund: step.isRefund,
      paymentIndex: step.isRefund ? 0 : null,
      paymentType: PAYMENT_TYPES[account.kind],
      paymentMode: request.paymentMode,
      status: transactionStatusOf(step.isRefund, final),
      processorStatus: final.status,
      processorReference: final.reference,
      amount: final.amountCents,
      refundedAmount: 0,
      canVoidUntil: final.canVoidUntil ? new Date(final.canVoidUntil) : null,
      settledAt,
      account,
      achAuthorizationType: account.kind === 'bank' ? (account.accountId === null ? 'Tel' : 'Ppd') : null,
      amountTendered: null,
      changeDue: null,
      checkNumber: null,
      failureReason: final.failureReason,
      achReturnCode: final.returnCode,
      idempotencyKey: step.key,
      createdAt: step.createdAt,
      updatedAt: step.changedAt ?? settledAt ?? step.createdAt,
    });
  }
  // Cents of refunds posted or settled against the payment (transactions.refunded_amount).
  const [payment] = drafts;
  if (payment) {
    payment.refundedAmount = drafts
      .filter((draft) => draft.isRefund && draft.status === 4)
      .reduce((sum, draft) => sum + draft.amount, 0);
  }
  return drafts;
}
