import type { InvoiceBody } from '@paybook/contracts';
import { todayInTimeZone } from '@paybook/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, type InvoiceBuilderLines } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import {
  type AnyCartLine,
  loadCartCatalogue,
  type PricedCart,
  priceLoadedCart,
} from '../checkout/checkout-cart.ts';

// Issue 25 point 3 (decision 122): the builder's lines are priced as a sale's cart is, by the checkout's
// reading of the catalogue and the one pricing function (priceOrder): catalogue items at their prices (a
// manual-entry item at the typed one), free-text lines at theirs, the merchant's taxes and item fees, the
// order fees chosen and a discount code. Errors the cart names `cart.{i}` are this body's `lines.{i}`.

export interface PricedInvoice {
  cart: PricedCart;
  customer: { id: number; firstName: string; lastName: string; email: string };
  builder: InvoiceBuilderLines;
}

const cartLineOf = (line: InvoiceBody['lines'][number]): AnyCartLine =>
  line.kind === 'item'
    ? { offering_id: line.offering_id, quantity: line.quantity, price: line.price, start_date: null }
    : {
        custom: { name: line.name, is_taxable: line.is_taxable },
        quantity: line.quantity,
        price: line.price,
        start_date: null,
      };

/** The body's lines as kept on the invoice, to reopen in the builder. */
export function builderOf(body: InvoiceBody): InvoiceBuilderLines {
  return {
    lines: body.lines.map((line) =>
      line.kind === 'item'
        ? { kind: 'item', offering_id: line.offering_id, quantity: line.quantity, price: line.price }
        : {
            kind: 'custom',
            name: line.name,
            quantity: line.quantity,
            price: line.price,
            is_taxable: line.is_taxable,
          },
    ),
    discount_code: body.discount_code,
    order_fees: body.order_fees.map((fee) => ({
      fee_structure_id: fee.fee_structure_id,
      amount: fee.amount,
    })),
  };
}

function renamed(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.details) return error;
  const rename = (property: string) => property.replace(/^cart(?=\.|$)/, 'lines');
  return new AppError(
    error.statusCode,
    error.code,
    error.message,
    error.details.map((detail) => ({ ...detail, property: rename(detail.property) })),
  );
}

/**
 * Prices the builder's body for the merchant; the customer must be the merchant's (else 404). Its reads
 * overlap, so call it first in its own read transaction (db/tenant-connection.ts).
 */
export async function priceInvoice(
  tx: Database,
  merchantId: number,
  timeZone: string,
  body: InvoiceBody,
  now: Date,
): Promise<PricedInvoice> {
  const cart = body.lines.map(cartLineOf);
  const [customerRows, catalogue] = await Promise.all([
    tx
      .select({
        id: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
      })
      .from(customers)
      .where(
        and(
          eq(customers.merchantId, merchantId),
          eq(customers.id, body.customer_id),
          isNull(customers.deletedAt),
        ),
      ),
    loadCartCatalogue(tx, merchantId, { cart }),
  ]);
  const [customer] = customerRows;
  if (!customer) throw notFound('The customer');
  let priced: PricedCart;
  try {
    priced = priceLoadedCart(
      catalogue,
      { cart, addresses: [], discount_code: body.discount_code, order_fees: body.order_fees },
      todayInTimeZone(timeZone, now),
      now,
      timeZone,
    );
  } catch (error) {
    throw renamed(error);
  }
  // A recurring item starts a billing schedule, which an invoice does not (the point of sale sells it).
  const recurring = priced.priced.lines.findIndex((line) => line.price_structure === 'recurring');
  if (recurring >= 0)
    throw badRequest(
      `lines.${recurring}.offering_id`,
      'A recurring item cannot be invoiced. Sell it at the point of sale to start its billing schedule.',
    );
  if (priced.priced.total_cents <= 0) throw badRequest('lines', 'The invoice total must be above $0.00.');
  return { cart: priced, customer, builder: builderOf(body) };
}
