import { addDays } from '@paybook/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  offeringServiceProviders,
  offerings,
  scheduleSettings,
  serviceProviders,
} from '../../db/schema/index.ts';
import { createUser } from '../../test/factories.ts';
import { countQueries } from '../../test/query-counter.ts';
import { createService, makeProvider } from '../../test/staff-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { at, newCustomer, nextWeekday, setUpCalendar } from '../calendar/calendar-test-setup.ts';
import { publicAvailableDates, publicTimeSlots } from './public-availability.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** The calendar's set-up (two providers perform a 30-minute service) with the provider booked Tuesday 10:00–10:30. */
async function setUpBooked() {
  const s = await setUpCalendar(t);
  const tuesday = nextWeekday(2);
  const booked = await s.owner.post(`/api/service_provider/${s.provider.id}/appointment`, {
    offering_id: s.service.id,
    start_at: at(tuesday, '10:00'),
    end_at: at(tuesday, '10:30'),
    customer: newCustomer(),
  });
  expect(booked.statusCode, booked.body).toBe(201);
  return { ...s, tuesday, appointmentId: booked.json().id as number };
}

const startsOf = (slots: { start_at: string }[]) => slots.map((slot) => slot.start_at);

describe('publicTimeSlots (issue 4 point 6, spec 1 §5, ruling 4)', () => {
  it('one provider: the staff side’s slots, each naming the provider', async () => {
    const s = await setUpBooked();
    const slots = await publicTimeSlots(t.handle.db, s.merchant.id, {
      offeringId: s.service.id,
      serviceProviderId: s.provider.id,
      date: s.tuesday,
    });
    const staff = await s.owner.get(
      `/api/offering/${s.service.id}/service_provider/${s.provider.id}/time_slots/${s.tuesday}`,
    );
    expect(startsOf(slots)).toEqual(startsOf(staff.json().slots));
    expect(slots[0]).toEqual({
      start_at: at(s.tuesday, '09:00'),
      end_at: at(s.tuesday, '09:30'),
      service_provider_ids: [s.provider.id],
    });
    expect(startsOf(slots)).not.toContain(at(s.tuesday, '10:00'));
  });

  it('any available: the union over the providers, each slot listing who is free, sorted by start', async () => {
    const s = await setUpBooked();
    const slots = await publicTimeSlots(t.handle.db, s.merchant.id, {
      offeringId: s.service.id,
      serviceProviderId: null,
      date: s.tuesday,
    });
    const both = [s.provider.id, s.otherProvider.id].sort((a, b) => a - b);
    const byStart = new Map(slots.map((slot) => [slot.start_at, slot.service_provider_ids]));
    // The booked 10:00 is still offered, by the other provider only.
    expect(byStart.get(at(s.tuesday, '10:00'))).toEqual([s.otherProvider.id]);
    expect(byStart.get(at(s.tuesday, '09:00'))).toEqual(both);
    expect(startsOf(slots)).toEqual([...startsOf(slots)].sort());
    expect(new Set(startsOf(slots)).size).toBe(slots.length);
    // 09:00 … 16:30 every 15 minutes: 31 starts (the Tuesday has no break).
    expect(slots).toHaveLength(31);
  });

  it('spec 1 §7: the appointment being rescheduled leaves its own time free', async () => {
    const s = await setUpBooked();
    const slots = await publicTimeSlots(t.handle.db, s.merchant.id, {
      offeringId: s.service.id,
      serviceProviderId: s.provider.id,
      date: s.tuesday,
      excludeAppointmentId: s.appointmentId,
    });
    expect(startsOf(slots)).toContain(at(s.tuesday, '10:00'));
  });

  it('spec 3 §3.3: a provider who does not appear on booking is left out of any, and 404 when asked for', async () => {
    const s = await setUpBooked();
    await t.handle.db
      .update(serviceProviders)
      .set({ appearsOnBooking: false })
      .where(eq(serviceProviders.id, s.otherProvider.id));
    const slots = await publicTimeSlots(t.handle.db, s.merchant.id, {
      offeringId: s.service.id,
      serviceProviderId: null,
      date: s.tuesday,
    });
    expect(slots.every((slot) => slot.service_provider_ids.join() === String(s.provider.id))).toBe(true);
    expect(startsOf(slots)).not.toContain(at(s.tuesday, '10:00'));
    await expect(
      publicTimeSlots(t.handle.db, s.merchant.id, {
        offeringId: s.service.id,
        serviceProviderId: s.otherProvider.id,
        date: s.tuesday,
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('404 for another merchant’s or an unbookable service and provider; 400 naming service_provider_id and date', async () => {
    const s = await setUpBooked();
    const stranger = await setUpCalendar(t);
    const ask = (offeringId: number, serviceProviderId: number | null, date = s.tuesday) =>
      publicTimeSlots(t.handle.db, s.merchant.id, { offeringId, serviceProviderId, date });
    await expect(ask(stranger.service.id, null)).rejects.toMatchObject({ statusCode: 404 });
    await expect(ask(s.service.id, stranger.provider.id)).rejects.toMatchObject({ statusCode: 404 });
    const notPerformed = await createService(t.handle.db, s.merchant, 'Colour');
    await expect(ask(notPerformed.id, s.provider.id)).rejects.toMatchObject({
      statusCode: 400,
      details: [{ property: 'service_provider_id' }],
    });
    // With nobody to perform it, 'any' has no slots rather than an error.
    expect(await ask(notPerformed.id, null)).toEqual([]);
    await expect(ask(s.service.id, null, '2026-02-30')).rejects.toMatchObject({
      statusCode: 400,
      details: [{ property: 'date' }],
    });
    await t.handle.db.update(offerings).set({ isActive: false }).where(eq(offerings.id, s.service.id));
    await expect(ask(s.service.id, s.provider.id)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('publicAvailableDates (issue 4 point 6, spec 1 §3, §5)', () => {
  it('any available: a day off of one provider still leaves the date open through the other', async () => {
    const s = await setUpBooked();
    const monday = addDays(s.tuesday, -1);
    const wednesday = addDays(monday, 2);
    expect(
      (await s.owner.post(`/api/service_provider/${s.provider.id}/day_off/${wednesday}`)).statusCode,
    ).toBe(200);
    const ask = (serviceProviderId: number | null) =>
      publicAvailableDates(t.handle.db, s.merchant.id, {
        offeringId: s.service.id,
        serviceProviderId,
        from: addDays(monday, -1),
        to: addDays(monday, 5),
      });
    const weekdays = [0, 1, 2, 3, 4].map((n) => addDays(monday, n));
    expect(await ask(s.provider.id)).toEqual(weekdays.filter((date) => date !== wednesday));
    expect(await ask(null)).toEqual(weekdays);
  });

  it('spec 1 §3: lead time and advance booking from the schedule settings apply', async () => {
    const s = await setUpBooked();
    const monday = addDays(s.tuesday, -1);
    const ask = () =>
      publicAvailableDates(t.handle.db, s.merchant.id, {
        offeringId: s.service.id,
        serviceProviderId: null,
        from: monday,
        to: addDays(monday, 11),
      });
    const open = await ask();
    expect(open).toContain(addDays(monday, 7));
    // Advance booking of 0 days: nothing after today; the Monday is in the future, so nothing at all.
    await t.handle.db
      .insert(scheduleSettings)
      .values({ merchantId: s.merchant.id, advancedBookingTimeValue: 0, advancedBookingTimeUnit: 'Days' });
    expect(await ask()).toEqual([]);
    // A lead time of 365 days leaves nothing in the next weeks either.
    await t.handle.db
      .update(scheduleSettings)
      .set({
        advancedBookingTimeValue: 12,
        advancedBookingTimeUnit: 'Months',
        leadTimeValue: 365,
        leadTimeUnit: 'Days',
      })
      .where(eq(scheduleSettings.merchantId, s.merchant.id));
    expect(await ask()).toEqual([]);
  });

  it('validation names `to` past 93 days or before `from`, and a malformed `from`', async () => {
    const s = await setUpBooked();
    const ask = (from: string, to: string) =>
      publicAvailableDates(t.handle.db, s.merchant.id, {
        offeringId: s.service.id,
        serviceProviderId: null,
        from,
        to,
      });
    for (const to of [addDays(s.tuesday, 93), addDays(s.tuesday, -1)]) {
      await expect(ask(s.tuesday, to)).rejects.toMatchObject({
        statusCode: 400,
        details: [{ property: 'to' }],
      });
    }
    await expect(ask('20261301', s.tuesday)).rejects.toMatchObject({
      statusCode: 400,
      details: [{ property: 'from' }],
    });
  });

  it('issue 4 point 2: the same number of SQL statements whatever the range and the number of providers', async () => {
    const s = await setUpBooked();
    const queries = countQueries();
    onTestFinished(() => queries.restore());
    const counted = t.handle.db;
    const count = async (work: () => Promise<unknown>) => {
      queries.reset();
      await work();
      return queries.count;
    };
    const dates = (serviceProviderId: number | null, days: number) => () =>
      publicAvailableDates(counted, s.merchant.id, {
        offeringId: s.service.id,
        serviceProviderId,
        from: s.tuesday,
        to: addDays(s.tuesday, days - 1),
      });
    const slots = (serviceProviderId: number | null) => () =>
      publicTimeSlots(counted, s.merchant.id, {
        offeringId: s.service.id,
        serviceProviderId,
        date: s.tuesday,
      });
    const one = await count(dates(s.provider.id, 1));
    const counts = [
      await count(dates(s.provider.id, 31)),
      await count(dates(null, 1)),
      await count(dates(null, 31)),
      await count(slots(s.provider.id)),
      await count(slots(null)),
    ];
    // Three more providers perform the service: 'any' still reads them in the same statements.
    for (const name of ['Ann', 'Ben', 'Cy']) {
      const user = await createUser(t.handle.db, s.merchant, { firstName: name, accessRights: [] });
      const provider = await makeProvider(t.handle.db, user);
      await t.handle.db
        .insert(offeringServiceProviders)
        .values({ merchantId: s.merchant.id, offeringId: s.service.id, serviceProviderId: provider.id });
    }
    const five = await publicTimeSlots(t.handle.db, s.merchant.id, {
      offeringId: s.service.id,
      serviceProviderId: null,
      date: s.tuesday,
    });
    expect(five[0]?.service_provider_ids).toHaveLength(5);
    counts.push(await count(slots(null)), await count(dates(null, 93)));
    expect(counts).toEqual(counts.map(() => one));
    // The tenant transaction's set-up, the one data statement, and its end.
    expect(one).toBeLessThanOrEqual(4);
  });
});
