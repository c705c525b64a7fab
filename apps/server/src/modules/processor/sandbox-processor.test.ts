import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { sandboxEvents, sandboxPayments } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  type PaymentProcessor,
  ProcessorRefusal,
  ProcessorStepRefused,
  ProcessorUnavailable,
} from './processor.ts';
import { runSandboxBatch } from './sandbox-batch.ts';
import { OVER_MAXIMUM_MESSAGE } from './sandbox-payments.ts';
import { createSandboxProcessor } from './sandbox-processor.ts';

// Issue 15 point 1, ruling 5, decision 67: the sandbox's money calls, batch and report. The merchant is in
// America/Denver; payments open on Tuesday 2026-03-10 at 11:00 MDT (17:00 UTC): a card settles at the
// local midnight that ends the day (2026-03-11T06:00Z), an ACH debit after Wednesday and Thursday
// (2026-03-13T06:00Z).

const TIME_ZONE = 'America/Denver';
const OPENED_AT = new Date('2026-03-10T17:00:00Z');
const CARD_SETTLES_AT = '2026-03-11T06:00:00.000Z';
const ACH_SETTLES_AT = '2026-03-13T06:00:00.000Z';
const MERCHANT_ID = 4242;

let db: Database;
let processor: PaymentProcessor;
let now = OPENED_AT;
const newKey = (label: string) => `${label}-${randomUUID()}`;

beforeAll(async () => {
  db = (await createTestApp()).handle.db;
  processor = createSandboxProcessor(db, () => now);
});

async function cardToken(number = '4242424242424242') {
  const card = await processor.tokenizeCard({
    number,
    cvv: '123',
    expiry: { month: 12, year: 2030 },
    billingZipCode: '80202',
  });
  return card.token;
}

async function bankToken(accountNumber = '000123456789') {
  const account = await processor.tokenizeBankAccount({ routingNumber: '021000021', accountNumber });
  return account.token;
}

const charge = (token: string, amountCents = 2000, idempotencyKey = newKey('charge')) => ({
  idempotencyKey,
  token,
  amountCents,
  timeZone: TIME_ZONE,
  merchantId: MERCHANT_ID,
});

async function rowsWithKey(key: string) {
  const [row] = await db
    .select({ n: count() })
    .from(sandboxPayments)
    .where(eq(sandboxPayments.idempotencyKey, key));
  return row?.n;
}

async function refusalOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ProcessorStepRefused) return error.reason;
    throw error;
  }
  throw new Error('The call was not refused');
}

/** A card authorised now and settled by its batch. */
async function settledCard(amountCents = 2000) {
  now = OPENED_AT;
  const payment = await processor.authorizeCard(charge(await cardToken(), amountCents));
  await runSandboxBatch(db, new Date(CARD_SETTLES_AT));
  now = new Date('2026-03-11T15:00:00Z');
  return payment;
}

describe('issue 15 point 1: card authorisation by test number (docs/operations.md "Sandbox processor")', () => {
  it('approves any other number: authorised until the merchant’s local midnight', async () => {
    now = OPENED_AT;
    const payment = await processor.authorizeCard(charge(await cardToken()));
    expect(payment).toMatchObject({
      method: 'card',
      status: 'authorized',
      amountCents: 2000,
      canVoidUntil: CARD_SETTLES_AT,
      settledAt: null,
      returnCode: null,
      failureReason: null,
    });
    expect(payment.reference).toMatch(/^pay_sandbox_/);
  });

  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
  ])('%s is declined: failed with “%s”', async (number, message) => {
    now = OPENED_AT;
    const payment = await processor.authorizeCard(charge(await cardToken(number)));
    expect(payment).toMatchObject({ status: 'failed', failureReason: message, canVoidUntil: null });
  });

  it('issue 23 point 1: declines a charge over its maximum of $999,999.99, as a real processor would', async () => {
    now = OPENED_AT;
    const over = await processor.authorizeCard(charge(await cardToken(), 100_000_000));
    expect(over).toMatchObject({ status: 'failed', failureReason: OVER_MAXIMUM_MESSAGE });
    const debit = await processor.postAchDebit(charge(await bankToken(), 100_000_000));
    expect(debit).toMatchObject({ status: 'failed', failureReason: OVER_MAXIMUM_MESSAGE });
    const most = await processor.authorizeCard(charge(await cardToken(), 99_999_999));
    expect(most).toMatchObject({ status: 'authorized', amountCents: 99_999_999 });
  });

  it('4000002500003155 needs an action from the customer (spec 3 §4.4 requires_action)', async () => {
    now = OPENED_AT;
    const payment = await processor.authorizeCard(charge(await cardToken('4000002500003155')));
    expect(payment).toMatchObject({ status: 'requires_action', canVoidUntil: null, failureReason: null });
  });

  it('4000000000000119 does not answer and records nothing', async () => {
    const request = charge(await cardToken('4000000000000119'));
    await expect(processor.authorizeCard(request)).rejects.toThrow(ProcessorUnavailable);
    expect(await processor.findPayment(request.idempotencyKey)).toBeNull();
    expect(await rowsWithKey(request.idempotencyKey)).toBe(0);
  });

  it('4000000000000259 records the payment, then does not answer; a retry or findPayment answers it', async () => {
    now = OPENED_AT;
    const request = charge(await cardToken('4000000000000259'));
    await expect(processor.authorizeCard(request)).rejects.toThrow(ProcessorUnavailable);
    const found = await processor.findPayment(request.idempotencyKey);
    expect(found).toMatchObject({ status: 'authorized', amountCents: 2000 });
    expect(await processor.authorizeCard(request)).toEqual(found);
    expect(await rowsWithKey(request.idempotencyKey)).toBe(1);
  });

  it('refuses a token it does not know, or a bank account’s token for a card', async () => {
    await expect(processor.authorizeCard(charge('card_sandbox_nope'))).rejects.toThrow(ProcessorRefusal);
    await expect(processor.authorizeCard(charge(await bankToken()))).rejects.toThrow(ProcessorRefusal);
    await expect(processor.postAchDebit(charge(await cardToken()))).rejects.toThrow(ProcessorRefusal);
  });

  it.each([0, -5, 10.5])('refuses an amount of %s cents with the domain’s reason', async (amount) => {
    expect(await refusalOf(processor.authorizeCard(charge(await cardToken(), amount)))).toBe(
      'invalid_amount',
    );
  });
});

describe('issue 15 point 1: every money call is idempotent on its key', () => {
  it('the same key twice answers the first call’s payment and keeps one row', async () => {
    now = OPENED_AT;
    const request = charge(await cardToken());
    const first = await processor.authorizeCard(request);
    now = new Date('2026-03-10T18:00:00Z');
    const second = await processor.authorizeCard(request);
    expect(second).toEqual(first);
    expect(await rowsWithKey(request.idempotencyKey)).toBe(1);
    expect(await processor.findPayment(request.idempotencyKey)).toEqual(first);
  });

  it('refuses a key reused for another amount or merchant (key_reused) rather than answer that payment', async () => {
    now = OPENED_AT;
    const request = charge(await cardToken());
    await processor.authorizeCard(request);
    expect(await refusalOf(processor.authorizeCard({ ...request, amountCents: 9999 }))).toBe('key_reused');
    expect(await refusalOf(processor.authorizeCard({ ...request, merchantId: MERCHANT_ID + 1 }))).toBe(
      'key_reused',
    );
    const settled = await settledCard();
    expect(
      await refusalOf(
        processor.refundPayment({
          idempotencyKey: request.idempotencyKey,
          paymentReference: settled.reference,
          amountCents: 100,
        }),
      ),
    ).toBe('key_reused');
  });

  it('20 concurrent calls with one key make one payment and all answer it', async () => {
    now = OPENED_AT;
    const request = charge(await cardToken());
    const answers = await Promise.all(Array.from({ length: 20 }, () => processor.authorizeCard(request)));
    expect(new Set(answers.map((a) => a.reference)).size).toBe(1);
    expect(await rowsWithKey(request.idempotencyKey)).toBe(1);
  });

  it('20 concurrent ACH debits with one key make one payment', async () => {
    now = OPENED_AT;
    const request = charge(await bankToken());
    const answers = await Promise.all(Array.from({ length: 20 }, () => processor.postAchDebit(request)));
    expect(new Set(answers.map((a) => a.reference)).size).toBe(1);
    expect(await rowsWithKey(request.idempotencyKey)).toBe(1);
  });

  it('20 concurrent refunds with one key make one refund and hold its amount once', async () => {
    const payment = await settledCard(2000);
    const request = {
      idempotencyKey: newKey('refund'),
      paymentReference: payment.reference,
      amountCents: 600,
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => processor.refundPayment(request)));
    expect(new Set(answers.map((a) => a.reference)).size).toBe(1);
    expect(await rowsWithKey(request.idempotencyKey)).toBe(1);
    // 1400 cents are left to refund: 1401 is refused, 1400 allowed.
    expect(
      await refusalOf(
        processor.refundPayment({ ...request, idempotencyKey: newKey('refund'), amountCents: 1401 }),
      ),
    ).toBe('exceeds_refundable');
    const rest = await processor.refundPayment({
      ...request,
      idempotencyKey: newKey('refund'),
      amountCents: 1400,
    });
    expect(rest.status).toBe('posted');
  });
});

describe('issue 15 point 1: ACH debits by test account', () => {
  it('posts a debit that settles after 2 business days', async () => {
    now = OPENED_AT;
    const payment = await processor.postAchDebit(charge(await bankToken()));
    expect(payment).toMatchObject({ method: 'ach', status: 'posted', canVoidUntil: ACH_SETTLES_AT });
  });

  it('000222222227 is refused by the bank: failed', async () => {
    now = OPENED_AT;
    const payment = await processor.postAchDebit(charge(await bankToken('000222222227')));
    expect(payment).toMatchObject({ status: 'failed', failureReason: 'The bank declined the debit.' });
  });
});

describe('spec 3 §4.4 void: before can_void_until only', () => {
  it('voids an authorised card before its window closes; the same key answers the void again', async () => {
    now = OPENED_AT;
    const payment = await processor.authorizeCard(charge(await cardToken()));
    now = new Date('2026-03-11T05:59:59Z');
    const key = newKey('void');
    const voided = await processor.voidPayment(payment.reference, key);
    expect(voided).toMatchObject({ reference: payment.reference, status: 'voided' });
    expect(await processor.voidPayment(payment.reference, key)).toEqual(voided);
    expect(await refusalOf(processor.voidPayment(payment.reference, newKey('void')))).toBe('already_voided');
    // The batch leaves a voided payment alone.
    await runSandboxBatch(db, new Date(CARD_SETTLES_AT));
    expect((await rowOf(payment.reference))?.status).toBe('voided');
    expect(await eventsOf(payment.reference)).toEqual([]);
  });

  it('refuses a void at or after can_void_until (void_window_closed)', async () => {
    now = OPENED_AT;
    const payment = await processor.authorizeCard(charge(await cardToken()));
    now = new Date(CARD_SETTLES_AT);
    expect(await refusalOf(processor.voidPayment(payment.reference, newKey('void')))).toBe(
      'void_window_closed',
    );
  });

  it('voids a card that needs an action, and refuses a settled one or an unknown reference', async () => {
    now = OPENED_AT;
    const waiting = await processor.authorizeCard(charge(await cardToken('4000002500003155')));
    expect((await processor.voidPayment(waiting.reference, newKey('void'))).status).toBe('voided');
    const settled = await settledCard();
    expect(await refusalOf(processor.voidPayment(settled.reference, newKey('void')))).toBe('already_settled');
    expect(await refusalOf(processor.voidPayment('pay_sandbox_nope', newKey('void')))).toBe(
      'unknown_reference',
    );
  });

  it('voids a posted ACH debit within its 2 business days', async () => {
    now = OPENED_AT;
    const payment = await processor.postAchDebit(charge(await bankToken()));
    now = new Date('2026-03-12T20:00:00Z');
    expect((await processor.voidPayment(payment.reference, newKey('void'))).status).toBe('voided');
  });
});

describe('spec 3 §4.4 refund: a settled payment only, up to what is left', () => {
  it('refuses a refund of a payment that has not settled', async () => {
    now = OPENED_AT;
    const payment = await processor.authorizeCard(charge(await cardToken()));
    const request = {
      idempotencyKey: newKey('refund'),
      paymentReference: payment.reference,
      amountCents: 100,
    };
    expect(await refusalOf(processor.refundPayment(request))).toBe('not_settled');
    expect(
      await refusalOf(processor.refundPayment({ ...request, paymentReference: 'pay_sandbox_nope' })),
    ).toBe('unknown_reference');
  });

  it('posts partial refunds up to the rest, each settling at the next batch', async () => {
    const payment = await settledCard(2000);
    const first = await processor.refundPayment({
      idempotencyKey: newKey('refund'),
      paymentReference: payment.reference,
      amountCents: 1500,
    });
    expect(first).toMatchObject({
      status: 'posted',
      amountCents: 1500,
      canVoidUntil: '2026-03-12T06:00:00.000Z',
    });
    expect(first.reference).toMatch(/^re_sandbox_/);
    const refusal = processor.refundPayment({
      idempotencyKey: newKey('refund'),
      paymentReference: payment.reference,
      amountCents: 501,
    });
    expect(await refusalOf(refusal)).toBe('exceeds_refundable');
    await runSandboxBatch(db, new Date('2026-03-12T06:00:00.000Z'));
    const [row] = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, first.reference));
    expect(row).toMatchObject({ status: 'settled' });
  });

  it('voids a posted refund before its window and gives its amount back; refuses after', async () => {
    const payment = await settledCard(2000);
    const refund = await processor.refundPayment({
      idempotencyKey: newKey('refund'),
      paymentReference: payment.reference,
      amountCents: 2000,
    });
    const key = newKey('void-refund');
    const voided = await processor.voidRefund(refund.reference, key);
    expect(voided).toMatchObject({ reference: refund.reference, status: 'voided' });
    expect(await processor.voidRefund(refund.reference, key)).toEqual(voided);
    expect(await refusalOf(processor.voidRefund(refund.reference, newKey('void-refund')))).toBe(
      'already_voided',
    );
    // The 2000 cents are refundable again; this refund's window then closes.
    const again = await processor.refundPayment({
      idempotencyKey: newKey('refund'),
      paymentReference: payment.reference,
      amountCents: 2000,
    });
    now = new Date(again.canVoidUntil ?? '');
    expect(await refusalOf(processor.voidRefund(again.reference, newKey('void-refund')))).toBe(
      'void_window_closed',
    );
    expect(await refusalOf(processor.voidRefund(payment.reference, newKey('void-refund')))).toBe(
      'unknown_reference',
    );
  });
});

async function rowOf(reference: string) {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference));
  return row;
}

async function eventsOf(reference: string) {
  return db
    .select({ type: sandboxEvents.type, createdAt: sandboxEvents.createdAt })
    .from(sandboxEvents)
    .where(eq(sandboxEvents.reference, reference))
    .orderBy(sandboxEvents.id);
}

describe('decision 67: the settlement batch', () => {
  it('settles a card at the merchant’s local midnight, with settled_at the batch instant', async () => {
    now = OPENED_AT;
    const payment = await processor.authorizeCard(charge(await cardToken()));
    await runSandboxBatch(db, new Date('2026-03-11T05:45:00Z'));
    expect((await rowOf(payment.reference))?.status).toBe('authorized');
    await runSandboxBatch(db, new Date(CARD_SETTLES_AT));
    const settled = await processor.findPayment((await rowOf(payment.reference))?.idempotencyKey ?? '');
    expect(settled).toMatchObject({ status: 'settled', settledAt: CARD_SETTLES_AT });
    expect(await eventsOf(payment.reference)).toEqual([
      { type: 'settled', createdAt: new Date(CARD_SETTLES_AT) },
    ]);
  });

  it('settles at the local midnight of the zone the charge names (Europe/Paris: 23:00 UTC)', async () => {
    now = OPENED_AT;
    const payment = await processor.authorizeCard({
      ...charge(await cardToken()),
      timeZone: 'Europe/Paris',
    });
    expect(payment.canVoidUntil).toBe('2026-03-10T23:00:00.000Z');
    await runSandboxBatch(db, new Date('2026-03-10T22:45:00Z'));
    expect((await rowOf(payment.reference))?.status).toBe('authorized');
    await runSandboxBatch(db, new Date('2026-03-10T23:00:00Z'));
    expect((await rowOf(payment.reference))?.status).toBe('settled');
  });

  it('a late batch (after a restart) still records the settlement at its batch instant', async () => {
    now = OPENED_AT;
    const payment = await processor.authorizeCard(charge(await cardToken()));
    await runSandboxBatch(db, new Date('2026-03-11T09:30:00Z'));
    const row = await rowOf(payment.reference);
    expect(row?.status).toBe('settled');
    expect(row?.state).toMatchObject({ settled_at: CARD_SETTLES_AT });
  });

  it('settles an ACH debit only after 2 business days', async () => {
    now = OPENED_AT;
    const payment = await processor.postAchDebit(charge(await bankToken()));
    await runSandboxBatch(db, new Date('2026-03-12T06:00:00Z'));
    await runSandboxBatch(db, new Date('2026-03-13T05:45:00Z'));
    expect((await rowOf(payment.reference))?.status).toBe('posted');
    await runSandboxBatch(db, new Date(ACH_SETTLES_AT));
    expect((await rowOf(payment.reference))?.status).toBe('settled');
  });

  it('re-running a batch changes nothing', async () => {
    now = OPENED_AT;
    const card = await processor.authorizeCard(charge(await cardToken()));
    const at = new Date('2026-03-20T06:00:00Z');
    const first = await runSandboxBatch(db, at);
    expect(first.settled).toBeGreaterThan(0);
    const before = await db.select().from(sandboxPayments).orderBy(sandboxPayments.reference);
    const [eventsBefore] = await db.select({ n: count() }).from(sandboxEvents);
    expect(await runSandboxBatch(db, at)).toEqual({ settled: 0, returned: 0 });
    expect(await db.select().from(sandboxPayments).orderBy(sandboxPayments.reference)).toEqual(before);
    expect(await db.select({ n: count() }).from(sandboxEvents)).toEqual([eventsBefore]);
    expect(await eventsOf(card.reference)).toHaveLength(1);
  });

  it('two batches at once settle each payment once', async () => {
    now = OPENED_AT;
    const payments = await Promise.all(
      Array.from({ length: 5 }, async () => processor.authorizeCard(charge(await cardToken()))),
    );
    const at = new Date('2026-03-21T06:00:00Z');
    await Promise.all([runSandboxBatch(db, at), runSandboxBatch(db, at), runSandboxBatch(db, at)]);
    for (const payment of payments) expect(await eventsOf(payment.reference)).toHaveLength(1);
  });

  it('000111111116 settles, then is returned (R01) at the first batch after its settlement', async () => {
    now = OPENED_AT;
    const payment = await processor.postAchDebit(charge(await bankToken('000111111116')));
    await runSandboxBatch(db, new Date(ACH_SETTLES_AT));
    expect((await rowOf(payment.reference))?.status).toBe('settled');
    // The same batch again: still settled.
    await runSandboxBatch(db, new Date(ACH_SETTLES_AT));
    expect((await rowOf(payment.reference))?.status).toBe('settled');
    const next = new Date('2026-03-13T06:15:00Z');
    await runSandboxBatch(db, next);
    const row = await rowOf(payment.reference);
    expect(row).toMatchObject({ status: 'returned', failureReason: 'ACH return R01: Insufficient Funds' });
    expect(row?.state).toMatchObject({ return_code: 'R01', returned_at: next.toISOString() });
    expect(await runSandboxBatch(db, new Date('2026-03-13T06:30:00Z'))).toMatchObject({ returned: 0 });
    expect((await eventsOf(payment.reference)).map((e) => e.type)).toEqual(['settled', 'returned']);
  });
});

describe('issue 15 point 1: the report lists settlements and returns after a cursor, in order', () => {
  it('pages through the events and shows each as it happened', async () => {
    const start = await processor.report(null, 1000);
    let cursor = start.cursor;
    for (let page = await processor.report(cursor, 1000); page.events.length > 0; ) {
      cursor = page.cursor;
      page = await processor.report(cursor, 1000);
    }
    now = OPENED_AT;
    const returning = await processor.postAchDebit(charge(await bankToken('000111111116')));
    const card = await processor.authorizeCard(charge(await cardToken()));
    await runSandboxBatch(db, new Date('2026-03-30T06:00:00Z'));
    await runSandboxBatch(db, new Date('2026-03-30T06:15:00Z'));
    const first = await processor.report(cursor, 2);
    const second = await processor.report(first.cursor, 10);
    const events = [...first.events, ...second.events].filter((e) =>
      [returning.reference, card.reference].includes(e.payment.reference),
    );
    expect(first.events).toHaveLength(2);
    expect(events.map((e) => [e.payment.reference, e.type, e.payment.status])).toEqual(
      expect.arrayContaining([
        [returning.reference, 'settled', 'settled'],
        [card.reference, 'settled', 'settled'],
        [returning.reference, 'returned', 'returned'],
      ]),
    );
    const ids = [...first.events, ...second.events].map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(events.every((e) => e.merchantId === MERCHANT_ID)).toBe(true);
    const returned = events.find((e) => e.type === 'returned');
    expect(returned?.payment).toMatchObject({
      returnCode: 'R01',
      failureReason: 'ACH return R01: Insufficient Funds',
    });
    const settled = events.find((e) => e.type === 'settled' && e.payment.reference === returning.reference);
    expect(settled?.payment).toMatchObject({ returnCode: null, failureReason: null });
    expect((await processor.report(second.cursor, 10)).events).toEqual([]);
    expect((await processor.report(second.cursor, 10)).cursor).toBe(second.cursor);
  });

  it('refuses a cursor it did not give and a limit out of range', async () => {
    await expect(processor.report('abc', 10)).rejects.toThrow(RangeError);
    await expect(processor.report(null, 0)).rejects.toThrow(RangeError);
  });
});
