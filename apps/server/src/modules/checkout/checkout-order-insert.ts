import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { checkoutIntents, orderLines, orders, transactions } from '../../db/schema/index.ts';
import type { OrderLineRow, OrderRow, TransactionRow } from '../orders/order-presenter.ts';
import type { NewIntent } from './checkout-intents.repository.ts';
import { preparedOn } from './checkout-statements.ts';

// Issue 15 point 10: a checkout's order, its lines, its payment and (cash or check) its new intent are
// inserted by one statement (one round trip): the lines and the payment take the order's id from its
// insert's RETURNING, which answers the order and the payment. The statement is prepared
// (checkout-statements.ts) per shape: the number of lines, which columns each row sets and which are null,
// and whether there is a payment and an intent; every other value is a placeholder.

export type OrderValues = typeof orders.$inferInsert;
/** Every column of a line (none has a default), so the line is known without reading it back. */
export type OrderLineValues = Omit<OrderLineRow, 'orderId'>;
export type PaymentValues = Omit<typeof transactions.$inferInsert, 'orderId'>;
/** A new intent with the id drawn for it (checkout-intents.repository.ts drawDeskNumbers). */
export type IntentValues = NewIntent & { id: number };

export interface WrittenOrder {
  order: OrderRow;
  lines: OrderLineRow[];
  /** The payment, when the order has one. */
  payments: TransactionRow[];
}

/** Carts longer than this are written by a statement built for the call (not kept per connection). */
const MOST_LINES_PREPARED = 20;

type Placeholders<V> = { [K in keyof V]: Placeholder | SQL };

/** One placeholder per set column, named `prefix` + the column's key; `null` for a null. */
function placeholdersOf<V extends object>(prefix: string, values: V): Placeholders<V> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, value === null ? sql`null` : sql.placeholder(`${prefix}${key}`)]),
  ) as Placeholders<V>;
}

/**
 * Adds a row's values to `target` (each named `prefix` + its column's key) and answers the row's shape: its
 * set columns in order, a null one marked (a null is written as SQL `null`, as Drizzle's column encoders
 * take no null through a placeholder). One pass: this runs on every checkout.
 */
function addValues(target: Record<string, unknown>, prefix: string, values: object): string {
  let shape = '';
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (value === null) {
      shape += `${key}=null,`;
    } else {
      shape += `${key},`;
      target[`${prefix}${key}`] = value;
    }
  }
  return shape;
}

const orderIdOfInsert = sql<number>`(select "id" from "written_order")`;

/**
 * The statement, of values or of placeholders. It answers one row: the order and its payment (none when
 * there is no payment). The lines, every column of which the checkout sets, are not read back.
 */
function buildStatement(
  db: Database,
  order: PgInsertValue<typeof orders>,
  lines: Omit<PgInsertValue<typeof orderLines>, 'orderId'>[],
  payment: Omit<PgInsertValue<typeof transactions>, 'orderId'> | null,
  intent: PgInsertValue<typeof checkoutIntents, true> | null,
) {
  const writtenOrder = db.$with('written_order').as(db.insert(orders).values(order).returning());
  // PostgreSQL runs every data-modifying WITH to completion, read or not.
  const writtenLines = db.$with('written_lines').as(
    db
      .insert(orderLines)
      .values(lines.map((line) => ({ ...line, orderId: orderIdOfInsert })))
      .returning({ lineNumber: orderLines.lineNumber }),
  );
  // A cash or check intent with its id drawn beforehand (drawDeskNumbers); a key that has an intent already
  // fails the statement on checkout_intents_key (isIntentKeyTaken), so nothing of it is written.
  const before =
    intent === null
      ? []
      : [
          db
            .$with('written_intent')
            .as(
              db
                .insert(checkoutIntents)
                .overridingSystemValue()
                .values(intent)
                .returning({ id: checkoutIntents.id }),
            ),
        ];
  if (payment === null) {
    return db
      .with(...before, writtenOrder, writtenLines)
      .select()
      .from(writtenOrder);
  }
  const writtenPayment = db.$with('written_payment').as(
    db
      .insert(transactions)
      .values({ ...payment, orderId: orderIdOfInsert })
      .returning(),
  );
  return db
    .with(...before, writtenOrder, writtenLines, writtenPayment)
    .select()
    .from(writtenOrder)
    .leftJoin(writtenPayment, sql`true`);
}

/** The order alone, or beside its payment. */
type Row = OrderRow | { written_order: OrderRow; written_payment: TransactionRow | null };

/** A statement name per shape, the same on every connection of this process. */
const namesByShape = new Map<string, string>();

function nameOf(shape: string): string {
  let name = namesByShape.get(shape);
  if (name === undefined) {
    name = `checkout_write_order_${namesByShape.size + 1}`;
    namesByShape.set(shape, name);
  }
  return name;
}

/**
 * Inserts the order, its lines (at least one) and its payment (when there is one) in one statement; with
 * `intent`, a new cash or check intent too (checkout-completion.ts completeDeskIntent).
 */
export async function insertOrderWithLines(
  tx: Database,
  order: OrderValues,
  lines: readonly OrderLineValues[],
  payment: PaymentValues | null,
  intent: IntentValues | null = null,
): Promise<WrittenOrder> {
  if (lines.length === 0) throw new Error('An order has at least one line');
  let rows: Row[];
  if (lines.length > MOST_LINES_PREPARED) {
    rows = await buildStatement(tx, order, [...lines], payment, intent);
  } else {
    const values: Record<string, unknown> = {};
    // The statement's SQL text follows from the shape alone: the same shape, the same prepared statement.
    let shape = addValues(values, 'o_', order);
    for (const [index, line] of lines.entries()) shape += `|${addValues(values, `l${index}_`, line)}`;
    shape += `/${payment ? addValues(values, 'p_', payment) : '-'}`;
    shape += `/${intent ? addValues(values, 'i_', intent) : '-'}`;
    const name = nameOf(shape);
    const statement = preparedOn(tx, name, (db) =>
      buildStatement(
        db,
        placeholdersOf('o_', order),
        lines.map((line, index) => placeholdersOf(`l${index}_`, line)),
        payment ? placeholdersOf('p_', payment) : null,
        intent ? placeholdersOf('i_', intent) : null,
      ).prepare(name),
    );
    rows = await statement.execute(values);
  }
  const [head] = rows;
  if (!head) throw new Error('The order was not inserted');
  const written = 'written_order' in head ? head.written_order : head;
  const paid = 'written_order' in head ? head.written_payment : null;
  return {
    order: written,
    lines: lines.map((line) => ({ ...line, orderId: written.id })),
    payments: paid ? [paid] : [],
  };
}
