import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsHeard as heard, untilCached as untilServed } from '../../test/cache-waits.ts';
import { countQueries } from '../../test/query-counter.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { runQueuedMerges } from '../customer-merge/customer-merge.service.ts';
import { insertJob } from '../customer-merge/merge-jobs.repository.ts';
import { manageTokenOf, setUpBooking, visitor } from '../public-booking/public-booking-test-setup.ts';
import { at, newCustomer, nextWeekday } from './calendar-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** How many times this process sent the week's prepared statement (by its name, 'calendar_week'). */
let weekStatements: ReturnType<typeof countQueries>;
beforeAll(() => {
  weekStatements = countQueries({ statementName: (name) => name === 'calendar_week' });
});
afterAll(() => weekStatements.restore());

type Response = { statusCode: number; body: string };
type Setup = Awaited<ReturnType<typeof setUpBooking>>;

const TUESDAY = nextWeekday(2, 1);
const MONDAY = nextWeekday(1, 1);
const weekUrl = (s: Setup, providerId = s.provider.id) =>
  `/api/service_provider/${providerId}/calendar_week/${TUESDAY.replaceAll('-', '')}`;

async function measured<T extends Response>(request: () => Promise<T>) {
  weekStatements.reset();
  const response = await request();
  return { response, week: weekStatements.count, statements: weekStatements.count };
}

const untilCached = <T extends Response>(request: () => Promise<T>) =>
  untilServed(() => measured(request), 'week');

/** Waits until no key of the set-up is held, so the next read meets what the invalidation left. */
const notificationsHeard = (s: Setup) =>
  heard(t.app.invalidation, [
    ['availability', String(s.merchant.id)],
    ['availability', `${s.merchant.id}:offering:${s.service.id}`],
    ['availability', `${s.merchant.id}:${s.provider.id}`],
    ['calendar', String(s.merchant.id)],
    ['merchant', String(s.merchant.id)],
    ['user', String(s.provider.userId)],
  ]);

type WeekItem = {
  id: number;
  title: string;
  start_at: string;
  offering: { name: string } | null;
  customer: { first_name: string; last_name: string } | null;
};
const itemsOf = (response: Response): WeekItem[] =>
  (JSON.parse(response.body).days as { items: WeekItem[] }[]).flatMap((day) => day.items);
const itemAt = (response: Response, time: string, date = TUESDAY) =>
  itemsOf(response).find((item) => item.start_at === at(date, time));

const appointment = async (s: Setup, time: string, name?: { first_name: string }) => {
  const customer = { ...newCustomer(), ...name };
  const response = await s.owner.post(`/api/service_provider/${s.provider.id}/appointment`, {
    offering_id: s.service.id,
    start_at: at(TUESDAY, time),
    end_at: at(TUESDAY, `${time.slice(0, 3)}30`),
    customer,
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json();
  return { id: body.id as number, customerId: body.customer.id as number, email: customer.email };
};
const personalTime = async (s: Setup) => {
  const response = await s.owner.post(`/api/service_provider/${s.provider.id}/personal_time`, {
    title: 'Dentist',
    start_at: at(TUESDAY, '14:00'),
    end_at: at(TUESDAY, '14:30'),
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

type Row = {
  write: string;
  /** Made before the cache is warmed: what the write needs. */
  prepare?: (s: Setup) => Promise<Record<string, string | number>>;
  act: (s: Setup, prepared: Record<string, string | number>) => Promise<Response>;
  /** The week after the write, against the week before it. */
  expectAfter: (after: Response, before: Response) => void;
};
const ok = { statusCode: 200, body: '' };

/** Issue 14 point 5: every kind of write that changes what the week shows, and what the next week shows. */
const rows: Row[] = [
  {
    write: 'appointment booked by staff',
    act: (s) => appointment(s, '10:00').then(() => ok),
    expectAfter: (after, before) => {
      expect(itemAt(before, '10:00')).toBeUndefined();
      expect(itemAt(after, '10:00')?.offering?.name).toBe('Haircut');
    },
  },
  {
    write: 'appointment edited in place (another customer, same time)',
    prepare: (s) => appointment(s, '10:00'),
    act: (s, { id }) =>
      s.owner.put(`/api/service_provider/${s.provider.id}/appointment/${id}`, {
        offering_id: s.service.id,
        start_at: at(TUESDAY, '10:00'),
        end_at: at(TUESDAY, '10:30'),
        customer: { ...newCustomer(), first_name: 'Grace' },
      }),
    expectAfter: (after, before) => {
      expect(itemAt(before, '10:00')?.customer?.first_name).toBe('Ada');
      expect(itemAt(after, '10:00')?.customer?.first_name).toBe('Grace');
    },
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
    expectAfter: (after) => {
      expect(itemAt(after, '10:00')).toBeUndefined();
      expect(itemAt(after, '11:00')).toBeDefined();
    },
  },
  {
    write: 'appointment deleted',
    prepare: (s) => appointment(s, '10:00'),
    act: (s, { id }) => s.owner.delete(`/api/appointment/${id}`),
    expectAfter: (after, before) => {
      expect(itemAt(before, '10:00')).toBeDefined();
      expect(itemAt(after, '10:00')).toBeUndefined();
    },
  },
  {
    write: "personal time's title",
    prepare: personalTime,
    act: (s, { id }) =>
      s.owner.put(`/api/service_provider/${s.provider.id}/personal_time/${id}`, {
        title: 'Physio',
        start_at: at(TUESDAY, '14:00'),
        end_at: at(TUESDAY, '14:30'),
      }),
    expectAfter: (after) => expect(itemAt(after, '14:00')?.title).toBe('Physio'),
  },
  {
    write: 'personal time deleted',
    prepare: personalTime,
    act: (s, { id }) => s.owner.delete(`/api/service_provider/${s.provider.id}/personal_time/${id}`),
    expectAfter: (after) => expect(itemAt(after, '14:00')).toBeUndefined(),
  },
  {
    write: 'customer renamed',
    prepare: (s) => appointment(s, '10:00'),
    act: (s, { customerId, email }) =>
      s.owner.put(`/api/customer/${customerId}`, { first_name: 'Augusta', last_name: 'King', email }),
    expectAfter: (after) =>
      expect(itemAt(after, '10:00')?.customer).toMatchObject({ first_name: 'Augusta', last_name: 'King' }),
  },
  {
    write: 'customers merged (the kept one takes the appointments)',
    prepare: async (s) => {
      const merged = await appointment(s, '10:00');
      const kept = await appointment(s, '11:00', { first_name: 'Grace' });
      return { mergedId: merged.customerId, keptId: kept.customerId };
    },
    // Queued as POST merge_customers queues it (that route's own test covers its rights), then run.
    act: async (s, { mergedId, keptId }) => {
      await insertJob(t.handle.db, {
        merchantId: s.merchant.id,
        primaryCustomerId: Number(keptId),
        secondaryCustomerIds: [Number(mergedId)],
        requestedByUserId: s.provider.userId,
      });
      await runQueuedMerges(t.handle.db);
      return ok;
    },
    expectAfter: (after, before) => {
      expect(itemAt(before, '10:00')?.customer?.first_name).toBe('Ada');
      expect(itemAt(after, '10:00')?.customer?.first_name).toBe('Grace');
    },
  },
  {
    write: 'service renamed',
    prepare: (s) => appointment(s, '10:00'),
    act: (s) =>
      s.owner.put(`/api/offering/${s.service.id}`, {
        name: 'Beard trim',
        duration: 30,
        duration_display_unit: 'Minutes',
        buffer_minutes: 0,
        price: '30',
        is_bookable: true,
        service_provider_ids: [s.provider.id, s.otherProvider.id],
      }),
    expectAfter: (after) => {
      expect(itemAt(after, '10:00')?.offering?.name).toBe('Beard trim');
      expect(itemAt(after, '10:00')?.title).toBe('Beard trim');
    },
  },
  {
    write: 'day off',
    act: (s) => s.owner.post(`/api/service_provider/${s.provider.id}/day_off/${TUESDAY}`),
    expectAfter: (after) => {
      const tuesday = JSON.parse(after.body).days.find((day: { date: string }) => day.date === TUESDAY);
      expect(tuesday.is_working_day).toBe(false);
    },
  },
  {
    write: "the day's own hours",
    act: (s) =>
      s.owner.put(`/api/service_provider/${s.provider.id}/day_boundary/${TUESDAY}`, {
        start_time: '07:00',
        end_time: '12:00',
      }),
    expectAfter: (after) => expect(JSON.parse(after.body).earliest_default_start_time).toBe('07:00'),
  },
  {
    write: 'a break removed for one date',
    act: (s) => s.owner.delete(`/api/service_provider/${s.provider.id}/break/${s.lunch.id}/${MONDAY}`),
    expectAfter: (after, before) => {
      expect(itemAt(before, '12:00', MONDAY)?.title).toBe('Break');
      expect(itemAt(after, '12:00', MONDAY)).toBeUndefined();
    },
  },
  {
    write: "merchant's time zone",
    act: (s) => s.owner.put('/api/merchant/set_time_zone', { time_zone: 'America/New_York' }),
    expectAfter: (after) => expect(JSON.parse(after.body).time_zone).toBe('America/New_York'),
  },
  {
    write: 'public booking',
    act: (s) => publicBooking(s, '15:00').then(() => ok),
    expectAfter: (after) => expect(itemAt(after, '15:00')?.customer?.first_name).toBe('Grace'),
  },
  {
    write: 'public cancellation',
    prepare: (s) => publicBooking(s, '15:00'),
    act: (_, { token }) =>
      t.app.inject({ method: 'POST', url: `/api/public/my_appointment/${token}/cancel` }),
    expectAfter: (after) => expect(itemAt(after, '15:00')).toBeUndefined(),
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
    expectAfter: (after) => {
      expect(itemAt(after, '15:00')).toBeUndefined();
      expect(itemAt(after, '16:00')).toBeDefined();
    },
  },
];

describe('calendar_week from the node cache (issue 14 point 5)', () => {
  it('serves a repeated week without the week statement, the same bytes as the first answer', async () => {
    const s = await setUpBooking(t);
    await appointment(s, '10:00');
    await notificationsHeard(s);
    const first = await measured(() => s.owner.get(weekUrl(s)));
    expect(first.response.statusCode, first.response.body).toBe(200);
    expect(first.week).toBe(1);
    const hit = await untilCached(() => s.owner.get(weekUrl(s)));
    expect(hit.response.body).toBe(first.response.body);
    expect(hit.response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('checks access on every request: 403 without the right and 404 for another merchant, cache filled', async () => {
    const s = await setUpBooking(t);
    const other = await setUpBooking(t);
    await untilCached(() => s.owner.get(weekUrl(s)));
    await untilCached(() => other.owner.get(weekUrl(other)));
    // `other` may use only its own calendar (spec 1 §2.5): the provider's week is cached, still 403.
    expect((await s.other.get(weekUrl(s))).statusCode).toBe(403);
    expect((await s.other.get(weekUrl(s, s.otherProvider.id))).statusCode).toBe(200);
    // Another merchant's provider, whose week this node holds: 404, as if it did not exist.
    expect((await s.owner.get(weekUrl(other))).statusCode).toBe(404);
    expect((await other.owner.get(weekUrl(s))).statusCode).toBe(404);
  });
});

describe('every write that changes the week shows in the next answer (issue 14 point 5)', () => {
  it.each(rows)('$write', async (row) => {
    const s = await setUpBooking(t);
    const prepared = (await row.prepare?.(s)) ?? {};
    const read = () => s.owner.get(weekUrl(s));
    const cached = await untilCached(read);
    expect(cached.response.statusCode, cached.response.body).toBe(200);
    const written = await row.act(s, prepared);
    expect(written.statusCode, written.body).toBeLessThan(300);
    await notificationsHeard(s);
    const after = await read();
    expect(after.statusCode, after.body).toBe(200);
    row.expectAfter(after, cached.response);
  });
});
