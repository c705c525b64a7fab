import {
  errorCodes,
  type Order,
  type PayInvoiceAnswer,
  type PublicInvoice,
  type payInvoiceBody,
} from '@paybook/contracts';
import {
  invoicePaymentAmountProblem,
  isInvoicePayable,
  moneyTextToCents,
  priceToCents,
} from '@paybook/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { merchantOfKey } from '../../db/merchant-keys.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/tokens.ts';
import { hashRequest, PUBLIC_VISITOR_USER_ID } from '../../plugins/idempotency.ts';
import { oneAtATime } from '../checkout/checkout.service.ts';
import { completeIntent } from '../checkout/checkout-completion.ts';
import { findIntent } from '../checkout/checkout-intents.repository.ts';
import type { CheckoutPlan } from '../checkout/checkout-plan.ts';
import {
  commitPublicIntent,
  publicPaymentOutcome,
  tokenisePublicPayment,
} from '../checkout/public-payment.ts';
import { recordOrderEvent } from '../orders/order-event-writer.ts';
import { presentOrder } from '../orders/order-presenter.ts';
import { findOrderRecord } from '../orders/orders.repository.ts';
import type { PaymentProcessor } from '../processor/processor.ts';
import { publicBusinessOf } from '../receipts/receipt-loader.ts';
import { invoiceStatusFacts } from './invoice-presenter.ts';
import type { InvoiceRow } from './invoices.repository.ts';
import * as repo from './invoices.repository.ts';

// Ruling 4; issue 25 point 4 (decisions 123, 124): the customer's pay page /pay/invoice/{token}. The token
// finds its merchant through merchant_keys (decision 101) by its hash, then the invoice by (merchant,
// token). A payment goes through the checkout's intent (checkout-order-payment.ts): committed before the
// money call, keyed by the page's Idempotency-Key within the invoice, so a double click or a retry never
// charges twice, and the order's row lock makes two payers of one invoice take turns.

const INVOICE = 'The invoice';
type PayBody = z.output<typeof payInvoiceBody>;

async function merchantOfToken(db: Database, token: string): Promise<number> {
  const merchantId = await merchantOfKey(db, 'invoice_link', sha256(token));
  if (merchantId === undefined) throw notFound(INVOICE);
  return merchantId;
}

type PayPageMerchant = Awaited<ReturnType<typeof repo.findPayPageMerchant>>;

/**
 * The page's invoice from its row, its order as GET order/{id} presents it, and the merchant; a draft's or
 * a scheduled invoice's link shows nothing yet.
 */
function presentPublic(
  invoice: InvoiceRow,
  order: Order,
  merchant: PayPageMerchant,
  now: Date,
): PublicInvoice {
  const { status } = invoiceStatusFacts(
    invoice,
    { paymentStatus: order.payment_status, amountDueCents: priceToCents(order.amount_due) ?? 0 },
    merchant,
    now,
  );
  if (status === 'draft' || status === 'scheduled') throw notFound(INVOICE);
  const customer = order.customer;
  return {
    status,
    invoice_number: order.order_number,
    business: publicBusinessOf(merchant),
    customer_name: customer ? `${customer.first_name} ${customer.last_name}`.trim() : '',
    invoice_date: invoice.invoiceDate,
    due_date: invoice.dueDate,
    lines: order.items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unit_price: item.unit_price,
      amount: item.amount_subtotal,
    })),
    amount_subtotal: order.amount_subtotal,
    amount_discount: order.amount_discount,
    amount_fee: order.amount_fee,
    amount_tax: order.amount_tax,
    amount_total: order.amount_total,
    amount_paid: order.amount_paid,
    amount_due: order.amount_due,
    notes: invoice.notes,
    terms_of_sale: invoice.termsOfSale,
    allow_partial_payment: invoice.allowPartialPayment,
    accepts_card: merchant.acceptedPaymentTypes.includes('CC'),
    accepts_ach: merchant.acceptedPaymentTypes.includes('ACH'),
    // Ruling 5: the app's processor is the sandbox (app.ts); a real gateway would answer false here.
    is_test_mode: true,
  };
}

/** A sent invoice of the merchant by its token, with its order and the merchant, as the page shows it. */
async function readPublic(tx: Database, merchantId: number, token: string, now: Date) {
  const invoice = await repo.findInvoiceByToken(tx, merchantId, token);
  if (!invoice) throw notFound(INVOICE);
  const record = await findOrderRecord(tx, merchantId, invoice.orderId);
  if (!record) throw new Error('The invoice’s order is gone');
  const merchant = await repo.findPayPageMerchant(tx, merchantId);
  const presented = presentPublic(invoice, presentOrder(record), merchant, now);
  return {
    invoice,
    presented,
    merchant,
    priced: record.order.priced,
    customerEmail: record.customer?.email ?? '',
  };
}

/** GET public/invoice/{token}: the first read marks it viewed (the timeline's 'viewed' line). */
export function getPublicInvoice(db: Database, token: string, now = new Date()): Promise<PublicInvoice> {
  return merchantOfToken(db, token).then((merchantId) =>
    withTenant(db, merchantId, async (tx) => {
      const { invoice, presented } = await readPublic(tx, merchantId, token, now);
      if (await repo.markViewed(tx, merchantId, invoice.orderId))
        await recordOrderEvent(tx, merchantId, invoice.orderId, 'viewed');
      return presented;
    }),
  );
}

const notPayable = (message: string) => new AppError(409, errorCodes.invoiceNotPayable, message);

/**
 * POST public/invoice/{token}/pay (Idempotency-Key required): the intent this key has, or a new one
 * (checked, tokenised, committed with its reconcile job), then finished by the checkout's completion.
 */
export async function payPublicInvoice(
  db: Database,
  processor: PaymentProcessor,
  request: FastifyRequest,
  token: string,
  body: PayBody,
  now = new Date(),
): Promise<PayInvoiceAnswer> {
  const merchantId = await merchantOfToken(db, token);
  const header = String(request.headers['idempotency-key'] ?? '');
  // As runIdempotent reads a key (ARCHITECTURE.md "Idempotency").
  if (header.length < 1 || header.length > 255 || !/^[\x21-\x7e]+$/.test(header))
    throw badRequest('Idempotency-Key', 'Idempotency-Key must be 1 to 255 visible ASCII characters.');
  const amountCents = moneyTextToCents(body.amount) ?? 0;
  const lastFour =
    body.method === 'card'
      ? body.card.card_number.replace(/\D/g, '').slice(-4)
      : body.bank_account.account_number.slice(-4);
  const requestHash = hashRequest({ token, method: body.method, amount: amountCents, last_four: lastFour });
  const { read, completion } = await oneAtATime(`${merchantId}|invoice|${token}|${header}`, async () => {
    const read = await withTenantRead(db, merchantId, async (tx) => {
      const found = await readPublic(tx, merchantId, token, now);
      const key = `invoice-${found.invoice.orderId}:${header}`;
      const existing = await findIntent(tx, merchantId, PUBLIC_VISITOR_USER_ID, key);
      return { ...found, key, existing };
    });
    let intent = read.existing;
    if (intent && intent.requestHash !== requestHash)
      throw new AppError(
        422,
        errorCodes.idempotencyMismatch,
        'This payment was already sent with other details. Reload the page to pay again.',
        [{ property: 'Idempotency-Key', message: 'Reload the page to pay again.' }],
      );
    if (!intent) {
      if (!isInvoicePayable(read.presented.status))
        throw notPayable(
          `This invoice is ${read.presented.status === 'paid' ? 'paid' : 'not open for payment'}.`,
        );
      const problem = invoicePaymentAmountProblem(amountCents, {
        amount_due_cents: priceToCents(read.presented.amount_due) ?? 0,
        allow_partial_payment: read.invoice.allowPartialPayment,
      });
      if (problem) throw badRequest('amount', problem);
      const { priced } = read;
      const payment = await tokenisePublicPayment(processor, body, {
        merchantId,
        timeZone: read.merchant.timeZone,
        features: read.merchant.features,
        acceptsCard: read.merchant.acceptedPaymentTypes.includes('CC'),
        acceptsBank: read.merchant.acceptedPaymentTypes.includes('ACH'),
      });
      const plan: CheckoutPlan = {
        user_id: PUBLIC_VISITOR_USER_ID,
        time_zone: read.merchant.timeZone,
        today: read.invoice.invoiceDate,
        payment_mode: body.method === 'card' ? 'ccKeyEnter' : 'ach',
        customer: { id: null, first_name: '', last_name: '', email: read.customerEmail, alt_email: '' },
        addresses: [],
        discount_code: '',
        discount_fee_structure_id: null,
        priced,
        lines: [],
        payment,
        order_payment: {
          order_id: read.invoice.orderId,
          amount_cents: amountCents,
          receipt_email: read.customerEmail,
        },
      };
      intent = await withTenant(db, merchantId, async (tx) => {
        return commitPublicIntent(
          tx,
          { merchantId, key: read.key, requestHash, plan, amountTotal: amountCents },
          now,
        );
      });
      if (!intent) throw new Error('The payment’s intent was neither written nor found');
    }
    return { read, completion: await completeIntent(db, processor, merchantId, intent.id, 'charge') };
  });
  const { status, response } = publicPaymentOutcome(completion);
  // The paid order is in the answer (decision 159): the page's invoice is drawn from it without a read.
  // A refused payment's answer has none, and the invoice is read again.
  const invoice = response.order
    ? presentPublic(read.invoice, response.order, read.merchant, now)
    : (await withTenantRead(db, merchantId, (tx) => readPublic(tx, merchantId, token, now))).presented;
  return { payment_status: status, failure_reason: response.failure_reason, invoice };
}
