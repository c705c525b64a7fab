import { addDays, todayInTimeZone } from '@paybook/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarItems, customers } from '../../db/schema/index.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { createService } from '../../test/staff-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { at, nextWeekday, ZONE } from '../calendar/calendar-test-setup.ts';
import { emailsTo, saveSchedule, setUpBooking, visitor } from './public-booking-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

type Slot = { start_at: string; service_provider_ids: number[] };

describe('public time slots and available dates (ruling 4; spec 1 §3, §5)', () => {
  it('lists the days and times of one provider or of any available provider', async () => {
    const s = await setUpBooking(t);
    const monday = nextWeekday(1);
    const one = await s.slots(monday, s.provider.id);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().time_zone).toBe(ZONE);
    const times = one.json().slots.map((slot: Slot) => slot.start_at);
    expect(times[0]).toBe(at(monday, '09:00'));
    // spec 1 §5: the provider's Monday break 12:00–13:00 holds no slot.
    expect(times).not.toContain(at(monday, '12:00'));
    expect(one.json().slots[0].service_provider_ids).toEqual([s.provider.id]);
    // Any available: the other provider works through lunch, so 12:00 is offered with them alone.
    const any = (await s.slots(monday)).json().slots as Slot[];
    expect(any.find((slot) => slot.start_at === at(monday, '12:00'))?.service_provider_ids).toEqual([
      s.otherProvider.id,
    ]);
    expect(any.find((slot) => slot.start_at === at(monday, '09:00'))?.service_provider_ids).toEqual(
      [s.provider.id, s.otherProvider.id].sort((a, b) => a - b),
    );
    const days = await s.dates(monday, addDays(monday, 6));
    expect(days.statusCode, days.body).toBe(200);
    // Monday to Friday work plans: no Saturday or Sunday.
    expect(days.json().dates).toEqual([0, 1, 2, 3, 4].map((n) => addDays(monday, n)));
  });

  it('names the field: more than 93 days, a malformed date, a provider who does not offer it', async () => {
    const s = await setUpBooking(t);
    const today = todayInTimeZone(ZONE);
    const tooLong = await s.dates(today, addDays(today, 93));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details[0].property).toBe('to');
    const malformed = await s.slots('2026-02-30');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details[0].property).toBe('date');
    const other = await createService(t.handle.db, s.merchant, 'Colour');
    const notOffered = await s.slots(nextWeekday(1), s.provider.id, other.id);
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().error.details[0].property).toBe('service_provider_id');
  });

  it("answers 404 for an unknown address and for another merchant's service or provider", async () => {
    const s = await setUpBooking(t);
    const monday = nextWeekday(1);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/public/booking_page/no-such-business/offering/${s.service.id}/time_slots/${monday}`,
    });
    expect(unknown.statusCode).toBe(404);
    const other = await setUpBooking(t);
    expect((await s.slots(monday, undefined, other.service.id)).statusCode).toBe(404);
    expect((await s.slots(monday, other.provider.id)).statusCode).toBe(404);
  });
});

describe('POST public/booking_page/{url_subdomain}/appointment (ruling 4; issue 4 point 6)', () => {
  it('books a provider, creates the customer, queues the confirmation and shows in the calendar', async () => {
    const s = await setUpBooking(t);
    // A week ahead: outside the default 24-hour cancellation window, so the e-mail has a manage link.
    const monday = nextWeekday(1, 1);
    const customer = visitor();
    const response = await s.book(
      {
        offering_id: s.service.id,
        service_provider_id: s.provider.id,
        start_at: at(monday, '10:00'),
        customer,
      },
      { 'idempotency-key': `book-${customer.email}` },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      business_name: s.merchant.name,
      time_zone: ZONE,
      service: { id: s.service.id, name: 'Haircut', duration_minutes: 30 },
      provider: { id: s.provider.id },
      start_at: at(monday, '10:00'),
      end_at: at(monday, '10:30'),
      customer: { first_name: 'Grace', last_name: 'Hopper', email: customer.email },
      status: 'booked',
      can_change: true,
    });
    // The customer is in the customer records, phone as digits.
    const [record] = await t.handle.db
      .select()
      .from(customers)
      .where(and(eq(customers.merchantId, s.merchant.id), eq(customers.email, customer.email)));
    expect(record).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', phone: '7205550199' });
    // The owner sees it in the provider's calendar week.
    const week = await s.owner.get(`/api/service_provider/${s.provider.id}/calendar_week/${monday}`);
    const items = week.json().days.flatMap((day: { items: object[] }) => day.items);
    expect(items).toContainEqual(
      expect.objectContaining({
        calendar_item_type: 'appointment',
        start_at: at(monday, '10:00'),
        customer: expect.objectContaining({ id: record!.id, first_name: 'Grace' }),
      }),
    );
    // The confirmation e-mail with its .ics was queued in the same transaction.
    const [email] = await emailsTo(t, customer.email, 'booking_confirmation');
    expect(email?.textBody).toContain('/my-appointment/');
    expect(email?.attachments[0]?.filename).toMatch(/\.ics$/);
    // The slot is gone for the next visitor.
    const after = (await s.slots(monday, s.provider.id)).json().slots as Slot[];
    expect(after.map((slot) => slot.start_at)).not.toContain(at(monday, '10:00'));
  });

  it('ARCHITECTURE.md Idempotency: a repeat replays the booking; the key with another body is 422', async () => {
    const s = await setUpBooking(t);
    const monday = nextWeekday(1);
    const body = {
      offering_id: s.service.id,
      service_provider_id: s.provider.id,
      start_at: at(monday, '11:00'),
      customer: visitor(),
    };
    const headers = { 'idempotency-key': `key-${body.customer.email}` };
    const first = await s.book(body, headers);
    expect(first.statusCode, first.body).toBe(201);
    const again = await s.book(body, headers);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await emailsTo(t, body.customer.email, 'booking_confirmation')).toHaveLength(1);
    const other = await s.book({ ...body, start_at: at(monday, '11:30') }, headers);
    expect(other.statusCode).toBe(422);
  });

  it("'any available' gives the time to a provider who is free", async () => {
    const s = await setUpBooking(t);
    const monday = nextWeekday(1);
    const first = await s.book({
      offering_id: s.service.id,
      service_provider_id: s.provider.id,
      start_at: at(monday, '14:00'),
      customer: visitor(),
    });
    expect(first.statusCode, first.body).toBe(201);
    const any = await s.book({
      offering_id: s.service.id,
      service_provider_id: null,
      start_at: at(monday, '14:00'),
      customer: visitor(),
    });
    expect(any.statusCode, any.body).toBe(201);
    expect(any.json().provider.id).toBe(s.otherProvider.id);
    // Nobody is left at 14:00: a third visitor is refused.
    const third = await s.book({
      offering_id: s.service.id,
      service_provider_id: null,
      start_at: at(monday, '14:00'),
      customer: visitor(),
    });
    expect(third.statusCode).toBe(409);
  });

  it('finds the customer by e-mail ignoring case and keeps the details the business holds', async () => {
    const s = await setUpBooking(t);
    const monday = nextWeekday(1);
    const staffBooking = await s.owner.post(`/api/service_provider/${s.provider.id}/appointment`, {
      offering_id: s.service.id,
      start_at: at(monday, '09:00'),
      end_at: at(monday, '09:30'),
      customer: {
        first_name: 'Ada',
        last_name: 'Known',
        email: 'Ada.Known@Example.test',
        phone: '3035550101',
      },
    });
    expect(staffBooking.statusCode, staffBooking.body).toBe(201);
    const known = staffBooking.json().customer.id;
    const response = await s.book({
      offering_id: s.service.id,
      service_provider_id: s.provider.id,
      start_at: at(monday, '15:00'),
      customer: {
        first_name: 'Someone',
        last_name: 'Else',
        email: 'ada.known@example.TEST',
        phone: '7205550100',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [item] = await t.handle.db
      .select({ customerId: calendarItems.customerId })
      .from(calendarItems)
      .where(
        and(
          eq(calendarItems.merchantId, s.merchant.id),
          eq(calendarItems.startAt, new Date(at(monday, '15:00'))),
        ),
      );
    expect(item?.customerId).toBe(known);
    expect(response.json().customer).toMatchObject({ first_name: 'Ada', last_name: 'Known' });
  });

  it('names the field: names, e-mail, phone, start, service', async () => {
    const s = await setUpBooking(t);
    const body = {
      offering_id: s.service.id,
      service_provider_id: s.provider.id,
      start_at: at(nextWeekday(1), '10:00'),
      customer: visitor(),
    };
    const cases: [object, string][] = [
      [{ ...body, customer: { ...body.customer, first_name: ' ' } }, 'customer.first_name'],
      [{ ...body, customer: { ...body.customer, last_name: '' } }, 'customer.last_name'],
      [{ ...body, customer: { ...body.customer, email: 'grace@' } }, 'customer.email'],
      [{ ...body, customer: { ...body.customer, phone: '' } }, 'customer.phone'],
      [{ ...body, customer: { ...body.customer, phone: '(120) 555-0199' } }, 'customer.phone'],
      [{ ...body, start_at: 'Monday at ten' }, 'start_at'],
      [{ ...body, offering_id: 'haircut' }, 'offering_id'],
      [{ ...body, service_provider_id: -1 }, 'service_provider_id'],
    ];
    for (const [payload, property] of cases) {
      const response = await s.book(payload);
      expect(response.statusCode, `${property}: ${response.body}`).toBe(400);
      expect(response.json().error.details[0].property).toBe(property);
    }
    expect(await t.handle.db.select().from(customers).where(eq(customers.merchantId, s.merchant.id))).toEqual(
      [],
    );
  });

  it("answers 404 for an unknown address and another merchant's service or provider", async () => {
    const s = await setUpBooking(t);
    const other = await setUpBooking(t);
    const body = {
      offering_id: s.service.id,
      service_provider_id: s.provider.id,
      start_at: at(nextWeekday(1), '10:00'),
      customer: visitor(),
    };
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/public/booking_page/no-such-business/appointment',
      payload: body,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await s.book({ ...body, offering_id: other.service.id })).statusCode).toBe(404);
    expect((await s.book({ ...body, service_provider_id: other.provider.id })).statusCode).toBe(404);
    const { merchant: noAppointments } = await createMerchantWithStaff(t.handle.db, [], {
      productName: 'starter',
    });
    const starter = await t.app.inject({
      method: 'POST',
      url: `/api/public/booking_page/${noAppointments.urlSubdomain}/appointment`,
      payload: body,
    });
    expect(starter.statusCode).toBe(404);
  });
});

describe('refusals with other slots (ruling 4: "offers other slots"; spec 1 §3)', () => {
  it('a taken time: 409 with the other free times of that day', async () => {
    const s = await setUpBooking(t);
    const monday = nextWeekday(1);
    const body = {
      offering_id: s.service.id,
      service_provider_id: s.provider.id,
      start_at: at(monday, '09:00'),
    };
    expect((await s.book({ ...body, customer: visitor() })).statusCode).toBe(201);
    const refused = await s.book({ ...body, customer: visitor() });
    expect(refused.statusCode, refused.body).toBe(409);
    const { error } = refused.json();
    expect(error).toMatchObject({
      code: 'BOOKING_TIME_UNAVAILABLE',
      message: 'Sorry, this time is no longer available. Choose another time.',
      details: [{ property: 'start_at' }],
      date: monday,
      time_zone: ZONE,
      next_available_date: null,
    });
    const others = error.other_slots.map((slot: Slot) => slot.start_at);
    expect(others).not.toContain(at(monday, '09:00'));
    expect(others).toContain(at(monday, '09:30'));
  });

  it('a time between slots, outside working hours or in the past is refused the same way', async () => {
    const s = await setUpBooking(t);
    const monday = nextWeekday(1);
    const body = { offering_id: s.service.id, service_provider_id: s.provider.id, customer: visitor() };
    for (const start of [at(monday, '09:07'), at(monday, '18:00'), at(monday, '12:15')]) {
      const refused = await s.book({ ...body, start_at: start });
      expect(refused.statusCode, start).toBe(409);
      expect(refused.json().error.other_slots.length).toBeGreaterThan(0);
    }
    const past = await s.book({ ...body, start_at: new Date(Date.now() - 3_600_000).toISOString() });
    expect(past.statusCode).toBe(409);
    expect(past.json().error.message).toBe('This time has already passed. Choose one of the times below.');
  });

  it('spec 1 §3 lead time: too soon is refused; the day has no other time, so the next date is named', async () => {
    const s = await setUpBooking(t);
    await saveSchedule(s.owner, { lead_time: { value: 14, unit: 'Days' } });
    const monday = nextWeekday(1);
    const refused = await s.book({
      offering_id: s.service.id,
      service_provider_id: s.provider.id,
      start_at: at(monday, '10:00'),
      customer: visitor(),
    });
    expect(refused.statusCode, refused.body).toBe(409);
    const { error } = refused.json();
    expect(error.message).toBe(
      'This time is too soon to book online: the business needs 14 days notice. Choose a later time.',
    );
    expect(error.other_slots).toEqual([]);
    expect(error.next_available_date >= addDays(todayInTimeZone(ZONE), 14)).toBe(true);
    const days = (await s.dates(monday, addDays(monday, 30), s.provider.id)).json().dates;
    expect(days[0]).toBe(error.next_available_date);
  });

  it('spec 1 §3 advance booking: too far ahead is refused', async () => {
    const s = await setUpBooking(t);
    await saveSchedule(s.owner, { advanced_booking_time: { value: 7, unit: 'Days' } });
    const refused = await s.book({
      offering_id: s.service.id,
      service_provider_id: s.provider.id,
      start_at: at(nextWeekday(1, 2), '10:00'),
      customer: visitor(),
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toBe(
      'This time is too far ahead: online booking is open 7 days in advance. Choose an earlier time.',
    );
    expect(refused.json().error.next_available_date).toBeNull();
  });

  it('limits how many bookings one customer makes in an hour (429)', async () => {
    const s = await setUpBooking(t);
    const tuesday = nextWeekday(2);
    const customer = visitor();
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];
    const answers: number[] = [];
    for (const time of times) {
      const response = await s.book({
        offering_id: s.service.id,
        service_provider_id: s.provider.id,
        start_at: at(tuesday, time),
        customer,
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
