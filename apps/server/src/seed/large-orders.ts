import { defaultRecurrence } from '@paybook/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/client.ts';

// Issue 28 point 6: seed:large's orders. One merchant's orders, lines, transactions, invoices and billing
// schedules in one transaction of set-based statements (generate_series into temporary tables, then one
// INSERT … SELECT per table), every row through the tables' constraints, triggers and indexes as any other
// write. What each order is follows from its row number n alone, so a run is repeatable:
//
//   created_at     spread evenly over the last 730 days, n = 1 the oldest, with a jitter within its step;
//   customer       one of the merchant's customers (their names and e-mail copied as a sale does), or a
//                  walk-in for every ninth order;
//   sale type      mostly point of sale, then online store and payment form (with their store), billing
//                  schedule, payment link, API, other and iOS; every 20th order is billed by invoice;
//   lines          1 to 3 of the merchant's priced items, quantity 1 to 3; a tenth of the orders with a 10 %
//                  discount, online sales with a 1.50 fee on their first line, taxable items at 7.25 %;
//   transactions   OUTCOMES below, by (7n mod 20) and, for two of those classes, a variant (n / 20 mod 4):
//                  exactly 2 transactions per order on average over 80 consecutive orders, of the three
//                  payment types, with failures, voids and refunds (partial, failed, voided) pointing at
//                  their payment, and amount_paid and payment_status as the domain's nextOrderState gives
//                  them for those transactions;
//   invoices       the invoiced orders: a draft (payment status scheduled), sent and unpaid, sent and paid,
//                  and paid in two parts after a failed attempt; each with its public token in merchant_keys;
//   schedules      a monthly subscription for a fifth of the billing-schedule sales with a customer, active
//                  (next bill after today), cancelled, suspended or expired.
//
// Order numbers are drawn beforehand in one step (migration 0021: the trigger accepts a number the
// merchant's counter has reached), not one counter update per row.

/** One payment or refund of an order class: what kind of row, its share of the total, how it ended. */
interface TransactionPlan {
  k: number;
  refundOf: number | null;
  /** T total, H half, R the rest (T − H), Q a quarter, RH half of R. */
  amount: 'T' | 'H' | 'R' | 'Q' | 'RH';
  outcome:
    | 'ok'
    | 'failed'
    | 'voided'
    | 'posted'
    | 'requires_action'
    | 'refund_ok'
    | 'refund_failed'
    | 'refund_voided';
  /** Which payment types may carry it (a refund repeats its payment's). */
  types: 'any' | 'card' | 'ach' | 'card_or_ach';
  /** For a payment: the refunds posted or settled against it. */
  refunded?: 'Q' | 'RH';
}

interface OrderOutcome {
  /** (7n mod 20) values of the class. */
  classes: number[];
  /** n / 20 mod 4, for the classes that vary; null: every variant. */
  variant: number | null;
  paymentStatus:
    | 'paid'
    | 'partially_paid'
    | 'unpaid'
    | 'cancelled'
    | 'pending'
    | 'requires_action'
    | 'scheduled';
  orderStatus: 1 | 2;
  /** amount_paid: T, H, nothing, T − Q or T − RH. */
  paid: 'T' | 'H' | '0' | 'TQ' | 'TRH';
  transactions: TransactionPlan[];
}

const pay = (k: number, amount: TransactionPlan['amount'], extra: Partial<TransactionPlan> = {}) =>
  ({ k, refundOf: null, amount, outcome: 'ok', types: 'any', ...extra }) satisfies TransactionPlan;

/** The invoiced class (billing_method 'invoice', sale type 6). */
export const INVOICE_CLASS = 19;

const OUTCOMES: OrderOutcome[] = [
  {
    classes: [0],
    variant: null,
    paymentStatus: 'paid',
    orderStatus: 1,
    paid: 'T',
    transactions: [pay(1, 'T')],
  },
  // Split tender: two payments.
  {
    classes: [1, 2, 3, 4, 5, 6],
    variant: null,
    paymentStatus: 'paid',
    orderStatus: 1,
    paid: 'T',
    transactions: [pay(1, 'H'), pay(2, 'R')],
  },
  // Declined, then paid.
  {
    classes: [7, 8, 9],
    variant: null,
    paymentStatus: 'paid',
    orderStatus: 1,
    paid: 'T',
    transactions: [pay(1, 'T', { outcome: 'failed', types: 'card_or_ach' }), pay(2, 'T')],
  },
  // Paid, a quarter refunded.
  {
    classes: [10, 11],
    variant: null,
    paymentStatus: 'paid',
    orderStatus: 1,
    paid: 'TQ',
    transactions: [
      pay(1, 'T', { refunded: 'Q' }),
      { k: 2, refundOf: 1, amount: 'Q', outcome: 'refund_ok', types: 'any' },
    ],
  },
  // Paid, a quarter refunded, a second refund failed.
  {
    classes: [12],
    variant: null,
    paymentStatus: 'paid',
    orderStatus: 1,
    paid: 'TQ',
    transactions: [
      pay(1, 'T', { refunded: 'Q' }),
      { k: 2, refundOf: 1, amount: 'Q', outcome: 'refund_ok', types: 'any' },
      { k: 3, refundOf: 1, amount: 'Q', outcome: 'refund_failed', types: 'any' },
    ],
  },
  // Split tender, half of the second payment refunded.
  {
    classes: [13],
    variant: null,
    paymentStatus: 'paid',
    orderStatus: 1,
    paid: 'TRH',
    transactions: [
      pay(1, 'H'),
      pay(2, 'R', { refunded: 'RH' }),
      { k: 3, refundOf: 2, amount: 'RH', outcome: 'refund_ok', types: 'any' },
    ],
  },
  // Declined twice, then paid.
  {
    classes: [14],
    variant: null,
    paymentStatus: 'paid',
    orderStatus: 1,
    paid: 'T',
    transactions: [
      pay(1, 'T', { outcome: 'failed', types: 'card_or_ach' }),
      pay(2, 'T', { outcome: 'failed', types: 'card_or_ach' }),
      pay(3, 'T'),
    ],
  },
  // A refund voided, then made again.
  {
    classes: [15],
    variant: null,
    paymentStatus: 'paid',
    orderStatus: 1,
    paid: 'TQ',
    transactions: [
      pay(1, 'T', { refunded: 'Q' }),
      { k: 2, refundOf: 1, amount: 'Q', outcome: 'refund_voided', types: 'any' },
      { k: 3, refundOf: 1, amount: 'Q', outcome: 'refund_ok', types: 'any' },
    ],
  },
  // The card voided and charged again.
  {
    classes: [16],
    variant: null,
    paymentStatus: 'paid',
    orderStatus: 1,
    paid: 'T',
    transactions: [pay(1, 'T', { outcome: 'voided', types: 'card' }), pay(2, 'T')],
  },
  // The sale voided: cancelled.
  {
    classes: [17],
    variant: null,
    paymentStatus: 'cancelled',
    orderStatus: 2,
    paid: '0',
    transactions: [pay(1, 'T', { outcome: 'voided', types: 'card' })],
  },
  {
    classes: [18],
    variant: 0,
    paymentStatus: 'pending',
    orderStatus: 1,
    paid: 'T',
    transactions: [pay(1, 'T', { outcome: 'posted', types: 'ach' })],
  },
  {
    classes: [18],
    variant: 1,
    paymentStatus: 'partially_paid',
    orderStatus: 1,
    paid: 'H',
    transactions: [pay(1, 'H')],
  },
  {
    classes: [18],
    variant: 2,
    paymentStatus: 'requires_action',
    orderStatus: 1,
    paid: '0',
    transactions: [pay(1, 'T', { outcome: 'requires_action', types: 'card' })],
  },
  {
    classes: [18],
    variant: 3,
    paymentStatus: 'unpaid',
    orderStatus: 1,
    paid: '0',
    transactions: [pay(1, 'T', { outcome: 'failed', types: 'card_or_ach' })],
  },
  // Invoices: a draft, sent and unpaid, sent and paid, paid in two parts after a declined attempt.
  {
    classes: [INVOICE_CLASS],
    variant: 0,
    paymentStatus: 'scheduled',
    orderStatus: 1,
    paid: '0',
    transactions: [],
  },
  {
    classes: [INVOICE_CLASS],
    variant: 1,
    paymentStatus: 'unpaid',
    orderStatus: 1,
    paid: '0',
    transactions: [],
  },
  {
    classes: [INVOICE_CLASS],
    variant: 2,
    paymentStatus: 'paid',
    orderStatus: 1,
    paid: 'T',
    transactions: [pay(1, 'T')],
  },
  {
    classes: [INVOICE_CLASS],
    variant: 3,
    paymentStatus: 'paid',
    orderStatus: 1,
    paid: 'T',
    transactions: [pay(1, 'T', { outcome: 'failed', types: 'card_or_ach' }), pay(2, 'H'), pay(3, 'R')],
  },
];

/** Transactions per order over one cycle of classes and variants (2 exactly: see the test). */
export function plannedTransactionsPerOrder(): number {
  let sum = 0;
  for (const outcome of OUTCOMES)
    sum += outcome.classes.length * outcome.transactions.length * (outcome.variant === null ? 4 : 1);
  return sum / 80;
}

/** The plan as SQL rows: (class, variant or -1 for any, and the rest). */
const outcomeRows = () =>
  OUTCOMES.flatMap((outcome) =>
    outcome.classes.map(
      (b) =>
        sql`(${b}::int, ${outcome.variant ?? -1}::int, ${outcome.paymentStatus}::text, ${outcome.orderStatus}::smallint, ${outcome.paid}::text)`,
    ),
  );

const planRows = () =>
  OUTCOMES.flatMap((outcome) =>
    outcome.classes.flatMap((b) =>
      outcome.transactions.map(
        (t) =>
          sql`(${b}::int, ${outcome.variant ?? -1}::int, ${t.k}::int, ${t.refundOf}::int, ${t.amount}::text, ${t.outcome}::text, ${t.types}::text, ${t.refunded ?? null}::text)`,
      ),
    ),
  );

/** A few priced items for a merchant whose catalogue has fewer than three (the other scale merchants). */
const STARTER_ITEMS: ReadonlyArray<{ name: string; price: number; taxable: boolean }> = [
  { name: 'Gift Card', price: 5000, taxable: false },
  { name: 'Day Pass', price: 1800, taxable: true },
  { name: 'Monthly Membership', price: 7900, taxable: false },
  { name: 'Water Bottle', price: 1250, taxable: true },
  { name: 'Personal Session', price: 6500, taxable: false },
  { name: 'Towel Rental', price: 300, taxable: true },
];

export interface MerchantOrdersAdded {
  orders: number;
  orderLines: number;
  transactions: number;
  invoices: number;
  billingSchedules: number;
}

const NOTHING: MerchantOrdersAdded = {
  orders: 0,
  orderLines: 0,
  transactions: 0,
  invoices: 0,
  billingSchedules: 0,
};

/** The idempotency key of order n's k-th transaction; 'large-1-1' marks a merchant as seeded. */
const SEEDED_MARK = 'large-1-1';

/**
 * Adds `count` orders to the merchant, with their lines, transactions, invoices and billing schedules, in
 * one transaction; adds nothing when an earlier run did (its first transaction is there).
 */
export async function seedMerchantOrders(
  db: Database,
  merchantId: number,
  count: number,
): Promise<MerchantOrdersAdded> {
  if (count <= 0) return NOTHING;
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    // Two runs at once (a bench and a hand-run seed on one DATABASE_URL): the second waits here, then finds
    // the first one's rows and adds nothing.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed:large orders'), ${merchantId}::int)`);
    const [seeded] = await queryRows<{ found: boolean }>(
      tx,
      sql`select exists (select 1 from transactions
           where merchant_id = ${merchantId}::bigint and idempotency_key = ${SEEDED_MARK}) as found`,
    );
    if (seeded?.found) return NOTHING;
    const m = sql`${merchantId}::bigint`;
    const n = sql`${count}::bigint`;
    const run = (query: ReturnType<typeof sql>) => tx.execute(query);
    const rowCount = async (query: ReturnType<typeof sql>) =>
      ((await tx.execute(query)) as unknown as { rowCount: number | null }).rowCount ?? 0;

    // The items sold: the merchant's priced ones (up to 12), after adding a few when it has fewer than 3.
    const priced = sql`merchant_id = ${m} and deleted_at is null and is_active and not is_price_manual_entry
      and price_structure in ('fixed', 'per_unit') and price_cents >= 100`;
    const [items] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from offerings where ${priced}`,
    );
    if ((items?.n ?? 0) < 3) {
      await run(sql`
        insert into offerings (merchant_id, name, price_cents, price_structure, is_taxable)
        select ${m}, s.name, s.price, 'fixed', s.taxable
          from jsonb_to_recordset(${JSON.stringify(STARTER_ITEMS)}::jsonb) as s(name text, price bigint, taxable boolean)`);
    }
    await run(sql`
      create temp table large_items (idx int primary key, id bigint, name text, price_structure text,
        unit_name text, price bigint, is_taxable boolean) on commit drop`);
    await run(sql`
      insert into large_items
      select row_number() over (order by id), id, name, price_structure, unit_name, price_cents, is_taxable
        from (select * from offerings where ${priced} order by id limit 12) as o`);

    // A store and a payment form to sell through, each selling the first item.
    await run(sql`
      insert into stores (merchant_id, name, url_name, store_type, status)
      select ${m}, s.name, s.url_name, s.store_type, 1
        from (values ('Scale Store', 'scale-store', 'store'), ('Scale Payment Form', 'scale-payment-form', 'payment_form'))
             as s(name, url_name, store_type)
       where not exists (select 1 from stores t
                          where t.merchant_id = ${m} and t.url_name = s.url_name and t.deleted_at is null)`);
    const storeRows = await queryRows<{ id: number; store_type: string }>(
      tx,
      sql`select id, store_type from stores
           where merchant_id = ${m} and url_name in ('scale-store', 'scale-payment-form') and deleted_at is null`,
    );
    const storeId = storeRows.find((row) => row.store_type === 'store')?.id;
    const formId = storeRows.find((row) => row.store_type === 'payment_form')?.id;
    if (storeId === undefined || formId === undefined) throw new Error('the scale stores are missing');
    await run(sql`
      insert into store_items (merchant_id, store_id, offering_id, position)
      select ${m}, s.id, (select id from large_items where idx = 1), 1
        from unnest(array[${storeId}::bigint, ${formId}::bigint]) as s(id)
      on conflict do nothing`);

    // The customers to sell to, numbered 1..k.
    await run(sql`
      create temp table large_people (idx bigint primary key, id bigint, first_name text, last_name text,
        email text) on commit drop`);
    const people = await rowCount(sql`
      insert into large_people
      select row_number() over (order by id), id, first_name, last_name, email
        from customers where merchant_id = ${m}`);

    // The order numbers, drawn at once: base + 1 … base + count.
    const [drawn] = await queryRows<{ base: number }>(
      tx,
      sql`insert into order_numbers as o (merchant_id, last_number) values (${m}, 1000 + ${n})
          on conflict (merchant_id) do update set last_number = o.last_number + ${n}
          returning (o.last_number - ${n})::bigint as base`,
    );
    const base = sql`${Number(drawn?.base)}::bigint`;

    await run(sql`
      create temp table large_orders (n bigint primary key, b int, v int, at timestamptz, person bigint,
        sale_type smallint) on commit drop`);
    await run(sql`
      insert into large_orders
      select n, (n * 7) % 20, (n / 20) % 4,
             now() - (${n} - n + 1 - ((n * 7919) % 1000) / 1000.0) * (interval '730 days' / ${n}),
             case when ${people}::bigint = 0 or n % 9 = 0 then null else 1 + (n * 7919) % ${people}::bigint end,
             case when (n * 7) % 20 = ${INVOICE_CLASS} then 6
                  else (array[2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 0, 0, 5, 5, 11, 11, 24, 7, 1, 8])[1 + (n + (n / 20) * 13) % 20] end
        from generate_series(1::bigint, ${n}) as n`);

    // The lines, priced as priceOrder would: subtotal, discount, fee, tax, total per line.
    await run(sql`
      create temp table large_lines (n bigint, line_number int, offering_id bigint, name text,
        price_structure text, unit_name text, unit_price bigint, quantity bigint, subtotal bigint,
        discount bigint, fee bigint, tax bigint, total bigint, primary key (n, line_number)) on commit drop`);
    await run(sql`
      insert into large_lines
      select n, k, id, name, price_structure, unit_name, price, quantity * 1000, subtotal, discount, fee, tax,
             subtotal - discount + fee + tax
        from (select o.n, k, i.id, i.name, i.price_structure, i.unit_name, i.price, q.quantity,
                     i.price * q.quantity as subtotal,
                     case when (o.n + o.n / 20) % 10 = 0 then i.price * q.quantity / 10 else 0 end as discount,
                     case when k = 1 and o.sale_type in (0, 5) then 150 else 0 end as fee,
                     case when i.is_taxable
                          then round((i.price * q.quantity - case when (o.n + o.n / 20) % 10 = 0 then i.price * q.quantity / 10 else 0 end) * 0.0725)::bigint
                          else 0 end as tax
                from large_orders o
                cross join lateral generate_series(1, 1 + ((o.n * 13) % 3)::int) as k
                cross join lateral (select 1 + (o.n + k) % 3 as quantity) as q
                join large_items i on i.idx = 1 + (o.n * 31 + k * 17) % (select count(*) from large_items)) as l`);

    await run(sql`
      create temp table large_outcomes (b int, v int, payment_status text, order_status smallint, paid text)
        on commit drop`);
    await run(sql`insert into large_outcomes values ${sql.join(outcomeRows(), sql`, `)}`);
    await run(sql`
      create temp table large_plan (b int, v int, k int, refund_of int, amount text, outcome text, types text,
        refunded text) on commit drop`);
    await run(sql`insert into large_plan values ${sql.join(planRows(), sql`, `)}`);

    // The orders, with priceOrder's answer rebuilt from the lines.
    await run(
      sql`create temp table large_ids (n bigint primary key, id bigint, total bigint) on commit drop`,
    );
    const orders = await rowCount(sql`
      with totals as (
        select n, sum(subtotal)::bigint as subtotal, sum(discount)::bigint as discount, sum(fee)::bigint as fee,
               sum(tax)::bigint as tax, sum(total)::bigint as total,
               jsonb_agg(jsonb_build_object(
                 'offering_id', offering_id, 'price_structure', price_structure, 'unit_price_cents', unit_price,
                 'quantity_thousandths', quantity, 'subtotal_cents', subtotal,
                 'discounts', case when discount > 0 then jsonb_build_array(jsonb_build_object(
                   'fee_structure_id', 0, 'name', 'Loyalty discount', 'amount_cents', discount)) else '[]' end,
                 'discount_cents', discount,
                 'fees', case when fee > 0 then jsonb_build_array(jsonb_build_object(
                   'fee_structure_id', 0, 'name', 'Online fee', 'amount_cents', fee, 'is_taxable', false,
                   'taxes', '[]'::jsonb, 'tax_cents', 0)) else '[]' end,
                 'fee_cents', fee,
                 'taxes', case when tax > 0 then jsonb_build_array(jsonb_build_object(
                   'fee_structure_id', 0, 'name', 'Sales tax', 'amount_cents', tax)) else '[]' end,
                 'tax_cents', tax, 'total_cents', total) order by line_number) as lines,
               sum(case when tax > 0 then subtotal - discount else 0 end)::bigint as taxable
          from large_lines group by n),
      inserted as (
        insert into orders (merchant_id, order_number, customer_id, customer_first_name, customer_last_name,
          customer_email, sale_type, billing_method, order_status, payment_status, amount_subtotal,
          amount_discount, amount_fee, amount_tax, amount_total, amount_paid, priced, store_id, created_at,
          updated_at)
        select ${m}, ${base} + o.n, p.id, coalesce(p.first_name, ''), coalesce(p.last_name, ''),
               coalesce(p.email, ''), o.sale_type,
               case when o.b = ${INVOICE_CLASS} then 'invoice' else 'immediate' end,
               x.order_status, x.payment_status, t.subtotal, t.discount, t.fee, t.tax, t.total,
               case x.paid when 'T' then t.total when 'H' then t.total / 2
                           when 'TQ' then t.total - greatest(1, t.total / 4)
                           when 'TRH' then t.total - greatest(1, (t.total - t.total / 2) / 2) else 0 end,
               jsonb_build_object(
                 'lines', t.lines, 'order_fees', '[]'::jsonb,
                 'discounts', case when t.discount > 0 then jsonb_build_array(jsonb_build_object(
                   'fee_structure_id', 0, 'name', 'Loyalty discount', 'amount_cents', t.discount)) else '[]' end,
                 'discounts_dropped', false,
                 'taxes', case when t.tax > 0 then jsonb_build_array(jsonb_build_object(
                   'fee_structure_id', 0, 'name', 'Sales tax', 'amount_cents', t.tax, 'is_percent', true,
                   'percent_thousandths', 7250, 'taxable_cents', t.taxable)) else '[]' end,
                 'subtotal_cents', t.subtotal, 'discount_cents', t.discount, 'fee_cents', t.fee,
                 'tax_cents', t.tax, 'total_cents', t.total),
               case o.sale_type when 0 then ${storeId}::bigint when 5 then ${formId}::bigint end,
               o.at, o.at
          from large_orders o
          join totals t on t.n = o.n
          join large_outcomes x on x.b = o.b and x.v in (-1, o.v)
          left join large_people p on p.idx = o.person
        returning id, order_number, amount_total)
      insert into large_ids select order_number - ${base}, id, amount_total from inserted`);

    const orderLines = await rowCount(sql`
      insert into order_lines (merchant_id, order_id, line_number, offering_id, name, price_structure, unit_name,
        unit_price, quantity_thousandths, amount_subtotal, amount_discount, amount_fee, amount_tax, amount_total)
      select ${m}, i.id, l.line_number, l.offering_id, l.name, l.price_structure, l.unit_name, l.unit_price,
             l.quantity, l.subtotal, l.discount, l.fee, l.tax, l.total
        from large_lines l join large_ids i on i.n = l.n`);

    const transactions = await insertTransactions(tx, m);
    const invoices = await insertInvoices(tx, m);
    const billingSchedules = await insertSchedules(tx, m);
    return { orders, orderLines, transactions, invoices, billingSchedules };
  });
}

/** The cents of an amount code of the plan, for an order of total `t`. */
const amountOf = (code: ReturnType<typeof sql>, t: ReturnType<typeof sql>) => sql`
  case ${code} when 'T' then ${t} when 'H' then ${t} / 2 when 'R' then ${t} - ${t} / 2
               when 'Q' then greatest(1, ${t} / 4) when 'RH' then greatest(1, (${t} - ${t} / 2) / 2) end`;

/** Payments first (a refund points at its payment's id), then refunds; answers the rows added. */
async function insertTransactions(tx: Database, m: ReturnType<typeof sql>): Promise<number> {
  // One row per planned transaction: its payment type (a refund's is its payment's), when it happened.
  await tx.execute(sql`
    create temp table large_txn (n bigint, k int, order_id bigint, refund_of int, amount bigint,
      refunded bigint, outcome text, payment_type text, at timestamptz, email text) on commit drop`);
  await tx.execute(sql`
    insert into large_txn
    select o.n, p.k, i.id, p.refund_of, ${amountOf(sql`p.amount`, sql`i.total`)},
           coalesce(${amountOf(sql`p.refunded`, sql`i.total`)}, 0), p.outcome,
           case p.types
             when 'card' then 'credit_card' when 'ach' then 'ach'
             when 'card_or_ach' then case when h.h < 7 then 'credit_card' else 'ach' end
             else case when h.h < 6 then 'credit_card' when h.h < 8 then 'ach' else 'cash' end end,
           case when p.refund_of is null then o.at + (p.k - 1) * interval '2 minutes'
                else least(o.at + (2 + (o.n + o.n / 20) % 5) * interval '1 day' + p.k * interval '1 minute', now()) end,
           coalesce(pe.email, '')
      from large_orders o
      join large_ids i on i.n = o.n
      join large_plan p on p.b = o.b and p.v in (-1, o.v)
      left join large_people pe on pe.idx = o.person
      cross join lateral (select ((o.n + (o.n / 20) * 7 + coalesce(p.refund_of, p.k) * 3) % 10)::int as h) as h`);
  const columns = sql`merchant_id, order_id, ref_payment_id, is_refund, funding, payment_type, payment_mode,
    status, processor_status, processor_reference, amount, refunded_amount, can_void_until, settled_at, email,
    account_kind, account_last_four, account_label, ach_authorization_type, amount_tendered, change_due,
    check_number, failure_reason, ach_return_code, idempotency_key, created_at, updated_at`;
  const values = (refunds: boolean) => sql`
    select ${m}, t.order_id,
           ${refunds ? sql`(select r.id from transactions r where r.merchant_id = ${m} and r.idempotency_key = 'large-' || t.n || '-' || t.refund_of)` : sql`null::bigint`},
           ${refunds}, ${refunds ? 'credit' : 'payment'}, t.payment_type,
           case t.payment_type when 'credit_card' then (array['ccKeyEnter', 'ccSwipe', 'stored'])[1 + t.n % 3]
                               when 'ach' then 'ach'
                               else case when (t.n + t.n / 20) % 4 = 0 then 'check' else 'cash' end end,
           case t.outcome when 'ok' then 1 when 'posted' then 1 when 'requires_action' then 1 when 'voided' then 2
                          when 'failed' then 3 when 'refund_ok' then 4 when 'refund_voided' then 5 else 6 end,
           s.processor_status,
           case when t.payment_type <> 'cash' then 'lg-' || t.n || '-' || t.k end,
           t.amount, t.refunded,
           case when t.payment_type <> 'cash' then t.at + interval '1 day' end,
           case when s.processor_status = 'settled'
                then case when t.payment_type = 'cash' then t.at else least(t.at + interval '1 day', now()) end end,
           t.email,
           case t.payment_type when 'credit_card' then 'card' when 'ach' then 'bank' end,
           case when t.payment_type <> 'cash' then lpad(((t.n * 7 + t.k) % 10000)::text, 4, '0') end,
           case t.payment_type when 'credit_card' then (array['Visa', 'Mastercard', 'Amex', 'Discover'])[1 + (t.n / 20) % 4]
                               when 'ach' then 'Checking' end,
           case when t.payment_type = 'ach' then 'Web' end,
           case when c.cash then ((t.amount + 499) / 500) * 500 end,
           case when c.cash then ((t.amount + 499) / 500) * 500 - t.amount end,
           case when t.payment_type = 'cash' and (t.n + t.n / 20) % 4 = 0 then (1001 + t.n % 9000)::text end,
           case when t.outcome in ('failed', 'refund_failed')
                then case when t.payment_type = 'ach' then 'The bank returned the debit' else 'Declined by the card issuer' end end,
           case when t.outcome = 'failed' and t.payment_type = 'ach' then 'R01' end,
           'large-' || t.n || '-' || t.k, t.at,
           case when s.processor_status = 'settled' and t.payment_type <> 'cash'
                then least(t.at + interval '1 day', now()) else t.at end
      from large_txn t
      cross join lateral (select t.payment_type = 'cash' and (t.n + t.n / 20) % 4 <> 0 and t.refund_of is null as cash) as c
      cross join lateral (select
        case t.outcome
          when 'failed' then case when t.payment_type = 'ach' then 'returned' else 'failed' end
          when 'refund_failed' then 'failed'
          when 'voided' then 'voided' when 'refund_voided' then 'voided'
          when 'posted' then 'posted' when 'requires_action' then 'requires_action'
          when 'refund_ok' then case when t.payment_type <> 'cash' and t.at > now() - interval '1 day' then 'posted'
                                     else 'settled' end
          else case when t.payment_type = 'credit_card' and t.at > now() - interval '1 day' then 'authorized'
                    else 'settled' end end as processor_status) as s
     where (t.refund_of is not null) = ${refunds}`;
  const payments = (await tx.execute(
    sql`insert into transactions (${columns}) ${values(false)}`,
  )) as unknown as { rowCount: number | null };
  const refunds = (await tx.execute(
    sql`insert into transactions (${columns}) ${values(true)}`,
  )) as unknown as { rowCount: number | null };
  return (payments.rowCount ?? 0) + (refunds.rowCount ?? 0);
}

/** The invoiced orders' invoices, with their public tokens mapped to the merchant. */
async function insertInvoices(tx: Database, m: ReturnType<typeof sql>): Promise<number> {
  await tx.execute(sql`
    create temp table large_invoices (order_id bigint, n bigint, v int, at timestamptz, token text,
      offering_id bigint) on commit drop`);
  await tx.execute(sql`
    insert into large_invoices
    select i.id, o.n, o.v, o.at, replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''),
           (select l.offering_id from large_lines l where l.n = o.n and l.line_number = 1)
      from large_orders o join large_ids i on i.n = o.n
     where o.b = ${INVOICE_CLASS}`);
  const result = (await tx.execute(sql`
    insert into invoices (merchant_id, order_id, state, invoice_date, terms, due_date, public_token, builder,
      sent_at, viewed_at, created_at, updated_at)
    select ${m}, order_id, case when v = 0 then 'draft' else 'sent' end, at::date,
           (array['due_on_receipt', 'net_15', 'net_30', 'net_60'])[1 + (n / 80) % 4],
           at::date + (array[0, 15, 30, 60])[1 + (n / 80) % 4],
           token,
           jsonb_build_object('lines', jsonb_build_array(jsonb_build_object(
             'kind', 'item', 'offering_id', offering_id, 'quantity', '1', 'price', null)),
             'discount_code', '', 'order_fees', '[]'::jsonb),
           case when v > 0 then at + interval '5 minutes' end,
           case when v >= 2 then at + interval '3 hours' end,
           at, at
      from large_invoices`)) as unknown as { rowCount: number | null };
  await tx.execute(sql`
    insert into merchant_keys (kind, key, merchant_id)
    select 'invoice_link', encode(sha256(convert_to(token, 'UTF8')), 'hex'), ${m} from large_invoices`);
  return result.rowCount ?? 0;
}

/** Monthly subscriptions started by a fifth of the billing-schedule sales with a customer. */
async function insertSchedules(tx: Database, m: ReturnType<typeof sql>): Promise<number> {
  // spec 2 §4's new item, made monthly.
  const recurrence = { ...defaultRecurrence(), frequency: 'monthly' };
  // Months from the sale to today; an active schedule bills next after tomorrow (never due while a bench runs).
  const result = (await tx.execute(sql`
    insert into billing_schedules (merchant_id, kind, order_id, customer_id, offering_id, offering_name, status,
      recurrence, quantity_thousandths, price, start_at, next_bill_date, final_bill_date,
      number_of_active_executions, cancelled_at, last_payment_option, created_at, updated_at)
    select ${m}, 'subscription', i.id, p.id, l.offering_id, l.name, s.status, ${JSON.stringify(recurrence)}::jsonb,
           l.quantity, l.total, o.at::date,
           case when s.status = 'active' then (o.at::date + (e.months + case when
             (o.at::date + (e.months + 1) * interval '1 month')::date <= current_date + 1 then 2 else 1 end)
             * interval '1 month')::date end,
           case when s.status = 'expired' then (o.at::date + least(e.months, 6) * interval '1 month')::date end,
           case when s.status = 'active' then e.months + 1 else least(e.months, 6) + 1 end,
           case when s.status = 'cancelled' then least(o.at + least(e.months, 6) * interval '1 month', now()) end,
           case when s.status = 'cancelled' then 'full_amount' end,
           o.at, o.at
      from large_orders o
      join large_ids i on i.n = o.n
      join large_people p on p.idx = o.person
      join large_lines l on l.n = o.n and l.line_number = 1
      cross join lateral (select (array['active', 'active', 'active', 'active', 'active', 'active', 'active',
                                        'cancelled', 'cancelled', 'suspended', 'expired'])[1 + o.n % 11] as status) as s
      cross join lateral (select ((extract(year from age(now(), o.at)) * 12 + extract(month from age(now(), o.at))))::int
                                 as months) as e
     where o.sale_type = 11 and (o.n / 20) % 5 = 0`)) as unknown as { rowCount: number | null };
  return result.rowCount ?? 0;
}
