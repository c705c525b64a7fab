import { RetryLater } from '../lib/app-error.ts';
import { ConcurrencyLimit, KeyedLimit, WaitTimedOut } from '../lib/concurrency-limit.ts';
import { type Database, poolOf, timeoutsOf } from './client.ts';
import { DEFAULT_DATABASE_TIMEOUTS } from './pool.ts';
import { ANOTHER_CHANGE, SERVER_BUSY } from './transient-errors.ts';

// Issue 23 point 1 (decision 90): requests that must wait wait here, in memory, before they take a pooled
// connection, never on one. Fifty refunds of one payment took every connection, each waiting for the
// row lock of the one that acted. Per node and per pool; the database's locks still decide between nodes.

const moneyCallLimits = new WeakMap<Database, ConcurrencyLimit>();
const objectTurns = new WeakMap<Database, KeyedLimit>();

const timeoutsOfDatabase = (db: Database) => {
  const pool = poolOf(db);
  return pool ? timeoutsOf(pool) : DEFAULT_DATABASE_TIMEOUTS;
};

/** A bounded wait that ran out, as the 503 it is answered with; any other error as it is. */
function busyAfterWait(message: string) {
  return (error: unknown): never => {
    if (error instanceof WaitTimedOut) throw new RetryLater(message);
    throw error;
  };
}

/**
 * At most half the pool's connections wait inside a transaction for the processor (a real one answers in
 * seconds): the other half serve everything else. Checkout's rule (issue 15), now every money call's. A
 * place not had within the connection timeout answers 503.
 */
export function inMoneyCallPlace<T>(db: Database, work: () => Promise<T>): Promise<T> {
  let limit = moneyCallLimits.get(db);
  if (!limit) {
    const connections = poolOf(db)?.options.max ?? 10;
    limit = new ConcurrencyLimit(Math.max(1, Math.floor(connections / 2)));
    moneyCallLimits.set(db, limit);
  }
  return limit.run(work, { maxWaitMs: timeoutsOfDatabase(db).connectMs }).catch(busyAfterWait(SERVER_BUSY));
}

/**
 * Runs `work` in the turn of one object (`key`: a payment, an appointment) on this node: the requests on
 * one object take turns here, so those waiting hold no connection, and each finds the object as the one
 * before it left it. A turn not had within the lock timeout answers 503, as the row lock would.
 */
export function inObjectTurn<T>(db: Database, key: string, work: () => Promise<T>): Promise<T> {
  let turns = objectTurns.get(db);
  if (!turns) {
    turns = new KeyedLimit(1);
    objectTurns.set(db, turns);
  }
  return turns
    .run(key, work, { maxWaitMs: timeoutsOfDatabase(db).lockMs })
    .catch(busyAfterWait(ANOTHER_CHANGE));
}

/** The turn keys of the objects money actions work on (one per object and merchant). */
export const turnOf = {
  /** A payment and its refunds: voids and refunds of any of them take the payment's turn. */
  payment: (merchantId: number, paymentId: number) => `payment:${merchantId}:${paymentId}`,
  /** An appointment: its cancels (back office and manage link), no-shows and status changes. */
  appointment: (merchantId: number, appointmentId: number) => `appointment:${merchantId}:${appointmentId}`,
  /** An order: its approve, cancel and collect-payment actions (issue 25 point 1). */
  order: (merchantId: number, orderId: number) => `order:${merchantId}:${orderId}`,
  /** A billing schedule: its activate, suspend, cancel, edit and account changes (issue 25 point 5). */
  schedule: (merchantId: number, scheduleId: number) => `schedule:${merchantId}:${scheduleId}`,
  /** A store, payment form or buy button: its saves, status changes and delete (issue 27). */
  store: (merchantId: number, storeId: number) => `store:${merchantId}:${storeId}`,
};
