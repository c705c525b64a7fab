import { type Order, type Receipt, recurrence } from '@paybook/contracts';
import { centsToPrice, describeRecurrence, phoneAsWritten } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { presentOrder, type TransactionRow } from '../orders/order-presenter.ts';
import { findOrderRecord } from '../orders/orders.repository.ts';
import { isSandboxReference } from '../processor/sandbox-payments.ts';
import type { ReceiptDocument } from './receipt-view.ts';
import {
  findReceiptMerchant,
  findUpcomingSchedules,
  type ReceiptMerchantRow,
  type ReceiptScheduleRow,
} from './receipts.repository.ts';

// spec 3 §2.6, §4.2 and issue 15 point 6: everything a receipt shows, read in the caller's tenant
// transaction. The order itself is the orders module's presentation (GET order/{id}), so the receipt and the
// order page can never show different amounts.

/** A card or bank payment of the order went through the sandbox: no money moved (cash and checks did). */
export function isPaidThroughSandbox(
  transactions: readonly Pick<TransactionRow, 'paymentType' | 'processorReference'>[],
): boolean {
  return transactions.some((t) => t.paymentType !== 'cash' && isSandboxReference(t.processorReference ?? ''));
}

/** What a recurrence stored at the sale reads as ("every 2 weeks on Monday, 6 times", spec 2 §9). */
export function recurrenceText(stored: unknown): string {
  const parsed = recurrence.safeParse(stored);
  // The checkout stores the catalogue's checked recurrence; a row written otherwise still gets a receipt.
  return parsed.success ? describeRecurrence(parsed.data) : 'on a recurring schedule';
}

function presentSchedule(row: ReceiptScheduleRow): Receipt['schedules'][number] {
  return {
    subscription_number: row.subscriptionNumber,
    // The item may have been deleted since the sale (offering_id set null); its name stays on the schedule.
    offering_id: row.offeringId ?? 0,
    offering_name: row.offeringName,
    price: centsToPrice(row.price),
    recurrence_text: recurrenceText(row.recurrence),
    // findUpcomingSchedules reads only schedules with a next bill date.
    next_bill_date: row.nextBillDate ?? '',
    final_bill_date: row.finalBillDate,
    occurrences: row.occurrences,
  };
}

/** The business a receipt (or an invoice's page) is from, as the receipt contract has it. */
export function receiptMerchantOf(merchant: ReceiptMerchantRow): Receipt['merchant'] {
  return {
    company_name: merchant.name,
    // spec 3 §3.3 business settings; the heading leaves out what the merchant has not filled in.
    phone: phoneAsWritten(merchant.phone),
    company_email: merchant.companyEmail,
    address1: merchant.address1,
    address2: merchant.address2,
    city: merchant.city,
    state: merchant.state,
    zip_code: merchant.zipCode,
    website_url: merchant.websiteUrl,
  };
}

/** The business as a public page shows it: its name, e-mail, phone and address lines (ruling 4). */
export function publicBusinessOf(merchant: ReceiptMerchantRow) {
  const business = receiptMerchantOf(merchant);
  return {
    name: business.company_name,
    email: business.company_email,
    phone: business.phone,
    address_lines: [
      business.address1,
      business.address2,
      [business.city, [business.state, business.zip_code].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', '),
    ].filter((line) => line.trim() !== ''),
  };
}

/**
 * The receipt of an order its writer has just presented (a public page's sale), without reading the order
 * back: the merchant, and the upcoming schedules only when the order started some.
 */
export async function receiptOfWritten(
  tx: Database,
  merchantId: number,
  order: Order,
  transactions: readonly Pick<TransactionRow, 'paymentType' | 'processorReference'>[],
  startsSchedules: boolean,
): Promise<ReceiptDocument> {
  const merchant = await findReceiptMerchant(tx, merchantId);
  if (!merchant) throw new Error('The merchant is gone');
  const schedules = startsSchedules ? await findUpcomingSchedules(tx, merchantId, order.id) : [];
  return {
    receipt: {
      merchant: receiptMerchantOf(merchant),
      order,
      schedules: schedules.map(presentSchedule),
    },
    timeZone: merchant.timeZone,
    testMode: isPaidThroughSandbox(transactions),
  };
}

/** The receipt of one of the merchant's orders, or undefined when the merchant has no such order. */
export async function loadReceipt(
  tx: Database,
  merchantId: number,
  orderId: number,
): Promise<ReceiptDocument | undefined> {
  const record = await findOrderRecord(tx, merchantId, orderId);
  if (!record) return undefined;
  const merchant = await findReceiptMerchant(tx, merchantId);
  if (!merchant) return undefined;
  const schedules = await findUpcomingSchedules(tx, merchantId, orderId);
  return {
    receipt: {
      merchant: receiptMerchantOf(merchant),
      order: presentOrder(record),
      schedules: schedules.map(presentSchedule),
    },
    timeZone: merchant.timeZone,
    testMode: isPaidThroughSandbox(record.transactions),
  };
}
