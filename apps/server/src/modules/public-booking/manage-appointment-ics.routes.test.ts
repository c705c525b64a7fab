import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { attachmentText, parseIcs } from '../booking-emails/booking-emails-test-setup.ts';
import { at, nextWeekday } from '../calendar/calendar-test-setup.ts';
import { emailsTo, setUpBooking, visitor } from './public-booking-test-setup.ts';

// Issue 16 point 5: the confirmation page's manage link and "Add to calendar" file, by the token the
// booking answers.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function bookedWithAddress(withAddress = true) {
  const s = await setUpBooking(t);
  if (withAddress)
    await t.handle.db
      .update(merchants)
      .set({
        phone: '(303) 555-0142',
        address1: '1550 Larimer St',
        city: 'Denver',
        state: 'CO',
        zipCode: '80202',
      })
      .where(eq(merchants.id, s.merchant.id));
  const customer = visitor();
  const date = nextWeekday(2, 1);
  const response = await s.book({
    offering_id: s.service.id,
    service_provider_id: s.provider.id,
    start_at: at(date, '10:00'),
    customer,
  });
  expect(response.statusCode, response.body).toBe(201);
  const booking = response.json();
  const ics = (token: string = booking.manage_token) =>
    t.app.inject({ method: 'GET', url: `/api/public/my_appointment/${token}/ics` });
  return { s, customer, date, booking, ics };
}

describe('the booking answer and the calendar file (issue 16 point 5)', () => {
  it('the booking answers a manage token of its own and the business address and phone', async () => {
    const { booking, customer } = await bookedWithAddress();
    expect(booking.manage_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(booking.business).toEqual({
      phone: '(303) 555-0142',
      address_lines: ['1550 Larimer St', 'Denver, CO 80202'],
      website_url: '',
    });
    // Not the e-mail's token: each carrier of a link gets its own.
    const [email] = await emailsTo(t, customer.email, 'booking_confirmation');
    expect(email?.textBody).not.toContain(booking.manage_token);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/public/my_appointment/${booking.manage_token}`,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ start_at: booking.start_at, business: booking.business });
  });

  it('GET …/ics is the appointment as text/calendar: the e-mails’ UID, UTC times, summary, location, manage link', async () => {
    const { s, date, booking, ics, customer } = await bookedWithAddress();
    const response = await ics();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="appointment.ics"');
    const event = parseIcs(response.body);
    const [email] = await emailsTo(t, customer.email, 'booking_confirmation');
    const invitation = parseIcs(attachmentText(email!.attachments[0]!));
    expect(event).toMatchObject({
      METHOD: 'PUBLISH',
      UID: invitation.UID,
      DTSTART: at(date, '10:00').replace(/[-:]/g, '').replace('.000', ''),
      DTEND: at(date, '10:30').replace(/[-:]/g, '').replace('.000', ''),
      STATUS: 'CONFIRMED',
    });
    expect(event.UID).toMatch(new RegExp(`^appointment-${s.merchant.id}-\\d+@paybook$`));
    // An independent reader sees the text unescaped.
    const vevent = new ICAL.Component(ICAL.parse(response.body)).getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('summary')).toBe(`Haircut with ${booking.provider.display_name}`);
    expect(vevent?.getFirstPropertyValue('location')).toBe('1550 Larimer St, Denver, CO 80202');
    const description = String(vevent?.getFirstPropertyValue('description'));
    expect(description).toContain(`/my-appointment/${booking.manage_token}`);
    expect(description).toContain('Phone: (303) 555-0142.');
    expect(description).toMatch(/Cancel or reschedule until .+ \(America\/Denver\): http/);
    // A file to keep, not an invitation to answer.
    expect(vevent?.getAllProperties('attendee')).toHaveLength(0);
  });

  it('leaves LOCATION out when the business gave no address', async () => {
    const { ics } = await bookedWithAddress(false);
    const response = await ics();
    expect(response.statusCode).toBe(200);
    expect(parseIcs(response.body).LOCATION).toBeUndefined();
  });

  it('a cancelled appointment’s file cancels the event', async () => {
    const { booking, ics } = await bookedWithAddress();
    const url = `/api/public/my_appointment/${booking.manage_token}/cancel`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(200);
    expect(parseIcs((await ics()).body)).toMatchObject({ METHOD: 'CANCEL', STATUS: 'CANCELLED' });
  });

  it('an unknown or malformed token is 404 in the one error shape', async () => {
    const { ics } = await bookedWithAddress(false);
    const unknown = await ics('not-a-real-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
  });
});
