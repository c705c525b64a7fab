import { randomUUID } from 'node:crypto';
import type { Invoice, InvoiceBodyInput } from '@paybook/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { outboxEmails, transactions } from '../../db/schema/index.ts';
import type { TestClient } from '../../test/client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { type Shop, setUpShop } from '../checkout/checkout-test-setup.ts';

// Issue 25: an invoice built through the API for the invoice tests, on setUpShop's catalogue (Shampoo
// $10.00 taxable at 8.25 %, Consulting $25.00 an hour).

export const VISA = '4242 4242 4242 4242';

export function invoiceBody(
  shop: Pick<Shop, 'customerId' | 'items'>,
  overrides: Partial<InvoiceBodyInput> = {},
) {
  return {
    customer_id: shop.customerId,
    lines: [
      { kind: 'item', offering_id: shop.items.shampoo, quantity: '2' },
      { kind: 'custom', name: 'Design work', quantity: '1', price: '150.00' },
    ],
    invoice_date: '2026-11-20',
    terms: 'net_15',
    notes: 'Thanks for your business',
    ...overrides,
  } satisfies InvoiceBodyInput;
}

export async function createInvoice(client: TestClient, body: object) {
  const response = await client.post('/api/invoice', body);
  if (response.statusCode !== 201)
    throw new Error(`invoice not created: ${response.statusCode} ${response.body}`);
  return response.json<Invoice>();
}

export const tokenOf = (invoice: Pick<Invoice, 'public_path'>) => invoice.public_path.split('/').pop() ?? '';

export function payPublic(t: TestApp, token: string, body: object, key: string | null = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/invoice/${token}/pay`,
    payload: body,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

export const cardPayment = (amount: string, number = VISA) => ({
  method: 'card',
  amount,
  card: { card_number: number, cvv: '123', expiration: '12/30', billing_zip_code: '' },
});

export async function setUpInvoices(t: TestApp) {
  const shop = await setUpShop(t, ['create_orders']);
  const db = t.handle.db;
  const outbox = (kind: string) =>
    db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.merchantId, shop.merchantId), eq(outboxEmails.kind, kind)))
      .orderBy(asc(outboxEmails.id));
  const payments = (orderId: number) =>
    db
      .select()
      .from(transactions)
      .where(and(eq(transactions.merchantId, shop.merchantId), eq(transactions.orderId, orderId)));
  return { shop, outbox, payments };
}
