import type { Receipt } from '@paybook/contracts';
import { formatDollars, moneyTextToCents } from '@paybook/domain';
import { formatBillDate, formatOrderTime } from './receipt-dates.ts';

// spec 3 §2.6 send-receipt and §4.2 view/print receipt; issue 15 point 6 ("the receipt says what will be
// charged and when"). One wording of a receipt, read by the PDF and by the e-mail's HTML and text, so the
// three never disagree.

/** What a receipt is drawn from: the receipt contract plus what only the drawing needs. */
export interface ReceiptDocument {
  receipt: Receipt;
  /** The merchant's IANA zone (ruling 8): the order's date is shown in it. */
  timeZone: string;
  /** Card or bank payments went through the sandbox processor (ruling 5): no money moved. */
  testMode: boolean;
}

export interface ReceiptRow {
  label: string;
  /** A second, smaller line: quantity and unit, a start date, cash tendered. */
  detail: string | null;
  /** "$45.00", or "-$5.00" for what is taken off or given back. */
  amount: string;
}

export interface ReceiptSchedule {
  title: string;
  lines: string[];
}

export interface ReceiptView {
  companyName: string;
  /** Address, phone, e-mail and website: each line only when the merchant filled it in. */
  merchantLines: string[];
  orderLine: string;
  dateLine: string;
  notices: string[];
  customerLines: string[];
  items: ReceiptRow[];
  /** Subtotal, discounts, fees, taxes; the total is separate so it can be drawn bold. */
  summary: ReceiptRow[];
  total: ReceiptRow;
  payments: ReceiptRow[];
  /** Amount paid, change due and what is still owed. */
  balance: ReceiptRow[];
  schedules: ReceiptSchedule[];
}

type Order = Receipt['order'];
type Transaction = Order['transactions'][number];

export const TEST_MODE_NOTICE = 'Test mode: paid through the sandbox processor. No money was moved.';
export const CANCELLED_NOTICE = 'This order was cancelled.';
/** spec 3 §4.8 "A discount is dropped if any item has a future payment or start date". */
export const DISCOUNTS_DROPPED_NOTICE = 'Discounts were not applied because an item starts on a later date.';

const cents = (text: string): number => moneyTextToCents(text) ?? 0;
const dollars = (text: string): string => formatDollars(cents(text));
const minus = (text: string): string => `-${dollars(text)}`;
const row = (label: string, amount: string, detail: string | null = null): ReceiptRow => ({
  label,
  detail,
  amount,
});

function merchantLines(merchant: Receipt['merchant']): string[] {
  const cityLine = [merchant.city, [merchant.state, merchant.zip_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [
    merchant.address1,
    merchant.address2,
    cityLine,
    merchant.phone,
    merchant.company_email,
    merchant.website_url,
  ]
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function itemDetail(item: Order['items'][number]): string | null {
  const price = dollars(item.unit_price);
  const parts: string[] = [];
  if (item.price_structure === 'per_unit') {
    // spec 2 §9 price text: a per-unit item reads as a rate ("2.5 × $40.00 per hour").
    parts.push(`${item.quantity} × ${price} per ${item.unit_name?.trim().toLowerCase() || 'unit'}`);
  } else if (item.quantity !== '1') {
    parts.push(`${item.quantity} × ${price}`);
  }
  if (item.start_date) parts.push(`Starts ${formatBillDate(item.start_date)}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** Item fees and order fees, one row per fee however many lines it was charged on. */
function feeRows(order: Order): ReceiptRow[] {
  const fees = new Map<number, { name: string; cents: number }>();
  for (const fee of [...order.items.flatMap((item) => item.fees), ...order.order_fees]) {
    const seen = fees.get(fee.fee_structure_id);
    if (seen) seen.cents += cents(fee.amount);
    else fees.set(fee.fee_structure_id, { name: fee.name, cents: cents(fee.amount) });
  }
  return [...fees.values()]
    .filter((fee) => fee.cents > 0)
    .map((fee) => row(fee.name, formatDollars(fee.cents)));
}

function summaryRows(order: Order): ReceiptRow[] {
  return [
    row('Subtotal', dollars(order.amount_subtotal)),
    ...order.discounts.filter((d) => cents(d.amount) > 0).map((d) => row(d.name, minus(d.amount))),
    ...feeRows(order),
    ...order.taxes
      .filter((tax) => cents(tax.amount) > 0)
      .map((tax) =>
        row(tax.percent === null ? tax.name : `${tax.name} (${tax.percent}%)`, dollars(tax.amount)),
      ),
  ];
}

/** "Visa •••• 4242", "Chase •••• 6789", "Cash", "Check #1234". */
export function paymentMethodText(t: Transaction): string {
  if (t.payment_mode === 'check') return t.check_number ? `Check #${t.check_number}` : 'Check';
  if (t.account) {
    const name = t.account.label.trim() || (t.account.kind === 'card' ? 'Card' : 'Bank account');
    return `${name} •••• ${t.account.last_four}`;
  }
  if (t.payment_type === 'cash') return 'Cash';
  return t.payment_type === 'ach' ? 'Bank account' : 'Card';
}

function paymentDetail(t: Transaction): string | null {
  if (t.processor_status === 'posted') return 'Pending until the bank settles it';
  if (t.processor_status === 'requires_action') return 'Awaiting approval';
  if (t.amount_tendered !== null && cents(t.amount_tendered) > 0) {
    const change = t.change_due === null ? 0 : cents(t.change_due);
    return `Tendered ${dollars(t.amount_tendered)}${change > 0 ? `, change ${formatDollars(change)}` : ''}`;
  }
  return null;
}

/**
 * spec 2 §3 "Transaction codes 1, 2, 3 count as payments": a receipt lists what was taken (1 Processed)
 * and what was given back (4 Refunded); voided and failed attempts moved no money and are left out.
 */
function paymentRows(order: Order): ReceiptRow[] {
  // Issue 15 point 7: a deposit paid at booking and credited to this order (decision 76).
  const deposit =
    order.deposit_credit !== undefined && cents(order.deposit_credit) > 0
      ? [row('Deposit paid at booking', dollars(order.deposit_credit))]
      : [];
  return deposit.concat(
    order.transactions.flatMap((t) => {
      if (!t.is_refund && t.status.code === 1)
        return [row(paymentMethodText(t), dollars(t.amount), paymentDetail(t))];
      if (t.is_refund && t.status.code === 4)
        return [row(`Refund to ${paymentMethodText(t)}`, minus(t.amount))];
      return [];
    }),
  );
}

function balanceRows(order: Order): ReceiptRow[] {
  const change = order.transactions.reduce(
    (sum, t) =>
      sum + (!t.is_refund && t.status.code === 1 && t.change_due !== null ? cents(t.change_due) : 0),
    0,
  );
  return [
    row('Amount paid', dollars(order.amount_paid)),
    ...(change > 0 ? [row('Change due', formatDollars(change))] : []),
    ...(cents(order.amount_due) > 0 ? [row('Amount due', dollars(order.amount_due))] : []),
  ];
}

/** Issue 15 point 6: what each bill charges, how often, and when the next (and the last) is. */
export function scheduleView(schedule: Receipt['schedules'][number]): ReceiptSchedule {
  const price = dollars(schedule.price);
  return {
    title: `${schedule.offering_name} (subscription #${schedule.subscription_number})`,
    lines: [
      `${price} ${schedule.recurrence_text}`,
      `Next charge: ${price} on ${formatBillDate(schedule.next_bill_date)}`,
      ...(schedule.final_bill_date ? [`Final charge: ${formatBillDate(schedule.final_bill_date)}`] : []),
    ],
  };
}

export function receiptView(doc: ReceiptDocument): ReceiptView {
  const { merchant, order, schedules } = doc.receipt;
  const customer = order.customer;
  const customerName = customer ? `${customer.first_name} ${customer.last_name}`.trim() : '';
  return {
    companyName: merchant.company_name,
    merchantLines: merchantLines(merchant),
    orderLine: `Order #${order.order_number}`,
    dateLine: formatOrderTime(order.created_at, doc.timeZone),
    notices: [
      ...(doc.testMode ? [TEST_MODE_NOTICE] : []),
      ...(order.order_status.code === 2 ? [CANCELLED_NOTICE] : []),
      ...(order.discounts_dropped ? [DISCOUNTS_DROPPED_NOTICE] : []),
    ],
    customerLines: customer ? [customerName, customer.email].filter((line) => line.trim() !== '') : [],
    items: order.items.map((item) => row(item.name, dollars(item.amount_subtotal), itemDetail(item))),
    summary: summaryRows(order),
    total: row('Total', dollars(order.amount_total)),
    payments: paymentRows(order),
    balance: balanceRows(order),
    schedules: schedules.map(scheduleView),
  };
}
