import { randomBytes } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import type { AccessRight } from '@paybook/contracts';
import { type PricingFeeStructure, type PricingLine, priceOrder } from '@paybook/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  billingSchedules,
  customers,
  orderLines,
  orders,
  outboxEmails,
  transactions,
} from '../../db/schema/index.ts';
import { signIn } from '../../test/client.ts';
import { createMerchant, createUser } from '../../test/factories.ts';
import { amountColumns } from '../orders/order-amount-columns.ts';

// Orders written straight into the tables, as the checkout (modules/checkout) writes them: priceOrder's
// answer in `priced`, one order_lines row per line, the payments, and a billing schedule per recurring line.

const unique = () => randomBytes(4).toString('hex');

/** 'Sales tax' 8.375 % on every taxable item; a $2.00 towel fee on the trim, itself taxable. */
const SALES_TAX: PricingFeeStructure = {
  id: 11,
  type: 'tax',
  name: 'Sales tax',
  is_percent: true,
  amount_cents: null,
  percent_thousandths: 8375,
  is_taxable: false,
  offering_ids: [],
  tax_fee_structure_ids: [],
};
const TOWEL_FEE: PricingFeeStructure = {
  id: 12,
  type: 'fee',
  name: 'Towel fee',
  is_percent: false,
  amount_cents: 200,
  percent_thousandths: null,
  is_taxable: true,
  offering_ids: [1],
  tax_fee_structure_ids: [11],
};

type Line = PricingLine & { name: string; unit_name: string | null };

export const LINES: Line[] = [
  { ...line(1, 'fixed', 4500, 2000), name: 'Beard trim', unit_name: null, is_taxable: true },
  { ...line(2, 'per_unit', 4000, 2500), name: 'Consulting', unit_name: 'Hour' },
  { ...line(3, 'recurring', 3000, 1000), name: 'Shave club', unit_name: null },
];

function line(
  id: number,
  structure: PricingLine['price_structure'],
  cents: number,
  quantity: number,
): PricingLine {
  return {
    offering_id: id,
    price_structure: structure,
    unit_price_cents: cents,
    quantity_thousandths: quantity,
    is_taxable: false,
    start_date: null,
  };
}

/** spec 3 §3.2 Recurrence: every 2 weeks on Monday, 6 charges. */
export const EVERY_OTHER_MONDAY = {
  occurrence_type: 'fixed_end_date',
  frequency: 'weekly',
  periods_between_occurrence: 2,
  occurrences: 6,
  weekly: { type: 'day_of_week', day_of_week: 1 },
  monthly: { type: 'day_of_purchase', day_of_month: null, day_pattern_ordinal: null, day_pattern_day: null },
  yearly: {
    type: 'day_of_purchase',
    day_of_year: null,
    month: null,
    pattern: { day_pattern_ordinal: null, day_pattern_day: null },
  },
};

/** 16:17 UTC is 9:17 AM in Denver (MST, before the spring change). */
export const PLACED_AT = new Date('2026-11-26T16:17:00Z');

/** A merchant (its name needs HTML escaping) with a customer and staff holding the given rights. */
export async function setUpReceipts(db: Database, app: Parameters<typeof signIn>[0]) {
  const merchant = await createMerchant(db, {
    name: 'Juniper & <Sons>',
    companyEmail: 'hello@juniper.test',
    timeZone: 'America/Denver',
    // Issue 16 point 8: the business settings the receipt heading shows.
    phone: '3035550142',
    address1: '1420 Larimer Street',
    city: 'Denver',
    state: 'CO',
    zipCode: '80202',
  });
  const [customer] = await db
    .insert(customers)
    .values({
      merchantId: merchant.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `ada-${unique()}@example.test`,
    })
    .returning();
  const signInWith = async (rights: AccessRight[]) => {
    const user = await createUser(db, merchant, { accessRights: rights });
    return signIn(app, user.userName);
  };
  const outbox = () =>
    db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.merchantId, merchant.id), eq(outboxEmails.kind, 'order_receipt')))
      .orderBy(asc(outboxEmails.id));
  return { merchant, customer: customer!, signInWith, outbox };
}

export interface OrderOptions {
  cancelled?: boolean;
  /** A schedule that will not bill again (cancelled), beside the active one. */
  withCancelledSchedule?: boolean;
}

/**
 * Paid by a sandbox card (a Mastercard ending 4444, its brand written 'Master' as older rows have it) and
 * cash ($20.00 applied of $50.00 tendered, $30.00 change), with an active schedule for the shave club:
 * $32.51 every 2 weeks on Monday, next on Monday December 7, 2026.
 */
export async function insertPaidOrder(
  db: Database,
  merchantId: number,
  customer: { id: number; firstName: string; lastName: string; email: string },
  options: OrderOptions = {},
) {
  const priced = priceOrder({
    today: '2026-11-26',
    lines: LINES,
    fee_structures: [SALES_TAX, TOWEL_FEE],
    order_fees: [],
    discounts: [],
  });
  const [order] = await db
    .insert(orders)
    .values({
      merchantId,
      customerId: customer.id,
      customerFirstName: customer.firstName,
      customerLastName: customer.lastName,
      customerEmail: customer.email,
      saleType: 2,
      orderStatus: options.cancelled ? 2 : 1,
      paymentStatus: options.cancelled ? 'cancelled' : 'paid',
      ...amountColumns(priced),
      amountPaid: priced.total_cents,
      priced,
      containsSubscription: true,
      createdAt: PLACED_AT,
    })
    .returning();
  const orderId = order!.id;
  await db.insert(orderLines).values(
    priced.lines.map((pricedLine, index) => {
      const source = LINES[index]!;
      return {
        merchantId,
        orderId,
        lineNumber: index + 1,
        name: source.name,
        priceStructure: source.price_structure,
        unitName: source.unit_name,
        unitPrice: pricedLine.unit_price_cents,
        quantityThousandths: pricedLine.quantity_thousandths,
        ...amountColumns(pricedLine),
      };
    }),
  );
  const cash = 2000;
  const common = {
    merchantId,
    orderId,
    funding: 'payment' as const,
    status: 1 as const,
    createdAt: PLACED_AT,
  };
  await db.insert(transactions).values([
    {
      ...common,
      paymentType: 'credit_card',
      paymentMode: 'ccKeyEnter',
      processorStatus: 'authorized',
      processorReference: `pay_sandbox_${unique()}`,
      amount: priced.total_cents - cash,
      accountKind: 'card',
      accountLastFour: '4444',
      accountLabel: 'Master',
      idempotencyKey: `card-${unique()}`,
    },
    {
      ...common,
      paymentType: 'cash',
      paymentMode: 'cash',
      processorStatus: 'settled',
      amount: cash,
      amountTendered: 5000,
      changeDue: 3000,
      idempotencyKey: `cash-${unique()}`,
    },
  ]);
  const schedule = {
    merchantId,
    orderId,
    customerId: customer.id,
    offeringName: 'Shave club',
    recurrence: EVERY_OTHER_MONDAY,
    quantityThousandths: 1000,
    price: priced.lines[2]!.total_cents,
    startAt: '2026-11-26',
    nextBillDate: '2026-12-07',
    finalBillDate: '2027-02-15',
    occurrences: 6,
    numberOfActiveExecutions: 1,
  };
  await db
    .insert(billingSchedules)
    .values([
      schedule,
      ...(options.withCancelledSchedule
        ? [{ ...schedule, offeringName: 'Old club', status: 'cancelled' as const, nextBillDate: null }]
        : []),
    ]);
  return { order: order!, priced };
}

/**
 * The text a PDF draws: each page stream inflated, each text array's strings decoded (pdfkit writes the
 * standard fonts' WinAnsi codes as hex), one line per array.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  // Each stream is read by its dictionary's /Length: deflated bytes may end in a CR, which a pattern
  // anchored on "\r?\nendstream" would cut off (about one PDF in a hundred).
  const streams = [...raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)].map((match) => {
    const start = (match.index ?? 0) + match[0].length;
    const bytes = pdf.subarray(start, start + Number(match[1]));
    try {
      return inflateSync(bytes).toString('latin1');
    } catch {
      return bytes.toString('latin1');
    }
  });
  const winAnsi: Record<number, string> = { 149: '•', 150: '–', 151: '—', 146: '’' };
  const decode = (hex: string) =>
    [...Buffer.from(hex, 'hex')].map((code) => winAnsi[code] ?? String.fromCharCode(code)).join('');
  return streams
    .flatMap((stream) => [...stream.matchAll(/\[([^\]]*)\]\s*TJ/g)])
    .map((match) =>
      [...(match[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => decode(hex[1] ?? '')).join(''),
    )
    .join('\n');
}

/** How many pages a PDF has. */
export const pdfPageCount = (pdf: Buffer): number =>
  [...pdf.toString('latin1').matchAll(/\/Type \/Page\b(?!s)/g)].length;
