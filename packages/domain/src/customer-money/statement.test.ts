import { describe, expect, it } from 'vitest';
import { ORDER_PAYMENT_STATUSES, type OrderPaymentStatus } from '../payments/codes.ts';
import {
  countsAsPayment,
  isRedOnStatement,
  isStatusVisible,
  type StatementStatus,
  statementStatus,
  statementTransactionView,
  statementWindowStart,
} from './statement.ts';

// spec 3 §4.2: every payment status × cancelled or not × invoice or not × is_past_due.
const OPEN_LABEL: Record<OrderPaymentStatus, StatementStatus> = {
  scheduled: 'unpaid',
  paid: 'paid',
  unpaid: 'unpaid',
  cancelled: 'cancelled',
  partially_paid: 'partially_paid',
  pending: 'unpaid',
  past_due: 'unpaid',
  requires_action: 'unpaid',
};

describe('statementStatus (spec 3 §4.2)', () => {
  for (const payment_status of ORDER_PAYMENT_STATUSES) {
    for (const order_status of [1, 2]) {
      for (const has_invoice of [false, true]) {
        for (const is_past_due of [false, true]) {
          const isCancelled = order_status === 2 || payment_status === 'cancelled';
          const expected: StatementStatus = isCancelled
            ? 'cancelled'
            : has_invoice && is_past_due
              ? 'past_due'
              : OPEN_LABEL[payment_status];
          it(`${payment_status}, order ${order_status}, invoice ${has_invoice}, past due ${is_past_due} → ${expected}`, () => {
            expect(statementStatus({ order_status, payment_status, has_invoice, is_past_due })).toBe(
              expected,
            );
          });
        }
      }
    }
  }
});

describe('statement transactions (spec 3 §4.2)', () => {
  const table: [status: number, cents: number, payment: boolean, visible: boolean, red: boolean][] = [
    [1, 1000, true, false, false],
    [2, 1000, true, true, false],
    [3, 1000, true, true, true],
    [4, 500, false, false, false],
    [5, 500, false, false, false],
    [6, 500, false, false, true],
    // "or a negative payment"
    [1, -1000, true, false, true],
    [2, -1000, true, true, true],
    // a refund shown as money given back is not a payment: only its own code makes it red
    [4, -500, false, false, false],
  ];
  for (const [status, amount_cents, payment, visible, red] of table) {
    it(`status ${status}, ${amount_cents} cents: payment ${payment}, visible ${visible}, red ${red}`, () => {
      expect(countsAsPayment(status)).toBe(payment);
      expect(isStatusVisible(status)).toBe(visible);
      expect(isRedOnStatement({ status, amount_cents })).toBe(red);
      expect(statementTransactionView({ status, amount_cents })).toEqual({
        is_payment: payment,
        is_status_visible: visible,
        is_red: red,
      });
    });
  }
});

describe('statementWindowStart (180 days, merchant zone)', () => {
  const table: [zone: string, now: string, start: string][] = [
    // Denver, summer time now, winter time 180 days back (MST, UTC−7).
    ['America/Denver', '2026-06-15T18:00:00Z', '2025-12-17T07:00:00.000Z'],
    // Late evening in Denver is the next UTC day: the merchant's today counts, not UTC's.
    ['America/Denver', '2026-06-16T03:30:00Z', '2025-12-17T07:00:00.000Z'],
    // Across the spring-forward change: back in November, daylight time ended (UTC−7).
    ['America/Denver', '2026-05-01T12:00:00Z', '2025-11-02T06:00:00.000Z'],
    ['UTC', '2026-06-15T00:00:00Z', '2025-12-17T00:00:00.000Z'],
    ['Asia/Tokyo', '2026-06-14T16:00:00Z', '2025-12-16T15:00:00.000Z'],
  ];
  for (const [zone, now, start] of table) {
    it(`${zone} at ${now} → ${start}`, () => {
      expect(statementWindowStart(zone, new Date(now)).toISOString()).toBe(start);
    });
  }
});
