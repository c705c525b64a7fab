import { type CancelStep, centsToPrice } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { queueTemplatedEmail } from '../email/outbox.ts';
import type { OrderRecord } from '../orders/order-presenter.ts';
import { findMerchantHeading } from '../transaction-actions/transaction-actions.repository.ts';

// spec 3 §5 "The cancel notification e-mail is optional through a checkbox" (issue 25 point 1): the
// customer is told the order was cancelled and what money goes back, through the outbox (ruling 7), in
// the cancel's own transaction.

const dollars = (cents: number) => `$${centsToPrice(cents)}`;

/** Where the notice goes: the override, else the order's e-mail, else the customer's; null for nobody. */
export function cancelNoticeRecipient(record: OrderRecord, override: string): string | null {
  const to = override.trim() || record.order.customerEmail.trim() || record.customer?.email.trim() || '';
  return to === '' ? null : to;
}

/** Queues the notice and answers its recipient (null when the order has no e-mail to write to). */
export async function queueCancelNotice(
  tx: Database,
  merchantId: number,
  record: OrderRecord,
  steps: readonly CancelStep[],
  override: string,
): Promise<string | null> {
  const to = cancelNoticeRecipient(record, override);
  if (to === null) return null;
  const { name } = await findMerchantHeading(tx, merchantId);
  const voided = steps.filter((s) => s.kind === 'void').reduce((sum, s) => sum + s.amount_cents, 0);
  const refunded = steps.filter((s) => s.kind === 'refund').reduce((sum, s) => sum + s.amount_cents, 0);
  const paragraphs = [];
  if (voided > 0)
    paragraphs.push({ text: `Your payment of ${dollars(voided)} was voided: no money was taken.` });
  if (refunded > 0) {
    paragraphs.push({
      text: `${dollars(refunded)} was refunded to you. It can take a few business days to show on your statement.`,
    });
  }
  // Ruling 7: the merchant's order_cancelled template; turned off (spec 3 §4.7), nothing is sent.
  const id = await queueTemplatedEmail(tx, merchantId, {
    template: 'order_cancelled',
    to,
    values: {
      company_name: name || 'the business',
      company_email: '',
      company_phone: '',
      customer_first_name: (record.customer?.firstName ?? record.order.customerFirstName).trim() || 'there',
      customer_last_name: (record.customer?.lastName ?? record.order.customerLastName).trim(),
      order_number: String(record.order.orderNumber),
      order_date: '',
      order_total: dollars(record.order.amountTotal),
    },
    paragraphs,
  });
  return id === null ? null : to;
}
