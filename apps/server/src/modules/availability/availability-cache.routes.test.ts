import { addDays } from '@paybook/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { calendarItems, users } from '../../db/schema/index.ts';
import { notificationsHeard as heard, untilCached as untilServed } from '../../test/cache-waits.ts';
import { countQueries } from '../../test/query-counter.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { at, newCustomer, nextWeekday } from '../calendar/calendar-test-setup.ts';
import {
  manageTokenOf,
  saveSchedule,
  setUpBooking,
  visitor,
} from '../public-booking/public-booking-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** Every query this process sends, and the availability statement's (by its prepared name). */
let queries: ReturnType<typeof countQueries>;
let inputs: ReturnType<typeof countQueries>;
beforeAll(() => {
  queries = countQueries();
  inputs = countQueries({ statementName: (name) => name.startsWith('availability_rows') });
});
afterAll(() => {
  inputs.restore();
  queries.restore();
});

/** The response and what it cost: every query sent, and how many were the engine's input statement. */
async function measured<T>(request: () => Promise<T>) {
  queries.reset();
  inputs.reset();
  const response = await request();
  return { response, queries: queries.count, availability: inputs.count, statements: inputs.count };
}

const untilCached = <T>(request: () => Promise<T>) => untilServed(() => measured(request), 'availability');

type Setup = Awaited<ReturnType<typeof setUpBooking>>;

const notificationsHeard = (s: Setup) =>
  heard(t.app.invalidation, [
    ['availability', String(s.merchant.id)],
    ['availability', `${s.merchant.id}:offering:${s.service.id}`],
    ['availability', `${s.merchant.id}:${s.provider.id}`],
    ['merchant', String(s.merchant.id)],
    ['user', String(s.provider.userId)],
  ]);

const TUESDAY = nextWeekday(2, 1);
const MONDAY = addDays(TUESDAY, -1);
const startsOf = (response: { body: string }) =>
  (JSON.parse(response.body).slots as { start_at: string }[] | undefined)?.map((slot) => slot.start_at);

describe('availability from cached inputs (issue 14 point 4)', () => {
  it('serves a repeated read without the input statement; public reads send no query at all', async () => {
    const s = await setUpBooking(t);
    const base = `/api/offering/${s.service.id}/service_provider/${s.provider.id}`;
    const first = await measured(() => s.owner.get(`${base}/time_slots/${TUESDAY}`));
    expect(first.response.statusCode, first.response.body).toBe(200);
    expect(first.availability).toBe(1);
    const hit = await untilCached(() => s.owner.get(`${base}/time_slots/${TUESDAY}`));
    expect(hit.response.body).toBe(first.response.body);
    // A month: one statement, then served; and the same for the public page's calls.
    const month = `${base}/available_dates_between/${TUESDAY}/${addDays(TUESDAY, 30)}`;
    expect((await measured(() => s.owner.get(month))).availability).toBe(1);
    expect((await untilCached(() => s.owner.get(month))).response.statusCode).toBe(200);
    for (const provider of [s.provider.id, undefined]) {
      const cold = await measured(() => s.slots(TUESDAY, provider));
      expect(cold.response.statusCode, cold.response.body).toBe(200);
      const warm = await untilCached(() => s.slots(TUESDAY, provider));
      expect(warm.queries).toBe(0);
      expect(warm.response.body).toBe(cold.response.body);
    }
  });
});

type Row = {
  write: string;
  /** The date read (the provider's slots that day, on the public page). */
  date?: string;
  /** Made before the cache is warmed: what the write needs (an appointment to move, …). */
  prepare?: (s: Setup) => Promise<Record<string, string | number>>;
  act: (s: Setup, prepared: Record<string, string | number>) => Promise<{ statusCode: number; body: string }>;
  /** The read after the write, against the read before it. */
  expectAfter: (after: { statusCode: number; body: string }, before: string[], s: Setup) => void;
};

const gone =
  (time: string, date = TUESDAY) =>
  (after: { body: string }, before: string[]) => {
    expect(before).toContain(at(date, time));
    expect(startsOf(after)).not.toContain(at(date, time));
  };
const back =
  (time: string, date = TUESDAY) =>
  (after: { body: string }, before: string[]) => {
    expect(before).not.toContain(at(date, time));
    expect(startsOf(after)).toContain(at(date, time));
  };
const none = (after: { body: string }, before: string[]) => {
  expect(before.length).toBeGreaterThan(0);
  expect(startsOf(after)).toEqual([]);
};
const refused = (status: number) => (after: { statusCode: number }) => expect(after.statusCode).toBe(status);

async function staffUser(s: Setup) {
  const [user] = await t.handle.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.merchantId, s.merchant.id), eq(users.id, s.provider.userId)));
  return user!;
}
const week = (change: (day: number) => object = () => ({})) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    day_of_week: day,
    start_at: '09:00',
    end_at: '17:00',
    enabled: day >= 1 && day <= 5,
    breaks: [],
    ...change(day),
  }));
async function saveStaff(s: Setup, changes: object) {
  const user = await staffUser(s);
  return s.owner.put('/api/hub/user', {
    id: user.id,
    email: user.email,
    first_name: 'Sam',
    last_name: 'Staff',
    appears_on_booking: true,
    offering_ids: [s.service.id],
    work_plans: week(),
    ...changes,
  });
}
const service = (s: Setup, changes: object) =>
  s.owner.put(`/api/offering/${s.service.id}`, {
    name: 'Haircut',
    duration: 30,
    duration_display_unit: 'Minutes',
    buffer_minutes: 0,
    price: '30',
    is_bookable: true,
    service_provider_ids: [s.provider.id, s.otherProvider.id],
    ...changes,
  });
const appointment = async (s: Setup, time: string) => {
  const response = await s.owner.post(`/api/service_provider/${s.provider.id}/appointment`, {
    offering_id: s.service.id,
    start_at: at(TUESDAY, time),
    end_at: at(TUESDAY, `${time.slice(0, 3)}30`),
    customer: newCustomer(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().id as number };
};
const publicBooking = async (s: Setup, time: string) => {
  const guest = visitor();
  const response = await s.book({
    offering_id: s.service.id,
    service_provider_id: s.provider.id,
    start_at: at(TUESDAY, time),
    customer: guest,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { token: await manageTokenOf(t, guest.email) };
};

const ok = { statusCode: 200, body: '' };

/** Issue 14 point 4: every write that changes an input of the engine, and what the next read shows. */
const rows: Row[] = [
  {
    write: 'appointment booked by staff',
    act: (s) => appointment(s, '10:00').then(() => ok),
    expectAfter: gone('10:00'),
  },
  {
    write: 'appointment moved',
    prepare: (s) => appointment(s, '10:00'),
    act: (s, { id }) =>
      s.owner.put(`/api/service_provider/${s.provider.id}/appointment/${id}`, {
        offering_id: s.service.id,
        start_at: at(TUESDAY, '11:00'),
        end_at: at(TUESDAY, '11:30'),
        customer: newCustomer(),
      }),
    expectAfter: (after, before) => {
      back('10:00')(after, before);
      expect(startsOf(after)).not.toContain(at(TUESDAY, '11:00'));
    },
  },
  {
    write: 'appointment deleted',
    prepare: (s) => appointment(s, '10:00'),
    act: (s, { id }) => s.owner.delete(`/api/appointment/${id}`),
    expectAfter: back('10:00'),
  },
  {
    write: 'personal time added',
    act: (s) =>
      s.owner.post(`/api/service_provider/${s.provider.id}/personal_time`, {
        title: 'Dentist',
        start_at: at(TUESDAY, '14:00'),
        end_at: at(TUESDAY, '14:30'),
      }),
    expectAfter: gone('14:00'),
  },
  {
    write: 'personal time deleted',
    prepare: async (s) => {
      const response = await s.owner.post(`/api/service_provider/${s.provider.id}/personal_time`, {
        title: 'Dentist',
        start_at: at(TUESDAY, '14:00'),
        end_at: at(TUESDAY, '14:30'),
      });
      return { id: response.json().id as number };
    },
    act: (s, { id }) => s.owner.delete(`/api/service_provider/${s.provider.id}/personal_time/${id}`),
    expectAfter: back('14:00'),
  },
  {
    write: 'day off added',
    act: (s) => s.owner.post(`/api/service_provider/${s.provider.id}/day_off/${TUESDAY}`),
    expectAfter: none,
  },
  {
    write: 'day off removed (staff profile)',
    prepare: async (s) => {
      const saved = await saveStaff(s, { days_off: [{ date: TUESDAY }] });
      return { id: saved.json().days_off[0].id as number };
    },
    act: (s, { id }) => saveStaff(s, { days_off_to_delete: [id] }),
    expectAfter: back('09:00'),
  },
  {
    write: "the day's own hours",
    act: (s) =>
      s.owner.put(`/api/service_provider/${s.provider.id}/day_boundary/${TUESDAY}`, {
        start_time: '07:00',
        end_time: '12:00',
      }),
    expectAfter: back('07:00'),
  },
  {
    write: 'a break removed for one date',
    date: MONDAY,
    act: (s) => s.owner.delete(`/api/service_provider/${s.provider.id}/break/${s.lunch.id}/${MONDAY}`),
    expectAfter: back('12:00', MONDAY),
  },
  {
    write: 'work plan (the day switched off)',
    act: (s) => saveStaff(s, { work_plans: week((day) => (day === 2 ? { enabled: false } : {})) }),
    expectAfter: none,
  },
  {
    write: 'work plan break',
    act: (s) =>
      saveStaff(s, {
        work_plans: week((day) => (day === 2 ? { breaks: [{ start_at: '10:00', end_at: '11:00' }] } : {})),
      }),
    expectAfter: gone('10:00'),
  },
  {
    write: 'days off of the staff profile',
    act: (s) => saveStaff(s, { days_off: [{ date: TUESDAY }] }),
    expectAfter: none,
  },
  {
    write: 'provider no longer on the booking page',
    act: (s) => saveStaff(s, { appears_on_booking: false }),
    expectAfter: refused(404),
  },
  {
    write: "provider's services (staff side)",
    act: (s) => saveStaff(s, { offering_ids: [] }),
    expectAfter: refused(400),
  },
  {
    write: 'provider deactivated',
    act: async (s) => s.owner.put(`/api/hub/user/deactivate/${(await staffUser(s)).id}`),
    expectAfter: refused(404),
  },
  {
    write: "service's duration",
    act: (s) => service(s, { duration: 60 }),
    expectAfter: (after) => expect(JSON.parse(after.body).slots[0].end_at).toBe(at(TUESDAY, '10:00')),
  },
  {
    write: "service's buffer",
    prepare: (s) => appointment(s, '12:00'),
    act: (s) => service(s, { buffer_minutes: 30 }),
    expectAfter: gone('12:30'),
  },
  {
    write: "service's providers (service side)",
    act: (s) => service(s, { service_provider_ids: [s.otherProvider.id] }),
    expectAfter: refused(400),
  },
  {
    write: 'service deactivated',
    act: (s) => s.owner.put(`/api/offering/${s.service.id}/deactivate`),
    expectAfter: refused(404),
  },
  {
    write: 'service deleted',
    act: (s) => s.owner.delete(`/api/offering/${s.service.id}`),
    expectAfter: refused(404),
  },
  {
    write: 'schedule settings (advance booking)',
    act: async (s) => {
      await saveSchedule(s.owner, { advanced_booking_time: { value: 1, unit: 'Days' } });
      return { statusCode: 200, body: '' };
    },
    expectAfter: none,
  },
  {
    write: "merchant's time zone",
    act: (s) => s.owner.put('/api/merchant/set_time_zone', { time_zone: 'America/New_York' }),
    expectAfter: (after) => expect(JSON.parse(after.body).time_zone).toBe('America/New_York'),
  },
  {
    write: 'public booking',
    act: (s) => publicBooking(s, '15:00').then(() => ok),
    expectAfter: gone('15:00'),
  },
  {
    write: 'public cancellation',
    prepare: (s) => publicBooking(s, '15:00'),
    act: (_, { token }) =>
      t.app.inject({ method: 'POST', url: `/api/public/my_appointment/${token}/cancel` }),
    expectAfter: back('15:00'),
  },
  {
    write: 'public reschedule',
    prepare: (s) => publicBooking(s, '15:00'),
    act: (_, { token }) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/public/my_appointment/${token}`,
        payload: { start_at: at(TUESDAY, '16:00') },
      }),
    expectAfter: (after, before) => {
      back('15:00')(after, before);
      expect(startsOf(after)).not.toContain(at(TUESDAY, '16:00'));
    },
  },
];
describe('every write that changes an input invalidates the cache (issue 14 point 4)', () => {
  it.each(rows)('$write', async (row) => {
    const s = await setUpBooking(t);
    const prepared = (await row.prepare?.(s)) ?? {};
    const read = () => s.slots(row.date ?? TUESDAY, s.provider.id);
    const cached = await untilCached(read);
    expect(cached.response.statusCode, cached.response.body).toBe(200);
    const written = await row.act(s, prepared);
    expect(written.statusCode, written.body).toBeLessThan(300);
    await notificationsHeard(s);
    const after = await read();
    row.expectAfter(after, startsOf(cached.response) ?? [], s);
  });
});

describe('a slot shown from a stale cache is never a double booking (issue 14 point 4)', () => {
  it('books through a stale view on one node what another node booked: a clean 409, one appointment', async () => {
    const s = await setUpBooking(t);
    // A second node on the same database, with its own cache and listener.
    const other = await buildApp(t.handle, t.config);
    // This node keeps what it cached: it hears the notifications but drops nothing.
    const deaf = vi.spyOn(t.app.invalidation, 'invalidateLocal').mockImplementation(() => undefined);
    try {
      const read = () => s.slots(TUESDAY, s.provider.id);
      expect(startsOf((await untilCached(read)).response)).toContain(at(TUESDAY, '10:00'));
      const booking = (time: string, app = t.app) =>
        app.inject({
          method: 'POST',
          url: `${s.base}/appointment`,
          payload: {
            offering_id: s.service.id,
            service_provider_id: s.provider.id,
            start_at: at(TUESDAY, time),
            customer: visitor(),
          },
        });
      expect((await booking('10:00', other)).statusCode).toBe(201);
      // The stale view: once this node has heard (and ignored) the booking's notification, it still
      // offers 10:00 …
      await notificationsHeard(s);
      const stale = await untilCached(read);
      expect(startsOf(stale.response)).toContain(at(TUESDAY, '10:00'));
      // … but a visitor who picks it is refused with the day's other times,
      const visitorTry = await booking('10:00');
      expect(visitorTry.statusCode, visitorTry.body).toBe(409);
      expect(visitorTry.json().error.other_slots.length).toBeGreaterThan(0);
      // and staff booking it from the same stale view meet the exclusion constraint: 409, not 500.
      const staffTry = await s.owner.post(`/api/service_provider/${s.provider.id}/appointment`, {
        offering_id: s.service.id,
        start_at: at(TUESDAY, '10:00'),
        end_at: at(TUESDAY, '10:30'),
        customer: newCustomer(),
      });
      expect(staffTry.statusCode, staffTry.body).toBe(409);
      expect(staffTry.json().error.code).toBe('TIME_PERIOD_NOT_AVAILABLE');
      // Two visitors on the two nodes pick the same time at once: one gets it.
      const both = await Promise.all([booking('11:00'), booking('11:00', other)]);
      expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      const booked = await t.handle.db
        .select({ startAt: calendarItems.startAt })
        .from(calendarItems)
        .where(
          and(
            eq(calendarItems.merchantId, s.merchant.id),
            eq(calendarItems.serviceProviderId, s.provider.id),
            eq(calendarItems.status, 'booked'),
          ),
        );
      expect(booked.map((row) => new Date(row.startAt).toISOString()).sort()).toEqual([
        at(TUESDAY, '10:00'),
        at(TUESDAY, '11:00'),
      ]);
    } finally {
      deaf.mockRestore();
      await other.close();
    }
  });
});
