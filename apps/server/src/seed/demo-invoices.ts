import type { Invoice } from '@paybook/contracts';
import { addDays, centsToPrice, priceToCents, todayInTimeZone } from '@paybook/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { offerings } from '../db/schema/index.ts';
import { customersWithEmail, type DemoApiClient, publicDemoClient, signInOwner } from './demo-api-client.ts';
import { DEMO_INVOICE_PLANS, type DemoInvoicePlan } from './demo-invoice-plans.ts';
import { partOf } from './demo-order-payments.ts';

// Issue 25 point 9 (decision 146): each paying demo merchant's invoices, built, sent and paid through the
// API the back office and the customer's page call (the invoices service, the checkout's money path and
// the sandbox processor), never written as rows: their orders, transactions, timelines and e-mails are
// the ones a merchant's own would have.

/** The sandbox's approving test card (docs/operations.md "Sandbox processor"). */
const PAYING_CARD = {
  card_number: '4242 4242 4242 4242',
  cvv: '123',
  expiration: '12/30',
  billing_zip_code: '',
};

interface InvoiceMerchant {
  id: number;
  urlSubdomain: string;
  timeZone: string;
}

/** The merchant's live catalogue items that are not recurring, by name (the invoice builder's choices). */
export async function catalogueIds(db: Database, merchantId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: offerings.id, name: offerings.name })
    .from(offerings)
    .where(
      and(
        eq(offerings.merchantId, merchantId),
        isNull(offerings.deletedAt),
        eq(offerings.isActive, true),
        ne(offerings.priceStructure, 'recurring'),
      ),
    );
  return new Map(rows.map((row) => [row.name, row.id]));
}

function bodyOf(
  plan: DemoInvoicePlan,
  today: string,
  items: Map<string, number>,
  customerIds: readonly number[],
) {
  const customerId = customerIds[plan.customerSlot % customerIds.length];
  if (customerId === undefined) throw new Error('demo invoices: no customer with an e-mail address');
  return {
    customer_id: customerId,
    lines: plan.lines.map((line) => {
      const id = items.get(line.item);
      if (id === undefined) throw new Error(`demo invoices: the catalogue has no ${line.item}`);
      return { kind: 'item' as const, offering_id: id, quantity: line.quantity };
    }),
    invoice_date: addDays(today, -plan.daysAgo),
    terms: plan.terms,
    notes: plan.notes,
    terms_of_sale: plan.termsOfSale,
    allow_partial_payment: plan.outcome === 'partly_paid',
    send: plan.outcome === 'draft' ? ('draft' as const) : ('now' as const),
  };
}

/** Pays on the invoice's public page, as its customer would, by card: all of it or about half. */
async function payOnItsPage(visitor: DemoApiClient, invoice: Invoice, key: string, part: boolean) {
  const due = priceToCents(invoice.amount_due) ?? 0;
  const token = invoice.public_path.split('/').pop() ?? '';
  await visitor.send(
    'POST',
    `/api/public/invoice/${token}/pay`,
    { method: 'card', amount: centsToPrice(part ? partOf(due) : due), card: PAYING_CARD },
    key,
  );
}

async function seedMerchantInvoices(
  app: FastifyInstance,
  db: Database,
  merchant: InvoiceMerchant,
  now: Date,
) {
  const plans = DEMO_INVOICE_PLANS[merchant.urlSubdomain] ?? [];
  if (plans.length === 0) return;
  const client = await signInOwner(app, db, merchant.id);
  const visitor = publicDemoClient(app);
  const items = await catalogueIds(db, merchant.id);
  const customerIds = (await customersWithEmail(db, merchant.id)).map((buyer) => buyer.id);
  const today = todayInTimeZone(merchant.timeZone, now);
  for (const plan of plans) {
    const key = `demo-${merchant.urlSubdomain}-${plan.key}`;
    const invoice = (await client.send(
      'POST',
      '/api/invoice',
      bodyOf(plan, today, items, customerIds),
      key,
    )) as Invoice;
    if (plan.outcome === 'paid' || plan.outcome === 'partly_paid')
      await payOnItsPage(visitor, invoice, `${key}-pay`, plan.outcome === 'partly_paid');
  }
}

/** Issue 25 point 9: the invoices of every paying demo merchant (DEMO_INVOICE_PLANS names them). */
export async function seedDemoInvoices(
  app: FastifyInstance,
  db: Database,
  merchants: readonly InvoiceMerchant[],
  now: Date,
): Promise<void> {
  for (const merchant of merchants) await seedMerchantInvoices(app, db, merchant, now);
}
