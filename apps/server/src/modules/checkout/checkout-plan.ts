import type { AchAuthorizationType, CheckoutPaymentMode, PricedOrder, SaleTypeCode } from '@paybook/domain';
import type { StoredOrderAddress } from '../../db/schema/index.ts';
import type { TokenisedAccount } from '../payment-accounts/new-account.ts';

// Issue 15 point 8: what a checkout will write, decided before the processor is called and kept on its
// intent (`checkout_intents.plan`), so the checkout and the reconcile job write the very same order from
// it. It holds tokens and last four digits only, never a card number, CVV or account number (ruling 5).

/** One cart line as the order and a billing schedule name it (the catalogue's at the sale). */
export interface PlanLine {
  offering_id: number;
  name: string;
  unit_name: string | null;
  start_date: string | null;
  /** spec 2 §3 Recurrence of a recurring item; null otherwise. */
  recurrence: unknown;
  /** The item fees and taxes the line bore (a billing schedule's fee_structure_ids). */
  fee_structure_ids: number[];
  /** Issue 27: the buyer's answers to the item's custom fields on a store's page; absent elsewhere. */
  custom_fields?: { label: string; value: string }[];
}

/** How the order is paid; a card or bank account is already tokenised. */
export type PlanPayment =
  | {
      kind: 'card';
      token: string;
      /** The card's brand ('Visa'). */
      label: string;
      last_four: string;
      /** A stored account paying; null for a card used once (unless `new_account` stores it). */
      account_id: number | null;
      /** Issue 15 point 6: a card paying for recurring items is stored on the customer. */
      new_account: TokenisedAccount | null;
    }
  | {
      kind: 'bank';
      token: string;
      /** The bank's name, or 'Bank account'. */
      label: string;
      last_four: string;
      account_id: number | null;
      new_account: TokenisedAccount | null;
      authorization_type: AchAuthorizationType | null;
      company_name: string;
    }
  | { kind: 'cash'; tendered_cents: number; change_cents: number }
  | { kind: 'check'; check_number: string }
  /** Decision 79: nothing to pay (the deposit credit covers the order, or it totals 0.00). */
  | { kind: 'none' };

/** Issue 15 point 7: the appointment's deposit taken off the order, decided with the plan. */
export interface PlanDepositCredit {
  cents: number;
  /** The deposit's own order, where its payment is. */
  deposit_order_id: number;
}

export interface CheckoutPlan {
  user_id: number;
  time_zone: string;
  /** The merchant's date of the sale (ruling 8). */
  today: string;
  payment_mode: CheckoutPaymentMode;
  customer: {
    id: number | null;
    first_name: string;
    last_name: string;
    email: string;
    alt_email: string;
  };
  addresses: StoredOrderAddress[];
  discount_code: string;
  /** The code's discount, whose use this order counts; null without a code or when it was dropped. */
  discount_fee_structure_id: number | null;
  priced: PricedOrder;
  lines: PlanLine[];
  payment: PlanPayment;
  /** Issue 15 point 7: the appointment checked out (orders.appointment_id); absent in older plans. */
  appointment_id?: number | null;
  /** The deposit credit planned; the charge is the total less it. Absent in older plans. */
  deposit_credit?: PlanDepositCredit | null;
  /**
   * Issue 24 point 1: the cashier confirmed a second sale of an appointment already checked out (the
   * order-writing transaction checks again under the appointment's lock). Absent in older plans.
   */
  allow_second_sale?: boolean;
  /**
   * Issue 25 (decision 124): a payment on an order that exists already (an invoice paid on its public
   * page), written by checkout-order-payment.ts instead of a new order. Absent for a sale.
   */
  order_payment?: PlanOrderPayment;
  /**
   * Decision 133: the cents of the lines starting after `today`, charged on their dates by the billing
   * engine rather than now. Absent in older plans (which charged every line).
   */
  later_cents?: number;
  /**
   * Issue 27 (decision 165): a sale on a store's public page: its sale type (spec 2 §3 code table: 0 Online
   * Store, 5 Payment Form), the store, and where its receipt goes. Absent at the point of sale (2).
   */
  sale_type?: SaleTypeCode;
  store_id?: number;
  receipt_email?: string;
}

export interface PlanOrderPayment {
  order_id: number;
  amount_cents: number;
  /** Where the receipt e-mail goes after the payment ('' for none). */
  receipt_email: string;
}

/**
 * The cents the plan's payment charges: the amount paid on an existing order, or the order's total less
 * the deposit credit planned and the lines charged later (decision 133).
 */
export const chargeCentsOf = (
  plan: Pick<CheckoutPlan, 'priced' | 'deposit_credit' | 'later_cents'> & {
    order_payment?: PlanOrderPayment;
  },
) =>
  plan.order_payment?.amount_cents ??
  Math.max(0, plan.priced.total_cents - (plan.deposit_credit?.cents ?? 0) - (plan.later_cents ?? 0));

/** spec 2 §3: a recurring item sold starts a billing schedule (issue 15 point 6). */
export const isRecurringLine = (plan: CheckoutPlan, index: number) =>
  plan.priced.lines[index]?.price_structure === 'recurring';

export const hasRecurringLine = (plan: Pick<CheckoutPlan, 'priced'>) =>
  plan.priced.lines.some((line) => line.price_structure === 'recurring');

/** The key of the intent's money call at the processor and of its transaction: one per intent, globally. */
export const paymentKeyOf = (intentId: number) => `checkout-intent-${intentId}`;
