import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { CHECKOUT_RECONCILE_QUEUE, reconcileJobKey } from '../../modules/checkout/checkout-reconcile.ts';
import { TRANSACTION_ACTION_QUEUE } from '../../modules/transaction-actions/transaction-action-reconcile.ts';
import type { Journal, JournalEntry } from './journal.ts';
import type { TwoNodeShop } from './two-node-shop.ts';

// Issue 23 point 6: the journal against the database once the workload has stopped and every due job has
// run. Each check answers its problems as sentences (none: it holds), so a failure names them all.

type Body = Record<string, unknown>;
const bodyOf = (entry: JournalEntry) => entry.body as Body;
const idInPath = (entry: JournalEntry, pattern: RegExp) => Number(pattern.exec(entry.path)?.[1]);

/** How many times each value occurs. */
function tally(values: (string | number)[]): Map<string | number, number> {
  const counts = new Map<string | number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** Every acknowledged booking is there once, where its last acknowledged move put it, cancelled if it was. */
async function checkBookings(db: Database, shop: TwoNodeShop, journal: Journal): Promise<string[]> {
  const rows = await queryRows<{
    id: number;
    status: string;
    start_ms: number;
    provider: number;
    email: string;
  }>(
    db,
    sql`select ci.id::int, ci.status, (extract(epoch from ci.start_at) * 1000)::float8 as start_ms, ci.service_provider_id::int as provider, c.email
        from calendar_items ci join customers c on c.merchant_id = ci.merchant_id and c.id = ci.customer_id
        where ci.merchant_id = ${shop.merchantId} and ci.kind = 'appointment'`,
  );
  const problems: string[] = [];
  const bookings = journal.acknowledged('book');
  if (rows.length !== bookings.length) {
    problems.push(`${bookings.length} bookings acknowledged, ${rows.length} appointments stored`);
  }
  const moves = journal.acknowledged('reschedule');
  const cancels = new Set(
    journal.acknowledged('cancel').map((entry) => idInPath(entry, /appointment\/(\d+)\//)),
  );
  for (const booking of bookings) {
    const email = (bodyOf(booking).customer as Body).email;
    const stored = rows.filter((row) => row.email === email);
    if (stored.length !== 1 || !stored[0]) {
      problems.push(`booking ${booking.key}: ${stored.length} appointments`);
      continue;
    }
    const row = stored[0];
    const lastMove = moves.filter((move) => idInPath(move, /appointment\/(\d+)$/) === row.id).at(-1);
    const where = lastMove
      ? { start: bodyOf(lastMove).start_at, provider: idInPath(lastMove, /service_provider\/(\d+)\//) }
      : { start: bodyOf(booking).start_at, provider: bodyOf(booking).service_provider_id };
    if (row.start_ms !== Date.parse(String(where.start)) || row.provider !== where.provider) {
      problems.push(
        `appointment ${row.id} is at ${new Date(row.start_ms).toISOString()} with ${row.provider}, not ${where.start} with ${where.provider}`,
      );
    }
    if ((row.status === 'cancelled') !== cancels.has(row.id)) {
      problems.push(`appointment ${row.id} is ${row.status}, cancel acknowledged: ${cancels.has(row.id)}`);
    }
  }
  // The confirmation is written with the booking: one per acknowledged booking, none for another address.
  const emails = await queryRows<{ to_address: string }>(
    db,
    sql`select to_address from outbox_emails
        where merchant_id = ${shop.merchantId} and kind = 'booking_confirmation'`,
  );
  const sent = tally(emails.map((email) => email.to_address));
  const expected = bookings.map((booking) => String((bodyOf(booking).customer as Body).email));
  for (const address of expected) {
    if (sent.get(address) !== 1) problems.push(`${sent.get(address) ?? 0} confirmations to ${address}`);
  }
  if (emails.length !== expected.length) {
    problems.push(`${emails.length} booking confirmations for ${expected.length} bookings`);
  }
  return problems;
}

type OrderAnswer = { order: { id: number; transactions: { id: number }[] } };

/** One order per checkout key, one processor charge per card checkout, one refund per refund key. */
async function checkMoney(db: Database, shop: TwoNodeShop, journal: Journal): Promise<string[]> {
  const problems: string[] = [];
  const checkouts = [...journal.acknowledged('checkout_cash'), ...journal.acknowledged('checkout_card')];
  const orderOf = (entry: JournalEntry) => (entry.answer as OrderAnswer).order;
  const orders = await queryRows<{ id: number }>(
    db,
    sql`select id::int from orders where merchant_id = ${shop.merchantId}`,
  );
  const acknowledgedOrders = new Set(checkouts.map((entry) => orderOf(entry).id));
  if (acknowledgedOrders.size !== checkouts.length) problems.push('two checkout keys answered one order');
  if (orders.length !== checkouts.length || orders.some((order) => !acknowledgedOrders.has(order.id))) {
    problems.push(`${checkouts.length} checkouts acknowledged, ${orders.length} orders stored`);
  }
  const intents = await queryRows<{ id: number; key: string; state: string; order_id: number | null }>(
    db,
    sql`select id::int, idempotency_key as key, state, order_id::int from checkout_intents
        where merchant_id = ${shop.merchantId}`,
  );
  const intentsByKey = tally(intents.map((intent) => intent.key));
  for (const entry of checkouts) {
    const intent = intents.find((candidate) => candidate.key === entry.key);
    if (
      intentsByKey.get(entry.key ?? '') !== 1 ||
      intent?.state !== 'completed' ||
      intent.order_id !== orderOf(entry).id
    ) {
      problems.push(`checkout ${entry.key}: intent ${JSON.stringify(intent)}`);
    }
  }
  // The processor's own books: one payment per card checkout, each the stored payment's reference.
  const charges = await queryRows<{ reference: string; key: string; kind: string }>(
    db,
    sql`select reference, idempotency_key as key, kind from sandbox_payments where owner_merchant_id = ${shop.merchantId}`,
  );
  const cardPayments = await queryRows<{ reference: string }>(
    db,
    sql`select processor_reference as reference from transactions
        where merchant_id = ${shop.merchantId} and not is_refund and payment_type = 'credit_card'`,
  );
  const charged = charges.filter((charge) => charge.kind === 'payment').map((charge) => charge.reference);
  const cardCheckouts = journal.acknowledged('checkout_card').length;
  if (charged.length !== cardCheckouts || cardPayments.length !== cardCheckouts) {
    problems.push(
      `${cardCheckouts} card checkouts, ${charged.length} processor charges, ${cardPayments.length} card payments`,
    );
  }
  if (cardPayments.some((payment) => !charged.includes(payment.reference))) {
    problems.push('a card payment names no processor charge');
  }
  const refunds = await queryRows<{ key: string; payment_type: string }>(
    db,
    sql`select idempotency_key as key, payment_type from transactions
        where merchant_id = ${shop.merchantId} and is_refund`,
  );
  const refundKeys = tally(refunds.map((refund) => refund.key));
  const acknowledgedRefunds = journal.acknowledged('refund');
  for (const entry of acknowledgedRefunds) {
    const stored = refundKeys.get(refundKeyOf(shop, entry)) ?? 0;
    if (stored !== 1) problems.push(`refund ${entry.key}: ${stored} refunds stored`);
  }
  if (refunds.length !== acknowledgedRefunds.length) {
    problems.push(`${acknowledgedRefunds.length} refunds acknowledged, ${refunds.length} stored`);
  }
  const cardRefunds = refunds
    .filter((refund) => refund.payment_type === 'credit_card')
    .map((refund) => refund.key);
  const processorRefunds = charges.filter((charge) => charge.kind === 'refund').map((charge) => charge.key);
  if (
    cardRefunds.length !== processorRefunds.length ||
    cardRefunds.some((key) => !processorRefunds.includes(key))
  ) {
    problems.push(`${cardRefunds.length} card refunds stored, ${processorRefunds.length} at the processor`);
  }
  return problems;
}

/** The refund row's key: the request's Idempotency-Key within its payment, action and user. */
const refundKeyOf = (shop: TwoNodeShop, entry: JournalEntry) =>
  `txn-${bodyOf(entry).payment_id}:refund:u${shop.ownerUserId}:${entry.key}`;

/** Each customer holds its last acknowledged edit. */
async function checkCustomers(db: Database, shop: TwoNodeShop, journal: Journal): Promise<string[]> {
  const rows = await queryRows<{ id: number; company: string }>(
    db,
    sql`select id::int, company from customers where merchant_id = ${shop.merchantId}`,
  );
  const last = new Map<number, string>();
  for (const entry of journal.acknowledged('customer_edit')) {
    last.set(idInPath(entry, /customer\/(\d+)$/), String(bodyOf(entry).company));
  }
  return [...last].flatMap(([id, company]) => {
    const stored = rows.find((row) => row.id === id)?.company;
    return stored === company ? [] : [`customer ${id} holds '${stored}', last acknowledged '${company}'`];
  });
}

/**
 * No job lost, none run twice: nothing dead, nothing left due or running, and each money call that queued
 * its reconcile job (card checkouts, card refunds) has exactly one, done.
 */
async function checkJobs(db: Database, shop: TwoNodeShop, journal: Journal): Promise<string[]> {
  const jobs = await queryRows<{ queue: string; key: string; state: string }>(
    db,
    sql`select queue, key, state from jobs`,
  );
  const problems = jobs
    .filter((job) => job.state !== 'done' && !(job.state === 'queued' && !isReconcile(job.queue)))
    .map((job) => `job ${job.queue} ${job.key} is ${job.state}`);
  const cardKeys = new Set(journal.acknowledged('checkout_card').map((entry) => entry.key));
  const intents = await queryRows<{ id: number; key: string }>(
    db,
    sql`select id::int, idempotency_key as key from checkout_intents where merchant_id = ${shop.merchantId}`,
  );
  const expected = [
    ...intents
      .filter((intent) => cardKeys.has(intent.key))
      .map((intent) => `${CHECKOUT_RECONCILE_QUEUE} ${reconcileJobKey(intent.id)}`),
    ...(
      await queryRows<{ key: string }>(
        db,
        sql`select idempotency_key as key from transactions
          where merchant_id = ${shop.merchantId} and is_refund and payment_type = 'credit_card'`,
      )
    ).map((refund) => `${TRANSACTION_ACTION_QUEUE} ${refund.key}`),
  ];
  const queued = tally(jobs.filter((job) => isReconcile(job.queue)).map((job) => `${job.queue} ${job.key}`));
  for (const job of expected) {
    if (queued.get(job) !== 1) problems.push(`${queued.get(job) ?? 0} jobs ${job}`);
  }
  const reconcileJobs = [...queued.values()].reduce((sum, count) => sum + count, 0);
  if (expected.length !== reconcileJobs) {
    problems.push(`${expected.length} reconcile jobs expected, ${reconcileJobs} queued`);
  }
  return problems;
}

const isReconcile = (queue: string) =>
  queue === CHECKOUT_RECONCILE_QUEUE || queue === TRANSACTION_ACTION_QUEUE;

/** Every check's problems; empty when the journal and the database agree. */
export async function checkJournal(db: Database, shop: TwoNodeShop, journal: Journal): Promise<string[]> {
  return [
    ...(await checkBookings(db, shop, journal)),
    ...(await checkMoney(db, shop, journal)),
    ...(await checkCustomers(db, shop, journal)),
    ...(await checkJobs(db, shop, journal)),
  ];
}

/**
 * The reconcile jobs the money calls queued wait a minute (checkouts) or five (refunds) by design, longer
 * than a request can run; they are made due now so the nodes run them within the test. Then waits, on the
 * outcome, until no job is due or running: a job a killed node held runs again once its lease ends.
 */
export async function runEveryJob(db: Database, withinMs: number): Promise<void> {
  await db.execute(
    sql`update jobs set run_at = now()
        where state = 'queued' and queue in (${CHECKOUT_RECONCILE_QUEUE}, ${TRANSACTION_ACTION_QUEUE})`,
  );
  const started = Date.now();
  for (;;) {
    const [left] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from jobs
          where state = 'running' or (state = 'queued' and run_at <= now())`,
    );
    if (left?.count === 0) return;
    if (Date.now() - started > withinMs)
      throw new Error(`${left?.count} jobs still due or running after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
