import type { ScheduleSettings } from '@paybook/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outboxEmails } from '../../db/schema/index.ts';
import type { TestClient } from '../../test/client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { setUpCalendar } from '../calendar/calendar-test-setup.ts';

/** A bookable merchant (calendar set-up: two providers, a 30-minute service) and its booking calls. */
export async function setUpBooking(t: TestApp) {
  const s = await setUpCalendar(t);
  const base = `/api/public/booking_page/${s.merchant.urlSubdomain}`;
  const book = (body: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `${base}/appointment`, payload: body, headers });
  const slots = (date: string, providerId?: number, offeringId = s.service.id) =>
    t.app.inject({
      method: 'GET',
      url: `${base}/offering/${offeringId}/time_slots/${date}${providerId ? `?service_provider_id=${providerId}` : ''}`,
    });
  const dates = (from: string, to: string, providerId?: number) =>
    t.app.inject({
      method: 'GET',
      url: `${base}/offering/${s.service.id}/available_dates/${from}/${to}${providerId ? `?service_provider_id=${providerId}` : ''}`,
    });
  return { ...s, base, book, slots, dates };
}

let visitorCount = 0;
/** A new visitor each time (e-mails name customers; the booking limit counts per customer). */
export const visitor = () => ({
  first_name: 'Grace',
  last_name: 'Hopper',
  email: `grace${++visitorCount}@visitor.test`,
  phone: '(720) 555-0199',
});

/** spec 1 §3 schedule settings, saved by the owner (the defaults with the given changes). */
export async function saveSchedule(owner: TestClient, changes: Partial<ScheduleSettings>) {
  const response = await owner.put('/api/merchant_appointment_config/schedule_settings', {
    lead_time: { value: 1, unit: 'Hours' },
    advanced_booking_time: { value: 3, unit: 'Months' },
    cancellation_time: { value: 24, unit: 'Hours' },
    reminder_time: { value: 24, unit: 'Hours' },
    ...changes,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The e-mails of a kind queued to an address, newest first (ruling 7: the outbox is the delivery). */
export function emailsTo(t: TestApp, address: string, kind: string) {
  return t.handle.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, address), eq(outboxEmails.kind, kind)))
    .orderBy(desc(outboxEmails.id));
}

/** The token of the newest manage link sent to an address (ruling 4: /my-appointment/{token}). */
export async function manageTokenOf(t: TestApp, address: string): Promise<string> {
  const [email] = await emailsTo(t, address, 'booking_confirmation');
  const match = /\/my-appointment\/([A-Za-z0-9_-]+)/.exec(email?.textBody ?? '');
  if (!match?.[1]) throw new Error(`no manage link in an e-mail to ${address}`);
  return match[1];
}
