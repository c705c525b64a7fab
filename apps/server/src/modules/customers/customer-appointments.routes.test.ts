import type { CustomerAppointmentPage } from '@paybook/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarItems } from '../../db/schema/index.ts';
import { signIn } from '../../test/client.ts';
import { createMerchant, createUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createTestApp } from '../../test/test-app.ts';
import { setUpCalendar } from '../calendar/calendar-test-setup.ts';
import { addCustomer } from './customers-test-setup.ts';

// Issue 16 point 7: GET /api/customer/{id}/appointments, the visits on the customer's profile.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const HOUR = 3_600_000;

/** An appointments merchant with two providers, a customer and visits inserted around now. */
async function withVisits() {
  const s = await setUpCalendar(t);
  const customer = await addCustomer(s.owner);
  const now = Date.now();
  const visit = async (
    providerId: number,
    hoursAhead: number,
    status: 'booked' | 'arrived' | 'completed' | 'no_show' | 'cancelled' = 'booked',
  ) => {
    const start = new Date(now + hoursAhead * HOUR);
    const [row] = await t.handle.db
      .insert(calendarItems)
      .values({
        merchantId: s.merchant.id,
        kind: 'appointment',
        serviceProviderId: providerId,
        offeringId: s.service.id,
        customerId: customer.id,
        startAt: start,
        endAt: new Date(start.getTime() + HOUR / 2),
        status,
      })
      .returning({ id: calendarItems.id });
    return row!.id;
  };
  return { ...s, customer, visit };
}

const pageOf = async (client: Awaited<ReturnType<typeof setUpCalendar>>['owner'], path: string) => {
  const response = await client.get(path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CustomerAppointmentPage>();
};

describe('GET /api/customer/{id}/appointments (issue 16 point 7)', () => {
  it('lists upcoming soonest first and past most recent first, with status, service, provider and zone', async () => {
    const s = await withVisits();
    const later = await s.visit(s.provider.id, 48);
    const soon = await s.visit(s.otherProvider.id, 2, 'cancelled');
    const lastWeek = await s.visit(s.provider.id, -24 * 6, 'no_show');
    const yesterday = await s.visit(s.provider.id, -24, 'completed');
    // Started 10 minutes ago and still running: upcoming until it ends.
    const running = await s.visit(s.provider.id, -1 / 6, 'arrived');
    const base = `/api/customer/${s.customer.id}/appointments`;

    const upcoming = await pageOf(s.owner, `${base}?when=upcoming`);
    expect(upcoming.data.map((row) => row.id)).toEqual([running, soon, later]);
    expect(upcoming.has_more).toBe(false);
    expect(upcoming.data[1]).toMatchObject({
      status: 'cancelled',
      time_zone: 'America/Denver',
      service: { id: s.service.id, name: 'Haircut' },
      provider: { id: s.otherProvider.id, name: 'Pat Provider' },
    });
    expect(
      new Date(upcoming.data[2]!.end_at).getTime() - new Date(upcoming.data[2]!.start_at).getTime(),
    ).toBe(HOUR / 2);

    const past = await pageOf(s.owner, `${base}?when=past`);
    expect(past.data.map((row) => [row.id, row.status])).toEqual([
      [yesterday, 'completed'],
      [lastWeek, 'no_show'],
    ]);

    // A page at a time: has_more says there is another; the offset continues after it.
    const first = await pageOf(s.owner, `${base}?when=upcoming&limit=2`);
    expect(first.data.map((row) => row.id)).toEqual([running, soon]);
    expect(first.has_more).toBe(true);
    const second = await pageOf(s.owner, `${base}?when=upcoming&limit=2&offset=2`);
    expect(second).toEqual({ data: [expect.objectContaining({ id: later })], has_more: false });
    // The default is upcoming.
    expect((await pageOf(s.owner, base)).data.map((row) => row.id)).toEqual([running, soon, later]);
  });

  it("a customer without visits has empty pages (another customer's visits stay theirs)", async () => {
    const s = await withVisits();
    const other = await addCustomer(s.owner);
    await s.visit(s.provider.id, 5);
    expect(await pageOf(s.owner, `/api/customer/${other.id}/appointments?when=upcoming`)).toEqual({
      data: [],
      has_more: false,
    });
    expect(await pageOf(s.owner, `/api/customer/${other.id}/appointments?when=past`)).toEqual({
      data: [],
      has_more: false,
    });
  });

  it('validation: a bad id, when, limit or offset is a 400 naming the field', async () => {
    const s = await withVisits();
    const base = `/api/customer/${s.customer.id}/appointments`;
    const cases: Array<[string, string]> = [
      ['/api/customer/abc/appointments', 'id'],
      [`${base}?when=soon`, 'when'],
      [`${base}?limit=0`, 'limit'],
      [`${base}?limit=51`, 'limit'],
      [`${base}?offset=-1`, 'offset'],
    ];
    for (const [path, property] of cases) {
      const response = await s.owner.get(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().error.details.map((d: { property: string }) => d.property)).toContain(property);
    }
  });

  it('a provider without manage_appointments sees only their own calendar’s visits (spec 1 §2.5)', async () => {
    const s = await withVisits();
    const mine = await s.visit(s.otherProvider.id, 3);
    await s.visit(s.provider.id, 4);
    const minePast = await s.visit(s.otherProvider.id, -30, 'completed');
    await s.visit(s.provider.id, -20, 'completed');
    const base = `/api/customer/${s.customer.id}/appointments`;
    expect((await pageOf(s.other, `${base}?when=upcoming`)).data.map((row) => row.id)).toEqual([mine]);
    expect((await pageOf(s.other, `${base}?when=past`)).data.map((row) => row.id)).toEqual([minePast]);
    // A user who is no provider and lacks manage_appointments sees none.
    const clerk = await createUser(t.handle.db, s.merchant, { accessRights: ['manage_customers'] });
    const client = await signIn(t.app, clerk.userName);
    expect(await pageOf(client, `${base}?when=upcoming`)).toEqual({ data: [], has_more: false });
  });

  it('permission denied: without the appointments feature the visits are refused (403)', async () => {
    const merchant = await createMerchant(t.handle.db, { features: ['customer_tab', 'customer_profile'] });
    const owner = await createUser(t.handle.db, merchant, {
      isOwner: true,
      isAdmin: true,
      accessRights: ['manage_customers', 'manage_appointments'],
    });
    const client = await signIn(t.app, owner.userName);
    const customer = await addCustomer(client);
    expect((await client.get(`/api/customer/${customer.id}/full`)).statusCode).toBe(200);
    const refused = await client.get(`/api/customer/${customer.id}/appointments`);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
  });

  it("another merchant's customer, or an unknown id, is not found (404)", async () => {
    const s = await withVisits();
    await s.visit(s.provider.id, 2);
    const other = await setUpCalendar(t);
    const foreign = await other.owner.get(`/api/customer/${s.customer.id}/appointments`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('NOT_FOUND');
    expect((await s.owner.get('/api/customer/999999999/appointments')).statusCode).toBe(404);
  });
});
