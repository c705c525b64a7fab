import type { GridEntity } from '@paybook/domain';

// Issue 28 point 2 (decision 195): the SQL of the ten grid entities of spec 3 §7. Each entity is a FROM
// clause, the condition that keeps it to one merchant, and an SQL expression per column of the domain's
// list (packages/domain/src/reports/grid-columns.ts). One engine (grid.repository.ts) builds every query
// from these; nothing here takes a value from a request (values are bound parameters there).
//
// Money columns answer cents, `date` columns a date and `datetime` columns an instant; the engine formats
// them by the column's kind.

export interface GridColumnSql {
  /** The value (in a grouped entity, the group's). */
  readonly expr: string;
  /** What a filter compares, when not `expr` (an aggregate's row value). */
  readonly where?: string;
  /** An `in` filter of its own, `$values` standing for the bound text array (an exists over transactions). */
  readonly inFilter?: string;
  /** Computed by an aggregate: sortable and totaled, filtered only through `where`. */
  readonly aggregate?: true;
  /**
   * Never null: its sort is plain ASC/DESC, which the indexes built in PostgreSQL's default order serve.
   * A nullable column sorts its nulls last, whatever the direction.
   */
  readonly notNull?: true;
}

export interface GridEntitySql {
  readonly from: string;
  /**
   * The entity's own table alone, and the aliases `from` LEFT JOINs to it (each by its key, so at most one
   * row): a statement none of whose expressions reads a joined alias reads the table alone (decision 199),
   * which an index can then answer without visiting the joined tables or, often, the table's rows.
   */
  readonly own?: { readonly from: string; readonly joined: readonly string[] };
  /** The merchant's rows: `$merchant` stands for the bound merchant id. */
  readonly where: string;
  /** A grouped entity's GROUP BY. */
  readonly groupBy?: string;
  readonly columns: Readonly<Record<string, GridColumnSql>>;
  /** The unique key that ends every sort, so pages never repeat or skip a row. */
  readonly tieBreak: string;
}

const col = (expr: string): GridColumnSql => ({ expr });
/** A column that is never null (a key, a number, a date the row always has). */
const nn = (expr: string): GridColumnSql => ({ expr, notNull: true });
const agg = (expr: string): GridColumnSql => ({ expr, aggregate: true, notNull: true });

/** The order's customer: the customer on file, else the walk-in name the order kept. */
const ORDER_CUSTOMER_NAME = `case when o.customer_id is null
  then trim(o.customer_first_name || ' ' || o.customer_last_name)
  else trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) end`;
const ORDER_CUSTOMER_EMAIL = `coalesce(nullif(o.customer_email, ''), c.email, '')`;
/** spec 3 §4.2: a cancelled order (order_status 2) reads as cancelled whatever it was paid. */
const ORDER_STATUS = `case when o.order_status = 2 then 'cancelled' else o.payment_status end`;
/** spec 2 §3 sale types, in the report's five channels. */
const ORDER_CHANNEL = `case
  when o.billing_method = 'invoice' or o.sale_type = 6 then 'invoice'
  when o.sale_type = 2 then 'point_of_sale'
  when o.sale_type in (0, 5, 24) then 'online'
  when o.sale_type in (3, 4, 11) then 'billing'
  else 'other' end`;
const OF_ORDER = 't.merchant_id = o.merchant_id and t.order_id = o.id';
/** The payment type of the order's first payment. */
const ORDER_PAYMENT_TYPE = `(select t.payment_type from transactions t where ${OF_ORDER} and not t.is_refund order by t.id limit 1)`;
const ORDER_PAID_WITH = `exists (select 1 from transactions t where ${OF_ORDER} and not t.is_refund and t.payment_type = any($values))`;
/** Decision 82 and 113 (orderAmountDueCents): refunds are not owed again, a cancelled order owes nothing. */
const ORDER_AMOUNT_DUE = `case when o.order_status = 2 then 0 else greatest(0, o.amount_total - o.amount_paid
  - (select coalesce(sum(t.refunded_amount), 0) from transactions t where ${OF_ORDER} and not t.is_refund)) end`;

const JOIN_CUSTOMER = 'left join customers c on c.merchant_id = o.merchant_id and c.id = o.customer_id';
/**
 * A row's order. Every row has one (a foreign key), so the join is written LEFT: PostgreSQL then leaves it
 * out of a query that reads nothing of the order (a count of transactions by their own columns).
 */
const JOIN_ORDER = (alias: string) =>
  `left join orders o on o.merchant_id = ${alias}.merchant_id and o.id = ${alias}.order_id`;

const orderCustomerColumns = {
  customer_id: col('o.customer_id'),
  customer_name: col(ORDER_CUSTOMER_NAME),
};

const orderMoney = {
  amount_subtotal: nn('o.amount_subtotal'),
  amount_discount: nn('o.amount_discount'),
  amount_fee: nn('o.amount_fee'),
  amount_tax: nn('o.amount_tax'),
  amount_total: nn('o.amount_total'),
};

const ORDER: GridEntitySql = {
  from: `orders o ${JOIN_CUSTOMER} left join stores s on s.merchant_id = o.merchant_id and s.id = o.store_id`,
  own: { from: 'orders o', joined: ['c', 's'] },
  where: 'o.merchant_id = $merchant',
  columns: {
    id: nn('o.id'),
    order_number: nn('o.order_number'),
    created_at: nn('o.created_at'),
    ...orderCustomerColumns,
    customer_email: col(ORDER_CUSTOMER_EMAIL),
    payment_status: nn(ORDER_STATUS),
    channel: nn(ORDER_CHANNEL),
    store_id: col('o.store_id'),
    store_name: col(`coalesce(s.name, '')`),
    payment_type: { expr: ORDER_PAYMENT_TYPE, inFilter: ORDER_PAID_WITH },
    ...orderMoney,
    amount_paid: nn('o.amount_paid'),
    amount_due: nn(ORDER_AMOUNT_DUE),
  },
  tieBreak: 'o.id',
};

const transactionColumns = {
  id: nn('t.id'),
  order_id: nn('t.order_id'),
  order_number: nn('o.order_number'),
  created_at: nn('t.created_at'),
  ...orderCustomerColumns,
  payment_type: nn('t.payment_type'),
  is_refund: nn('t.is_refund'),
  account: col(`coalesce(t.account_label, '')`),
};

const TRANSACTION_FROM = `transactions t ${JOIN_ORDER('t')} ${JOIN_CUSTOMER}`;
const TRANSACTION_OWN = { from: 'transactions t', joined: ['o', 'c'] };

const TRANSACTION: GridEntitySql = {
  from: TRANSACTION_FROM,
  own: TRANSACTION_OWN,
  where: 't.merchant_id = $merchant',
  columns: {
    ...transactionColumns,
    // Filtered on the number itself, so an index on status serves it.
    status: { expr: 't.status::text', inFilter: 't.status = any(($values)::smallint[])', notNull: true },
    funding: nn('t.funding'),
    email: col('t.email'),
    store_id: col('o.store_id'),
    /** A refund takes money back: it counts against the totals. */
    amount: nn('case when t.is_refund then -t.amount else t.amount end'),
  },
  tieBreak: 't.id',
};

/** spec 3 §2.2 card-processor transactions: the card and bank payments the processor carried. */
const XENON_TRANSACTION: GridEntitySql = {
  from: TRANSACTION_FROM,
  own: TRANSACTION_OWN,
  where: `t.merchant_id = $merchant and t.payment_type in ('credit_card', 'ach')`,
  columns: {
    ...transactionColumns,
    settled_at: col('t.settled_at'),
    processor_status: nn('t.processor_status'),
    processor_reference: col(`coalesce(t.processor_reference, '')`),
    can_void_until: col('t.can_void_until'),
    amount: nn('case when t.is_refund then -t.amount else t.amount end'),
    refunded_amount: nn('t.refunded_amount'),
  },
  tieBreak: 't.id',
};

const ORDER_ITEM: GridEntitySql = {
  from: `order_lines l ${JOIN_ORDER('l')} ${JOIN_CUSTOMER}`,
  own: { from: 'order_lines l', joined: ['o', 'c'] },
  where: 'l.merchant_id = $merchant',
  columns: {
    id: col(`l.order_id || '-' || l.line_number`),
    order_id: nn('l.order_id'),
    order_number: nn('o.order_number'),
    created_at: nn('o.created_at'),
    ...orderCustomerColumns,
    offering_id: col('l.offering_id'),
    item_name: nn('l.name'),
    quantity: nn('l.quantity_thousandths / 1000.0'),
    unit_price: nn('l.unit_price'),
    amount_subtotal: nn('l.amount_subtotal'),
    amount_discount: nn('l.amount_discount'),
    amount_fee: nn('l.amount_fee'),
    amount_tax: nn('l.amount_tax'),
    amount_total: nn('l.amount_total'),
    payment_status: nn(ORDER_STATUS),
    store_id: col('o.store_id'),
  },
  tieBreak: 'l.order_id, l.line_number',
};

const INVOICE: GridEntitySql = {
  from: `invoices i ${JOIN_ORDER('i')} ${JOIN_CUSTOMER}`,
  own: { from: 'invoices i', joined: ['o', 'c'] },
  where: 'i.merchant_id = $merchant',
  columns: {
    id: nn('i.order_id'),
    order_number: nn('o.order_number'),
    invoice_date: nn('i.invoice_date'),
    due_date: nn('i.due_date'),
    state: nn('i.state'),
    payment_status: nn(ORDER_STATUS),
    ...orderCustomerColumns,
    customer_email: col(ORDER_CUSTOMER_EMAIL),
    payment_type: { expr: ORDER_PAYMENT_TYPE, inFilter: ORDER_PAID_WITH },
    sent_at: col('i.sent_at'),
    viewed_at: col('i.viewed_at'),
    amount_total: nn('o.amount_total'),
    amount_paid: nn('o.amount_paid'),
    amount_due: nn(ORDER_AMOUNT_DUE),
  },
  tieBreak: 'i.order_id',
};

const SUBSCRIPTION: GridEntitySql = {
  from: `billing_schedules b
    join customers c on c.merchant_id = b.merchant_id and c.id = b.customer_id
    left join orders o on o.merchant_id = b.merchant_id and o.id = b.order_id`,
  where: 'b.merchant_id = $merchant',
  columns: {
    id: nn('b.id'),
    subscription_number: nn('b.subscription_number'),
    kind: nn('b.kind'),
    customer_id: col('b.customer_id'),
    customer_name: col(`trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, ''))`),
    offering_name: col('b.offering_name'),
    status: nn('b.status'),
    frequency: col(`coalesce(b.recurrence ->> 'frequency', 'once')`),
    price: nn('b.price'),
    start_at: nn('b.start_at'),
    next_bill_date: col('b.next_bill_date'),
    final_bill_date: col('b.final_bill_date'),
    number_of_active_executions: nn('b.number_of_active_executions'),
    occurrences: col('b.occurrences'),
    is_past_due: col('b.is_past_due'),
    store_id: col('o.store_id'),
    created_at: nn('b.created_at'),
  },
  tieBreak: 'b.id',
};

/** Filters of a grouped report: on the orders it sums. */
const groupedOrderFilters = {
  created_at: col('o.created_at'),
  store_id: col('o.store_id'),
  payment_status: col(ORDER_STATUS),
};

/** Sales by customer (spec 3 §2.2 grouped-customer): the customers on file and what their orders came to. */
const TOP_CUSTOMERS: GridEntitySql = {
  from: `orders o join customers c on c.merchant_id = o.merchant_id and c.id = o.customer_id`,
  where: 'o.merchant_id = $merchant',
  groupBy: 'c.merchant_id, c.id',
  columns: {
    customer_id: nn('c.id'),
    customer_name: col(`trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, ''))`),
    order_count: agg('count(*)'),
    total_amount: agg('sum(o.amount_total)'),
    total_amount_paid: agg('sum(o.amount_paid)'),
    last_order_date: agg('max(o.created_at)'),
    ...groupedOrderFilters,
  },
  tieBreak: 'c.id',
};

/** Sales by item (spec 3 §2.2 grouped-offering): the lines sold, by the item's name as sold. */
const TOP_OFFERINGS: GridEntitySql = {
  from: `order_lines l ${JOIN_ORDER('l')}`,
  where: 'l.merchant_id = $merchant',
  groupBy: 'l.name',
  columns: {
    offering_id: { expr: 'min(l.offering_id)', where: 'l.offering_id', aggregate: true },
    item_name: nn('l.name'),
    quantity_sold: agg('sum(l.quantity_thousandths) / 1000.0'),
    order_count: agg('count(distinct l.order_id)'),
    amount_discount: agg('sum(l.amount_discount)'),
    amount_tax: agg('sum(l.amount_tax)'),
    total_amount: agg('sum(l.amount_total)'),
    ...groupedOrderFilters,
    customer_id: col('o.customer_id'),
  },
  tieBreak: 'l.name',
};

const offeringColumns = {
  id: nn('f.id'),
  name: nn('f.name'),
  kind: col(`case when f.is_bookable then 'service' else 'product' end`),
  price: nn('f.price_cents'),
  price_structure: col('f.price_structure'),
  category_name: col(`coalesce(g.name, '')`),
  is_active: col('f.is_active'),
  created_at: nn('f.created_at'),
};
const OFFERING_FROM = `offerings f left join offering_categories g
  on g.merchant_id = f.merchant_id and g.id = f.offering_category_id`;
const OFFERING_OWN = { from: 'offerings f', joined: ['g'] };

const OFFERING: GridEntitySql = {
  from: OFFERING_FROM,
  own: OFFERING_OWN,
  where: 'f.merchant_id = $merchant and f.deleted_at is null',
  columns: offeringColumns,
  tieBreak: 'f.id',
};

const NON_BOOKABLE_OFFERING: GridEntitySql = {
  from: OFFERING_FROM,
  own: OFFERING_OWN,
  where: 'f.merchant_id = $merchant and f.deleted_at is null and not f.is_bookable',
  columns: offeringColumns,
  tieBreak: 'f.id',
};

export const GRID_SQL: Readonly<Record<GridEntity, GridEntitySql>> = {
  offering: OFFERING,
  non_bookable_offering: NON_BOOKABLE_OFFERING,
  order: ORDER,
  order_item: ORDER_ITEM,
  transaction: TRANSACTION,
  xenon_transaction: XENON_TRANSACTION,
  invoice: INVOICE,
  subscription: SUBSCRIPTION,
  top_customers: TOP_CUSTOMERS,
  top_offerings: TOP_OFFERINGS,
};
