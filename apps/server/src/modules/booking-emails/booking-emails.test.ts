import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { appointmentLinks, calendarItems, merchants } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  queueBookingCancellation,
  queueBookingConfirmation,
  queueBookingReminder,
} from './booking-emails.service.ts';
import {
  attachmentText,
  manageTokenIn,
  ORIGIN,
  parseIcs,
  setUpBusiness,
} from './booking-emails-test-setup.ts';
import { createManageLink, hashManageToken } from './manage-links.ts';

let db: Database;
beforeAll(async () => {
  db = (await createTestApp()).handle.db;
});

// Monday 15 July 2030, 10:00 in Denver (MDT, UTC−6).
const START = '2030-07-15T16:00:00.000Z';
const BEFORE = new Date('2030-07-01T12:00:00Z');

describe('manage links (ruling 4)', () => {
  it('a link holds 32 random bytes (base64url); only their SHA-256 is stored, for that appointment', async () => {
    const s = await setUpBusiness(db);
    const appointment = await s.book(START);
    const links = await withTenant(db, s.merchant.id, async (tx) => [
      await createManageLink(tx, s.merchant.id, appointment.id, `${ORIGIN}/`),
      await createManageLink(tx, s.merchant.id, appointment.id, ORIGIN),
    ]);
    const tokens = links.map((link) => {
      expect(link).toMatch(/^https:\/\/app\.paybook\.test\/my-appointment\/[A-Za-z0-9_-]{43}$/);
      return link.split('/').pop()!;
    });
    expect(tokens[0]).not.toBe(tokens[1]);
    const stored = await db
      .select()
      .from(appointmentLinks)
      .where(eq(appointmentLinks.calendarItemId, appointment.id));
    expect(stored.map((row) => row.tokenHash).sort()).toEqual(tokens.map(hashManageToken).sort());
    expect(stored.every((row) => row.merchantId === s.merchant.id)).toBe(true);
    expect(stored.some((row) => tokens.includes(row.tokenHash))).toBe(false);
  });

  it('hashManageToken is the hex SHA-256 of the token', () => {
    expect(hashManageToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashManageToken('abd')).not.toBe(hashManageToken('abc'));
  });
});

describe('the booking confirmation e-mail (ruling 4, spec 1 §3 cancellation_time)', () => {
  it('names the service, provider and local time with its zone, links to manage until the deadline, attaches the .ics', async () => {
    const s = await setUpBusiness(db);
    const appointment = await s.book(START);
    // Queued in the caller's tenant transaction, as the public booking API does.
    const id = await withTenant(db, s.merchant.id, (tx) =>
      queueBookingConfirmation(tx, s.merchant.id, appointment.id, ORIGIN, BEFORE),
    );
    const [email] = await s.emails();
    expect(email).toMatchObject({
      id,
      kind: 'booking_confirmation',
      toAddress: s.customer.email,
      subject: 'Your appointment with Juniper & <Sons> is confirmed',
      status: 'pending',
    });
    const text = email!.textBody;
    expect(text).toContain('Hello Ada,');
    expect(text).toContain('Service: Beard trim');
    expect(text).toContain('With: Noor Haddad');
    expect(text).toContain('When: Monday, July 15, 2030, 10:00 AM – 10:30 AM MDT (America/Denver)');
    // Issue 16 point 6: the zone in words too.
    expect(text).toContain('Time zone: Mountain Time (America/Denver)');
    // Issue 16 point 5: no address or phone given, so no such lines.
    expect(text).not.toContain('Where:');
    expect(text).not.toContain('Phone:');
    // spec 1 §3: the default cancellation time is 24 hours before the start.
    expect(text).toContain(
      'You can cancel or reschedule until Sunday, July 14, 2030, 10:00 AM MDT (America/Denver):',
    );
    const token = manageTokenIn(text);
    expect(text).toContain(`${ORIGIN}/my-appointment/${token}`);
    const [link] = await db
      .select()
      .from(appointmentLinks)
      .where(eq(appointmentLinks.tokenHash, hashManageToken(token!)));
    expect(link).toMatchObject({ merchantId: s.merchant.id, calendarItemId: appointment.id });

    // The HTML body escapes what merchants and visitors typed.
    expect(email!.htmlBody).toContain('Juniper &amp; &lt;Sons&gt;');
    expect(email!.htmlBody).not.toContain('<Sons>');
    expect(email!.htmlBody).toContain(`<a href="${ORIGIN}/my-appointment/${token}">Cancel or reschedule</a>`);

    expect(email!.attachments).toHaveLength(1);
    const [file] = email!.attachments;
    expect(file).toMatchObject({
      filename: 'appointment.ics',
      contentType: expect.stringMatching(/^text\/calendar/),
    });
    const ics = parseIcs(attachmentText(file!));
    expect(ics).toMatchObject({
      METHOD: 'REQUEST',
      UID: `appointment-${s.merchant.id}-${appointment.id}@paybook`,
      DTSTART: '20300715T160000Z',
      DTEND: '20300715T163000Z',
      SUMMARY: 'Beard trim with Noor Haddad',
      STATUS: 'CONFIRMED',
      ATTENDEE: `mailto:${s.customer.email}`,
    });
    // The business organizes (URI schemes ignore case).
    expect(ics.ORGANIZER?.toLowerCase()).toBe('mailto:hello@juniper.test');
  });

  it('spec 1 §3: once the cancellation window has closed, no link; the customer is told to contact the business', async () => {
    const s = await setUpBusiness(db, { cancellation: { value: 2, unit: 'Days' } });
    const appointment = await s.book(START);
    const lateNow = new Date('2030-07-13T17:00:00Z'); // after Saturday 10:00 MDT, two days before
    await withTenant(db, s.merchant.id, (tx) =>
      queueBookingConfirmation(tx, s.merchant.id, appointment.id, ORIGIN, lateNow),
    );
    const [email] = await s.emails();
    expect(manageTokenIn(email!.textBody)).toBeUndefined();
    expect(email!.textBody).toContain(
      'This appointment can no longer be changed online. To change it, please contact Juniper & <Sons>.',
    );
    const links = await db
      .select()
      .from(appointmentLinks)
      .where(eq(appointmentLinks.calendarItemId, appointment.id));
    expect(links).toEqual([]);
  });

  it('spec 1 §3, ruling 8: a cancellation time in days is a calendar step in the business zone, across the clock change', async () => {
    const s = await setUpBusiness(db, { cancellation: { value: 1, unit: 'Days' } });
    // Sunday 3 November 2030, 10:00 MST; the clocks went back at 02:00 that day.
    const appointment = await s.book('2030-11-03T17:00:00.000Z');
    await withTenant(db, s.merchant.id, (tx) =>
      queueBookingConfirmation(tx, s.merchant.id, appointment.id, ORIGIN, BEFORE),
    );
    const [email] = await s.emails();
    expect(email!.textBody).toContain(
      'When: Sunday, November 3, 2030, 10:00 AM – 10:30 AM MST (America/Denver)',
    );
    expect(email!.textBody).toContain('until Saturday, November 2, 2030, 10:00 AM MDT (America/Denver):');
  });

  it('issue 16 points 5 and 6: names the address and phone, and the .ics carries the address as LOCATION', async () => {
    const s = await setUpBusiness(db);
    await db
      .update(merchants)
      .set({
        phone: '(303) 555-0142',
        address1: '1550 Larimer St',
        address2: 'Suite 200',
        city: 'Denver',
        state: 'CO',
        zipCode: '80202',
      })
      .where(eq(merchants.id, s.merchant.id));
    const appointment = await s.book(START);
    await withTenant(db, s.merchant.id, (tx) =>
      queueBookingConfirmation(tx, s.merchant.id, appointment.id, ORIGIN, BEFORE),
    );
    const [email] = await s.emails();
    expect(email!.textBody).toContain('Where: 1550 Larimer St, Suite 200, Denver, CO 80202');
    expect(email!.textBody).toContain('Phone: (303) 555-0142');
    expect(email!.htmlBody).toContain(
      '<th align="left" style="padding:4px 12px 4px 0;vertical-align:top">Time zone</th>',
    );
    const ics = parseIcs(attachmentText(email!.attachments[0]!));
    expect(ics.LOCATION).toBe('1550 Larimer St\\, Suite 200\\, Denver\\, CO 80202');
    expect(ics.DESCRIPTION).toContain('Phone: (303) 555-0142.');
  });

  it('sends nothing to a customer without an e-mail address', async () => {
    const s = await setUpBusiness(db, {}, '');
    const appointment = await s.book(START);
    const id = await withTenant(db, s.merchant.id, (tx) =>
      queueBookingConfirmation(tx, s.merchant.id, appointment.id, ORIGIN, BEFORE),
    );
    expect(id).toBeNull();
    expect(await s.emails()).toEqual([]);
  });

  it("refuses another merchant's appointment (no e-mail, nothing written)", async () => {
    const s = await setUpBusiness(db);
    const other = await setUpBusiness(db);
    const theirs = await other.book(START);
    await expect(
      withTenant(db, s.merchant.id, (tx) => queueBookingConfirmation(tx, s.merchant.id, theirs.id, ORIGIN)),
    ).rejects.toThrow(/not found/);
    expect(await s.emails()).toEqual([]);
    expect(await other.emails()).toEqual([]);
  });
});

describe('the cancellation e-mail (ruling 4)', () => {
  it('says it is cancelled, offers the booking page, and its .ics cancels the same event with a higher SEQUENCE', async () => {
    const s = await setUpBusiness(db);
    const appointment = await s.book(START);
    await withTenant(db, s.merchant.id, (tx) =>
      queueBookingConfirmation(tx, s.merchant.id, appointment.id, ORIGIN, BEFORE),
    );
    await db
      .update(calendarItems)
      .set({ status: 'cancelled', updatedAt: new Date(appointment.createdAt.getTime() + 60_000) })
      .where(eq(calendarItems.id, appointment.id));
    await withTenant(db, s.merchant.id, (tx) =>
      queueBookingCancellation(tx, s.merchant.id, appointment.id, ORIGIN, BEFORE),
    );
    const [confirmation, cancellation] = await s.emails();
    expect(cancellation).toMatchObject({
      kind: 'booking_cancellation',
      toAddress: s.customer.email,
      subject: 'Your appointment with Juniper & <Sons> is cancelled',
    });
    expect(cancellation!.textBody).toContain('Your appointment with Juniper & <Sons> has been cancelled.');
    expect(cancellation!.textBody).toContain(
      'When: Monday, July 15, 2030, 10:00 AM – 10:30 AM MDT (America/Denver)',
    );
    expect(cancellation!.textBody).toContain(`${ORIGIN}/book/${s.merchant.urlSubdomain}`);
    expect(manageTokenIn(cancellation!.textBody)).toBeUndefined();
    const before = parseIcs(attachmentText(confirmation!.attachments[0]!));
    const after = parseIcs(attachmentText(cancellation!.attachments[0]!));
    expect(after).toMatchObject({
      METHOD: 'CANCEL',
      UID: before.UID,
      STATUS: 'CANCELLED',
      DTSTART: before.DTSTART,
    });
    expect(Number(after.SEQUENCE)).toBeGreaterThan(Number(before.SEQUENCE));
  });
});

describe('the reminder e-mail (spec 1 §3 reminder_time)', () => {
  it('reminds of the service, provider and time with a fresh manage link, without an attachment', async () => {
    const s = await setUpBusiness(db);
    const appointment = await s.book(START);
    await withTenant(db, s.merchant.id, (tx) =>
      queueBookingReminder(tx, s.merchant.id, appointment.id, ORIGIN, BEFORE),
    );
    const [email] = await s.emails();
    expect(email).toMatchObject({
      kind: 'booking_reminder',
      subject: 'Reminder: your appointment with Juniper & <Sons>',
    });
    expect(email!.textBody).toContain(
      'This is a reminder of your upcoming appointment with Juniper & <Sons>.',
    );
    expect(email!.textBody).toContain('With: Noor Haddad');
    expect(email!.textBody).toContain('Time zone: Mountain Time (America/Denver)');
    expect(manageTokenIn(email!.textBody)).toBeDefined();
    expect(email!.attachments).toEqual([]);
  });
});
