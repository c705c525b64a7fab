import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, queryRows } from '../../db/client.ts';
import { appointmentLinks, calendarItems, merchants, outboxEmails } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { holdTenantTransaction } from '../../test/held-transaction.ts';
import { crossShardRowLocks, rowLocks, statementsDuring } from '../../test/row-locks.ts';
import { createTestApp } from '../../test/test-app.ts';
import { manageTokenIn, ORIGIN, setUpBusiness } from '../booking-emails/booking-emails-test-setup.ts';
import { hashManageToken } from '../booking-emails/manage-links.ts';
import { updateItem } from '../calendar/calendar.repository.ts';
import { dueRemindersQuery } from './reminders.repository.ts';
import { queueDueReminders, startReminders } from './reminders.service.ts';

let db: Database;
beforeAll(async () => {
  db = (await createTestApp()).handle.db;
});

const HOUR = 3_600_000;
const options = { origin: ORIGIN, batchSize: 2 };
const runAt = (now: Date) => queueDueReminders(db, options, undefined, () => now);

// Monday 15 July 2030, 10:00 in Denver (MDT). Each test has its own business; the job works across all.
const START = new Date('2030-07-15T16:00:00.000Z');
const hoursBefore = (hours: number, from = START) => new Date(from.getTime() - hours * HOUR);

describe('the reminder job (spec 1 §3 reminder_time, issue 4 point 6)', () => {
  it('queues one reminder once it is due (default 24 hours), marks the appointment, and never again', async () => {
    const s = await setUpBusiness(db, { cancellation: { value: 2, unit: 'Hours' } });
    const appointment = await s.book(START.toISOString());
    await runAt(hoursBefore(25));
    expect(await s.emails()).toEqual([]);
    await runAt(hoursBefore(23));
    const [reminder] = await s.emails();
    expect(reminder).toMatchObject({
      merchantId: s.merchant.id,
      kind: 'booking_reminder',
      toAddress: s.customer.email,
    });
    expect(reminder!.textBody).toContain(
      'When: Monday, July 15, 2030, 10:00 AM – 10:30 AM MDT (America/Denver)',
    );
    // A fresh manage link for this appointment, open until 2 hours before (spec 1 §3 cancellation_time).
    const token = manageTokenIn(reminder!.textBody);
    const [link] = await db
      .select()
      .from(appointmentLinks)
      .where(eq(appointmentLinks.tokenHash, hashManageToken(token ?? '')));
    expect(link).toMatchObject({ merchantId: s.merchant.id, calendarItemId: appointment.id });
    expect(reminder!.textBody).toContain('until Monday, July 15, 2030, 8:00 AM MDT (America/Denver)');
    expect((await s.item(appointment.id)).reminderSentAt).toEqual(hoursBefore(23));
    await runAt(hoursBefore(22));
    await runAt(hoursBefore(1));
    expect(await s.emailsOfKind('booking_reminder')).toHaveLength(1);
  });

  it('spec 1 §3: with the default settings the reminder comes as the cancellation window closes, so it has no link', async () => {
    const s = await setUpBusiness(db);
    await s.book(START.toISOString());
    await runAt(hoursBefore(23.99));
    const [reminder] = await s.emailsOfKind('booking_reminder');
    expect(manageTokenIn(reminder!.textBody)).toBeUndefined();
    expect(reminder!.textBody).toContain('This appointment can no longer be changed online.');
  });

  it('sends nothing for a cancelled appointment, a past one, or a customer without an e-mail address', async () => {
    const s = await setUpBusiness(db);
    const cancelled = await s.book(START.toISOString());
    await db.update(calendarItems).set({ status: 'cancelled' }).where(eq(calendarItems.id, cancelled.id));
    await s.book(hoursBefore(2).toISOString());
    const noEmail = await setUpBusiness(db, {}, '');
    await noEmail.book(START.toISOString());
    await runAt(hoursBefore(1));
    expect(await s.emails()).toEqual([]);
    expect(await noEmail.emails()).toEqual([]);
  });

  it('spec 1 §3: a reminder time of 0 is no reminder; other units are read in the business zone', async () => {
    const off = await setUpBusiness(db, { reminder: { value: 0, unit: 'Hours' } });
    await off.book(START.toISOString());
    const minutes = await setUpBusiness(db, { reminder: { value: 45, unit: 'Minutes' } });
    await minutes.book(START.toISOString());
    await runAt(hoursBefore(1));
    expect(await minutes.emails()).toEqual([]);
    await runAt(hoursBefore(0.5));
    expect(await minutes.emailsOfKind('booking_reminder')).toHaveLength(1);
    expect(await off.emails()).toEqual([]);
  });

  it('ruling 8: a reminder in days is a calendar day before in the business zone, across the clock change', async () => {
    const s = await setUpBusiness(db, { reminder: { value: 1, unit: 'Days' } });
    // Sunday 3 November 2030, 10:00 MST; the clocks went back at 02:00 that day, so the day before is 25 hours.
    const start = new Date('2030-11-03T17:00:00.000Z');
    await s.book(start.toISOString());
    await runAt(hoursBefore(25.1, start));
    expect(await s.emails()).toEqual([]);
    await runAt(hoursBefore(24.9, start)); // 10:06 MDT on Saturday: due
    expect(await s.emailsOfKind('booking_reminder')).toHaveLength(1);
  });

  it('does not remind of an appointment booked after its reminder fell due (its confirmation is fresh)', async () => {
    const s = await setUpBusiness(db, { reminder: { value: 2, unit: 'Hours' } });
    const soon = new Date(Date.now() + HOUR);
    await s.book(soon.toISOString());
    await runAt(new Date());
    expect(await s.emails()).toEqual([]);
  });

  it('a moved start clears reminder_sent_at and reminds of the new time; other edits keep it', async () => {
    const s = await setUpBusiness(db);
    const appointment = await s.book(START.toISOString());
    await runAt(hoursBefore(23));
    const edit = (start: Date) =>
      withTenant(db, s.merchant.id, (tx) =>
        updateItem(tx, s.merchant.id, appointment.id, {
          serviceProviderId: appointment.serviceProviderId,
          title: '',
          offeringId: appointment.offeringId,
          customerId: appointment.customerId,
          startAt: start,
          endAt: new Date(start.getTime() + 30 * 60_000),
        }),
      );
    await edit(START);
    expect((await s.item(appointment.id)).reminderSentAt).not.toBeNull();
    const later = new Date(START.getTime() + 2 * HOUR); // 12:00 MDT
    await edit(later);
    expect((await s.item(appointment.id)).reminderSentAt).toBeNull();
    await runAt(hoursBefore(22.5));
    expect(await s.emailsOfKind('booking_reminder')).toHaveLength(1);
    await runAt(hoursBefore(21.5));
    const reminders = await s.emailsOfKind('booking_reminder');
    expect(reminders).toHaveLength(2);
    expect(reminders[1]!.textBody).toContain(
      'When: Monday, July 15, 2030, 12:00 PM – 12:30 PM MDT (America/Denver)',
    );
  });

  it('two runs at once queue each reminder once, each under its own merchant, locking by key (decision 107)', async () => {
    const first = await setUpBusiness(db);
    const second = await setUpBusiness(db);
    const ids = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await first.book(new Date(START.getTime() + i * HOUR).toISOString())).id);
      ids.push((await second.book(new Date(START.getTime() + i * HOUR).toISOString())).id);
    }
    const now = hoursBefore(20);
    let results: Awaited<ReturnType<typeof runAt>>[] = [];
    const statements = await statementsDuring(async () => {
      results = await Promise.all([runAt(now), runAt(now), runAt(now)]);
    });
    expect(rowLocks(statements).length).toBeGreaterThanOrEqual(10);
    expect(crossShardRowLocks(statements)).toEqual([]);
    expect(results.reduce((sum, r) => sum + r.queued, 0)).toBeGreaterThanOrEqual(10);
    for (const business of [first, second]) {
      const reminders = await business.emailsOfKind('booking_reminder');
      expect(reminders).toHaveLength(5);
      expect(reminders.every((email) => email.merchantId === business.merchant.id)).toBe(true);
      expect(reminders.every((email) => email.toAddress === business.customer.email)).toBe(true);
    }
    const left = await db
      .select({ id: calendarItems.id })
      .from(calendarItems)
      .where(and(isNull(calendarItems.reminderSentAt), eq(calendarItems.merchantId, first.merchant.id)));
    expect(left).toEqual([]);
    expect(ids).toHaveLength(10);
  });

  it('passes over an appointment another node holds, without waiting; a later run reminds of it', async () => {
    const s = await setUpBusiness(db);
    const held = await s.book(START.toISOString());
    const free = await s.book(new Date(START.getTime() + HOUR).toISOString());
    const otherNode = await holdTenantTransaction(db, s.merchant.id);
    await otherNode.tx
      .select({ id: calendarItems.id })
      .from(calendarItems)
      .where(and(eq(calendarItems.merchantId, s.merchant.id), eq(calendarItems.id, held.id)))
      .for('update');
    // A run that waited for the held row would fail (lock_timeout): the other node commits after it.
    await runAt(hoursBefore(20)).finally(otherNode.commit);
    expect((await s.item(held.id)).reminderSentAt).toBeNull();
    expect((await s.item(free.id)).reminderSentAt).toEqual(hoursBefore(20));
    await runAt(hoursBefore(19));
    expect((await s.item(held.id)).reminderSentAt).toEqual(hoursBefore(19));
    expect(await s.emailsOfKind('booking_reminder')).toHaveLength(2);
  });

  it('a reminder that cannot be composed is rolled back alone, logged, and left for the next run', async () => {
    const broken = await setUpBusiness(db);
    const fine = await setUpBusiness(db);
    // A zone the runtime does not know makes formatting the time throw.
    await db.update(merchants).set({ timeZone: 'Not/AZone' }).where(eq(merchants.id, broken.merchant.id));
    const stuck = await broken.book(START.toISOString());
    await fine.book(START.toISOString());
    const log = { info: vi.fn(), error: vi.fn() };
    const result = await queueDueReminders(
      db,
      { origin: ORIGIN, batchSize: 1 },
      log as unknown as Parameters<typeof queueDueReminders>[2],
      () => hoursBefore(23.5),
    );
    expect(result.failed).toBe(1);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ merchantId: broken.merchant.id, id: stuck.id }),
      'reminder e-mail not queued',
    );
    expect(await fine.emailsOfKind('booking_reminder')).toHaveLength(1);
    expect(await broken.emails()).toEqual([]);
    expect((await broken.item(stuck.id)).reminderSentAt).toBeNull();
    const links = await db
      .select()
      .from(appointmentLinks)
      .where(eq(appointmentLinks.calendarItemId, stuck.id));
    expect(links).toEqual([]);
  });

  it('scans the partial index calendar_items_reminder_due_idx, bounded by the longest reminder time', async () => {
    const plan = await db.transaction(async (tx) => {
      // Few rows make a sequential scan cheapest; this asks whether the index can serve the query.
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await queryRows<Record<string, string>>(
        tx as unknown as Database,
        sql`explain ${dueRemindersQuery(START, 100, [])}`,
      );
      return rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(plan).toContain('calendar_items_reminder_due_idx');
    expect(plan).toMatch(/Index Cond: \(\(start_at > .*\) AND \(start_at <= /);
  });

  it('survives a restart: a new loop over the same database finds nothing more to send', async () => {
    const s = await setUpBusiness(db, { reminder: { value: 2, unit: 'Hours' } });
    // Booked earlier, starting in 90 minutes: due now by the real clock the loop uses.
    const appointment = await s.book(new Date(Date.now() + 1.5 * HOUR).toISOString());
    await db
      .update(calendarItems)
      .set({ createdAt: new Date(Date.now() - 24 * HOUR) })
      .where(eq(calendarItems.id, appointment.id));
    const log = { info: vi.fn(), error: vi.fn() };
    const logger = log as unknown as Parameters<typeof startReminders>[1];
    const stopFirst = startReminders(db, logger, { intervalSeconds: 3600, origin: ORIGIN });
    await vi.waitFor(async () => expect(await s.emailsOfKind('booking_reminder')).toHaveLength(1));
    stopFirst();
    log.info.mockClear();
    // The restarted node runs at once on start; all it knows is in the database.
    const stopSecond = startReminders(db, logger, { intervalSeconds: 3600, origin: ORIGIN });
    await new Promise((resolve) => setTimeout(resolve, 500));
    stopSecond();
    expect(await queueDueReminders(db, options)).toEqual({ queued: 0, failed: 0 });
    expect(log.info).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
    const outbox = await db.select().from(outboxEmails).where(eq(outboxEmails.merchantId, s.merchant.id));
    expect(outbox).toHaveLength(1);
  });
});
