import { TIME_PERIOD_NOT_AVAILABLE } from '@paybook/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarItems } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { at, newCustomer as customer, nextWeekday, setUpCalendar } from './calendar-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('No double booking and idempotency (ARCHITECTURE.md, issue 4 point 5)', () => {
  it('the database itself refuses overlapping rows (exclusion constraint, SQLSTATE 23P01)', async () => {
    const s = await setUpCalendar(t);
    const start = new Date(at(nextWeekday(2), '10:00'));
    const row = {
      merchantId: s.merchant.id,
      kind: 'personal_time' as const,
      serviceProviderId: s.provider.id,
      startAt: start,
      endAt: new Date(start.getTime() + 3_600_000),
    };
    await t.handle.db.insert(calendarItems).values(row);
    const error = await t.handle.db
      .insert(calendarItems)
      .values({
        ...row,
        startAt: new Date(start.getTime() + 1_800_000),
        endAt: new Date(start.getTime() + 5_400_000),
      })
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    const codes: unknown[] = [];
    for (let current = error; current instanceof Error; current = current.cause)
      codes.push((current as { code?: unknown }).code);
    expect(codes).toContain('23P01');
    // Another provider, or a cancelled item, does not conflict.
    await t.handle.db.insert(calendarItems).values({ ...row, serviceProviderId: s.otherProvider.id });
    await t.handle.db.insert(calendarItems).values({ ...row, status: 'cancelled' });
  });

  it('ARCHITECTURE.md: 200 concurrent overlapping bookings give exactly one winner per overlapping set', async () => {
    const s = await setUpCalendar(t);
    const monday = nextWeekday(1, 1);
    const url = `/api/service_provider/${s.provider.id}/appointment`;
    // Four sets of 50 calls; each set's calls overlap one another and no call of another set.
    const sets = ['09:00', '10:00', '14:00', '15:00'];
    const calls = Array.from({ length: 200 }, (_, index) => {
      const base = sets[index % 4]!;
      const minute = (index % 3) * 5;
      const [hours] = base.split(':');
      const start = `${hours}:${String(minute).padStart(2, '0')}`;
      const end = `${hours}:${String(minute + 30).padStart(2, '0')}`;
      return {
        set: index % 4,
        payload: {
          offering_id: s.service.id,
          start_at: at(monday, start),
          end_at: at(monday, end),
          customer: customer(),
        },
      };
    });
    const responses = await Promise.all(calls.map(({ payload }) => s.owner.post(url, payload)));
    for (let set = 0; set < 4; set++) {
      const statuses = responses
        .filter((_, index) => calls[index]!.set === set)
        .map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    }
    const conflict = responses.find((response) => response.statusCode === 409)!;
    expect(conflict.json().error.code).toBe(TIME_PERIOD_NOT_AVAILABLE);
  }, 120_000);

  it('ARCHITECTURE.md idempotency: a repeat with the same key replays the first answer', async () => {
    const s = await setUpCalendar(t);
    const monday = nextWeekday(3);
    const url = `/api/service_provider/${s.provider.id}/appointment`;
    const body = {
      offering_id: s.service.id,
      start_at: at(monday, '11:00'),
      end_at: at(monday, '11:30'),
      customer: customer(),
    };
    const headers = { 'idempotency-key': 'book-1' };
    const first = await s.owner.post(url, body, { headers });
    const repeat = await s.owner.post(url, body, { headers });
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
  });
});
