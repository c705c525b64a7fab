// spec 3 §7 "Grid endpoints": the ten entities one server-side grid serves, each with the columns it can
// project, filter, sort and total (issue 28 point 2). The server maps each column to SQL
// (apps/server/src/modules/report-grid/grid-sql.ts); the web reads the same list for headers, formats and
// filters, so a column is named once.
import {
  ORDER_PAYMENT_STATUSES,
  TRANSACTION_PAYMENT_TYPES,
  TRANSACTION_STATUSES,
} from '../payments/codes.ts';

export const GRID_ENTITIES = [
  'offering',
  'non_bookable_offering',
  'order',
  'order_item',
  'transaction',
  'xenon_transaction',
  'invoice',
  'subscription',
  'top_customers',
  'top_offerings',
] as const;
export type GridEntity = (typeof GRID_ENTITIES)[number];

export const isGridEntity = (value: string): value is GridEntity =>
  (GRID_ENTITIES as readonly string[]).includes(value);

/**
 * How a column's values read and filter: `id` and `number` are integers, `money` a decimal string of the
 * currency (ruling 9), `date` a calendar day (yyyy-MM-dd), `datetime` an instant filtered by the merchant's
 * calendar days (ruling 8), `enum` one of its `values`, `boolean` true or false.
 */
export type GridColumnKind = 'id' | 'number' | 'text' | 'money' | 'date' | 'datetime' | 'enum' | 'boolean';

/**
 * What a filter does: `eq` one value, `in` any of several, `contains` a case-insensitive part of the text,
 * `between` from and to, each optional and both inclusive (calendar days for dates and instants).
 */
export const GRID_FILTER_OPS = ['eq', 'in', 'contains', 'between'] as const;
export type GridFilterOp = (typeof GRID_FILTER_OPS)[number];

export interface GridEnumValue {
  readonly value: string;
  readonly description: string;
}

export interface GridColumn {
  readonly key: string;
  readonly label: string;
  readonly kind: GridColumnKind;
  readonly sortable: boolean;
  readonly filters: readonly GridFilterOp[];
  /** An enum column's values, each with its description (spec 3 §7 "status enumerations"). */
  readonly values?: readonly GridEnumValue[];
  /** A money column the totals row sums (issue 28 point 4). */
  readonly totaled?: boolean;
  /** A column that only filters (a grouped report's rows before grouping): never projected. */
  readonly filterOnly?: boolean;
}

export interface GridSort {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

/** What the chart above a grid plots (issue 28 point 4): an amount over a date, and by some groups. */
export interface GridChartSpec {
  readonly amount: string;
  readonly date: string;
  readonly groups: readonly string[];
}

export interface GridEntitySpec {
  readonly columns: readonly GridColumn[];
  /** spec 3 §9 default sorts. */
  readonly defaultSort: GridSort;
  /** spec 3 §9: grouped reports 100 a page, card-processor transactions 75; others 50. */
  readonly pageSize: number;
  /** The columns shown until the user picks others (the `c` parameter). */
  readonly defaultColumns: readonly string[];
  /** The column naming a row, always in a row (its detail page's key). */
  readonly rowKey: string;
  readonly chart?: GridChartSpec;
}

const describe = (values: readonly string[], words: Readonly<Record<string, string>>): GridEnumValue[] =>
  values.map((value) => ({ value, description: words[value] ?? value }));

/** spec 3 §4.2 (the customer statement's words; past_due as "Past Due"). */
export const ORDER_STATUS_VALUES = describe(ORDER_PAYMENT_STATUSES, {
  scheduled: 'Scheduled',
  paid: 'Paid',
  unpaid: 'Unpaid',
  cancelled: 'Cancelled',
  partially_paid: 'Partially Paid',
  pending: 'Pending',
  past_due: 'Past Due',
  requires_action: 'Requires Action',
});
export const PAYMENT_TYPE_VALUES = describe(TRANSACTION_PAYMENT_TYPES, {
  credit_card: 'Credit Card',
  ach: 'Bank Account (ACH)',
  cash: 'Cash or Check',
});
/** spec 2 §3 transaction status codes, as strings on the wire. */
export const TRANSACTION_STATUS_VALUES: GridEnumValue[] = Object.entries(TRANSACTION_STATUSES).map(
  ([value, description]) => ({ value, description }),
);
/** spec 3 §4.4 statuses seen, with the machines' voided and returned. */
export const PROCESSOR_STATUS_VALUES = describe(
  ['authorized', 'posted', 'settled', 'failed', 'voided', 'returned', 'requires_action', 'reverse_posted'],
  {
    authorized: 'Authorized',
    posted: 'Posted',
    settled: 'Settled',
    failed: 'Failed',
    voided: 'Voided',
    returned: 'Returned',
    requires_action: 'Requires Action',
    reverse_posted: 'Reverse Posted',
  },
);
export const FUNDING_VALUES = describe(['payment', 'credit'], { payment: 'Payment', credit: 'Credit' });
export const INVOICE_STATE_VALUES = describe(['draft', 'scheduled', 'sent'], {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sent: 'Sent',
});
/** spec 3 §4.5 with the draft of an invoice schedule (decision 149). */
export const SUBSCRIPTION_STATUS_VALUES = describe(['active', 'suspended', 'expired', 'cancelled', 'draft'], {
  active: 'Active',
  suspended: 'Suspended',
  expired: 'Expired',
  cancelled: 'Cancelled',
  draft: 'Draft',
});
export const SCHEDULE_KIND_VALUES = describe(['subscription', 'recurring_payment', 'invoice_schedule'], {
  subscription: 'Subscription',
  recurring_payment: 'Recurring Payment',
  invoice_schedule: 'Scheduled Invoice',
});
export const FREQUENCY_VALUES = describe(['once', 'daily', 'weekly', 'monthly', 'yearly'], {
  once: 'Once',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  yearly: 'Yearly',
});
export const SALE_CHANNEL_VALUES = describe(['point_of_sale', 'online', 'invoice', 'billing', 'other'], {
  point_of_sale: 'Point of Sale',
  online: 'Online Store or Form',
  invoice: 'Invoice',
  billing: 'Billing Schedule',
  other: 'Other',
});
export const OFFERING_KIND_VALUES = describe(['service', 'product'], {
  service: 'Service',
  product: 'Product',
});

type ColumnOptions = Partial<Pick<GridColumn, 'sortable' | 'filters' | 'values' | 'totaled' | 'filterOnly'>>;

const column = (
  key: string,
  label: string,
  kind: GridColumnKind,
  options: ColumnOptions = {},
): GridColumn => ({
  key,
  label,
  kind,
  sortable: options.sortable ?? true,
  filters: options.filters ?? [],
  ...(options.values ? { values: options.values } : {}),
  ...(options.totaled ? { totaled: true } : {}),
  ...(options.filterOnly ? { filterOnly: true } : {}),
});

const money = (key: string, label: string, totaled = true) =>
  column(key, label, 'money', { filters: ['between'], totaled });
const dayRange = (key: string, label: string, kind: 'date' | 'datetime' = 'datetime') =>
  column(key, label, kind, { filters: ['between'] });
const choice = (key: string, label: string, values: readonly GridEnumValue[]) =>
  column(key, label, 'enum', { filters: ['in'], values });
const customerId = column('customer_id', 'Customer ID', 'id', { filters: ['eq'], sortable: false });
const customerName = column('customer_name', 'Customer', 'text', { filters: ['contains'] });
const storeId = column('store_id', 'Store ID', 'id', { filters: ['in'], sortable: false });
const storeName = column('store_name', 'Store or Form', 'text');
const orderNumber = column('order_number', 'Order #', 'number', { filters: ['eq'] });
const orderId = column('order_id', 'Order ID', 'id', { sortable: false });

const ORDER: GridEntitySpec = {
  columns: [
    column('id', 'Order ID', 'id'),
    orderNumber,
    dayRange('created_at', 'Date'),
    customerId,
    customerName,
    column('customer_email', 'E-mail', 'text', { filters: ['contains'] }),
    choice('payment_status', 'Status', ORDER_STATUS_VALUES),
    choice('channel', 'Sold Through', SALE_CHANNEL_VALUES),
    storeId,
    storeName,
    choice('payment_type', 'Paid With', PAYMENT_TYPE_VALUES),
    money('amount_subtotal', 'Subtotal'),
    money('amount_discount', 'Discount'),
    money('amount_fee', 'Fees'),
    money('amount_tax', 'Tax'),
    money('amount_total', 'Total'),
    money('amount_paid', 'Paid'),
    money('amount_due', 'Due'),
  ],
  defaultSort: { field: 'order_number', direction: 'desc' },
  pageSize: 50,
  defaultColumns: [
    'order_number',
    'created_at',
    'customer_name',
    'payment_status',
    'channel',
    'amount_total',
    'amount_paid',
    'amount_due',
  ],
  rowKey: 'id',
  chart: { amount: 'amount_total', date: 'created_at', groups: ['payment_status', 'channel'] },
};

const TRANSACTION: GridEntitySpec = {
  columns: [
    column('id', 'Transaction ID', 'id'),
    orderId,
    orderNumber,
    dayRange('created_at', 'Date'),
    customerId,
    customerName,
    choice('status', 'Status', TRANSACTION_STATUS_VALUES),
    choice('payment_type', 'Payment Type', PAYMENT_TYPE_VALUES),
    choice('funding', 'Funding', FUNDING_VALUES),
    column('is_refund', 'Refund', 'boolean', { filters: ['eq'] }),
    column('account', 'Account', 'text', { filters: ['contains'] }),
    column('email', 'E-mail', 'text', { filters: ['contains'] }),
    storeId,
    money('amount', 'Amount'),
  ],
  defaultSort: { field: 'order_number', direction: 'desc' },
  pageSize: 50,
  defaultColumns: [
    'order_number',
    'created_at',
    'customer_name',
    'status',
    'payment_type',
    'account',
    'amount',
  ],
  rowKey: 'id',
  chart: { amount: 'amount', date: 'created_at', groups: ['payment_type', 'status'] },
};

const XENON_TRANSACTION: GridEntitySpec = {
  columns: [
    column('id', 'Transaction ID', 'id'),
    orderId,
    orderNumber,
    dayRange('created_at', 'Date'),
    dayRange('settled_at', 'Settled'),
    customerId,
    customerName,
    choice('processor_status', 'Processor Status', PROCESSOR_STATUS_VALUES),
    choice(
      'payment_type',
      'Payment Type',
      PAYMENT_TYPE_VALUES.filter((entry) => entry.value !== 'cash'),
    ),
    column('is_refund', 'Refund', 'boolean', { filters: ['eq'] }),
    column('account', 'Account', 'text', { filters: ['contains'] }),
    column('processor_reference', 'Processor Reference', 'text', { filters: ['eq'] }),
    dayRange('can_void_until', 'Voidable Until'),
    money('amount', 'Amount'),
    money('refunded_amount', 'Refunded'),
  ],
  // spec 3 §9: card-processor transactions 75 a page, transaction_id descending.
  defaultSort: { field: 'id', direction: 'desc' },
  pageSize: 75,
  defaultColumns: [
    'id',
    'created_at',
    'customer_name',
    'processor_status',
    'payment_type',
    'account',
    'amount',
    'refunded_amount',
  ],
  rowKey: 'id',
  chart: { amount: 'amount', date: 'created_at', groups: ['payment_type', 'processor_status'] },
};

const ORDER_ITEM: GridEntitySpec = {
  columns: [
    column('id', 'Line', 'text', { sortable: false }),
    orderId,
    orderNumber,
    dayRange('created_at', 'Date'),
    customerId,
    customerName,
    column('offering_id', 'Item ID', 'id', { filters: ['eq'] }),
    column('item_name', 'Item', 'text', { filters: ['contains'] }),
    column('quantity', 'Quantity', 'number'),
    money('unit_price', 'Unit Price', false),
    money('amount_subtotal', 'Subtotal'),
    money('amount_discount', 'Discount'),
    money('amount_fee', 'Fees'),
    money('amount_tax', 'Tax'),
    money('amount_total', 'Total'),
    choice('payment_status', 'Order Status', ORDER_STATUS_VALUES),
    storeId,
  ],
  // spec 3 §9: the items report by total_amount descending.
  defaultSort: { field: 'amount_total', direction: 'desc' },
  pageSize: 50,
  defaultColumns: [
    'item_name',
    'order_number',
    'created_at',
    'customer_name',
    'quantity',
    'unit_price',
    'amount_total',
  ],
  rowKey: 'id',
  chart: { amount: 'amount_total', date: 'created_at', groups: ['payment_status'] },
};

const INVOICE: GridEntitySpec = {
  columns: [
    column('id', 'Order ID', 'id'),
    orderNumber,
    dayRange('invoice_date', 'Invoice Date', 'date'),
    dayRange('due_date', 'Due Date', 'date'),
    choice('state', 'Sending', INVOICE_STATE_VALUES),
    choice('payment_status', 'Status', ORDER_STATUS_VALUES),
    customerId,
    customerName,
    column('customer_email', 'E-mail', 'text', { filters: ['contains'] }),
    choice('payment_type', 'Paid With', PAYMENT_TYPE_VALUES),
    dayRange('sent_at', 'Sent'),
    dayRange('viewed_at', 'Viewed'),
    money('amount_total', 'Total'),
    money('amount_paid', 'Paid'),
    money('amount_due', 'Due'),
  ],
  // spec 3 §9: invoices by invoice date descending.
  defaultSort: { field: 'invoice_date', direction: 'desc' },
  pageSize: 50,
  defaultColumns: [
    'order_number',
    'invoice_date',
    'due_date',
    'customer_name',
    'payment_status',
    'amount_total',
    'amount_due',
  ],
  rowKey: 'id',
  chart: { amount: 'amount_total', date: 'invoice_date', groups: ['payment_status', 'state'] },
};

const SUBSCRIPTION: GridEntitySpec = {
  columns: [
    column('id', 'ID', 'id'),
    column('subscription_number', 'Schedule #', 'number', { filters: ['eq'] }),
    choice('kind', 'Kind', SCHEDULE_KIND_VALUES),
    customerId,
    customerName,
    column('offering_name', 'Item', 'text', { filters: ['contains'] }),
    choice('status', 'Status', SUBSCRIPTION_STATUS_VALUES),
    choice('frequency', 'Frequency', FREQUENCY_VALUES),
    money('price', 'Price'),
    dayRange('start_at', 'Start', 'date'),
    dayRange('next_bill_date', 'Next Bill', 'date'),
    dayRange('final_bill_date', 'Final Bill', 'date'),
    column('number_of_active_executions', 'Bills Run', 'number'),
    column('occurrences', 'Occurrences', 'number'),
    column('is_past_due', 'Past Due', 'boolean', { filters: ['eq'] }),
    storeId,
    dayRange('created_at', 'Created'),
  ],
  // spec 3 §9: subscriptions by id descending.
  defaultSort: { field: 'id', direction: 'desc' },
  pageSize: 50,
  defaultColumns: [
    'subscription_number',
    'customer_name',
    'offering_name',
    'status',
    'frequency',
    'price',
    'next_bill_date',
  ],
  rowKey: 'id',
  chart: { amount: 'price', date: 'created_at', groups: ['status', 'frequency'] },
};

/** Filters on the orders a grouped report sums (before grouping). */
const groupedOrderFilters = [
  column('created_at', 'Order Date', 'datetime', { filters: ['between'], filterOnly: true }),
  { ...storeId, filterOnly: true },
  column('payment_status', 'Order Status', 'enum', {
    filters: ['in'],
    values: ORDER_STATUS_VALUES,
    filterOnly: true,
  }),
];

const TOP_CUSTOMERS: GridEntitySpec = {
  columns: [
    column('customer_id', 'Customer ID', 'id', { filters: ['eq'] }),
    customerName,
    column('order_count', 'Orders', 'number'),
    money('total_amount', 'Total'),
    money('total_amount_paid', 'Paid'),
    column('last_order_date', 'Last Order', 'datetime'),
    ...groupedOrderFilters,
  ],
  // spec 3 §9: customers by total_amount_paid descending; grouped reports 100 a page.
  defaultSort: { field: 'total_amount_paid', direction: 'desc' },
  pageSize: 100,
  defaultColumns: ['customer_name', 'order_count', 'total_amount', 'total_amount_paid', 'last_order_date'],
  rowKey: 'customer_id',
};

const TOP_OFFERINGS: GridEntitySpec = {
  columns: [
    column('offering_id', 'Item ID', 'id', { filters: ['eq'] }),
    column('item_name', 'Item', 'text', { filters: ['contains'] }),
    column('quantity_sold', 'Quantity Sold', 'number'),
    column('order_count', 'Orders', 'number'),
    money('amount_discount', 'Discount'),
    money('amount_tax', 'Tax'),
    money('total_amount', 'Total'),
    ...groupedOrderFilters,
    { ...customerId, filterOnly: true },
  ],
  defaultSort: { field: 'total_amount', direction: 'desc' },
  pageSize: 100,
  defaultColumns: ['item_name', 'quantity_sold', 'order_count', 'total_amount'],
  rowKey: 'item_name',
};

const offeringColumns = (withKind: boolean): GridColumn[] => [
  column('id', 'ID', 'id'),
  column('name', 'Name', 'text', { filters: ['contains'] }),
  ...(withKind ? [choice('kind', 'Kind', OFFERING_KIND_VALUES)] : []),
  money('price', 'Price', false),
  column('price_structure', 'Pricing', 'enum', {
    filters: ['in'],
    values: describe(['fixed', 'per_unit', 'recurring'], {
      fixed: 'Fixed',
      per_unit: 'Per Unit',
      recurring: 'Recurring',
    }),
  }),
  column('category_name', 'Category', 'text', { filters: ['contains'] }),
  column('is_active', 'Active', 'boolean', { filters: ['eq'] }),
  dayRange('created_at', 'Created'),
];

/** spec 3 §9: items (the catalogue's grids) by name ascending. */
const OFFERING: GridEntitySpec = {
  columns: offeringColumns(true),
  defaultSort: { field: 'name', direction: 'asc' },
  pageSize: 50,
  defaultColumns: ['name', 'kind', 'price', 'category_name', 'is_active'],
  rowKey: 'id',
};

const NON_BOOKABLE_OFFERING: GridEntitySpec = {
  columns: offeringColumns(false),
  defaultSort: { field: 'name', direction: 'asc' },
  pageSize: 50,
  defaultColumns: ['name', 'price', 'price_structure', 'category_name', 'is_active'],
  rowKey: 'id',
};

export const GRID_SPECS: Readonly<Record<GridEntity, GridEntitySpec>> = {
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

/** A column of an entity, or undefined. */
export const gridColumn = (entity: GridEntity, key: string): GridColumn | undefined =>
  GRID_SPECS[entity].columns.find((candidate) => candidate.key === key);

/** The columns a row can show (not the filter-only ones). */
export const projectableColumns = (entity: GridEntity): GridColumn[] =>
  GRID_SPECS[entity].columns.filter((candidate) => !candidate.filterOnly);

/** The money columns the totals row sums. */
export const totaledColumns = (entity: GridEntity): GridColumn[] =>
  GRID_SPECS[entity].columns.filter((candidate) => candidate.totaled === true);
