import type { StaffUser } from '@paybook/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarItems, offeringServiceProviders } from '../../db/schema/index.ts';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { createService, makeProvider } from '../../test/staff-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 26 point 7: the provider's derived flags on GET hub/user/{id} (has offerings, has a work plan,
// has appointments, may be toggled) and spec 3 §7 GET service_provider/{id}/all_appointments/count.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const HOUR = 3_600_000;

async function setUp(staffRights: Parameters<typeof createMerchantWithStaff>[1] = []) {
  const s = await createMerchantWithStaff(t.handle.db, staffRights);
  return { ...s, client: await signIn(t.app, s.owner.userName) };
}

async function book(
  merchantId: number,
  providerId: number,
  offeringId: number,
  hoursAhead: number,
  status = 'booked',
) {
  const start = new Date(Date.now() + hoursAhead * HOUR);
  await t.handle.db.insert(calendarItems).values({
    merchantId,
    kind: 'appointment',
    serviceProviderId: providerId,
    offeringId,
    startAt: start,
    endAt: new Date(start.getTime() + HOUR / 2),
    status,
  });
}

describe("a provider's derived flags (issue 26 point 7)", () => {
  it('a new provider with a work plan: no offerings, no appointments, may be toggled by the owner', async () => {
    const { staff, client } = await setUp();
    await makeProvider(t.handle.db, staff);
    const user = (await client.get(`/api/hub/user/${staff.id}`)).json<StaffUser>();
    expect(user).toMatchObject({
      has_offerings: false,
      has_work_plan: true,
      has_appointments: false,
      may_toggle: true,
    });
  });

  it('offerings and appointments (past or cancelled count) show; an inactive provider without a work plan may not be toggled', async () => {
    const { merchant, staff, client } = await setUp();
    const provider = await makeProvider(t.handle.db, staff, []);
    const service = await createService(t.handle.db, merchant);
    await t.handle.db
      .insert(offeringServiceProviders)
      .values({ merchantId: merchant.id, offeringId: service.id, serviceProviderId: provider.id });
    await book(merchant.id, provider.id, service.id, -48, 'cancelled');
    await client.put(`/api/hub/user/deactivate/${staff.id}`, {});
    const user = (await client.get(`/api/hub/user/${staff.id}`)).json<StaffUser>();
    expect(user).toMatchObject({
      is_active: false,
      has_offerings: true,
      has_work_plan: false,
      has_appointments: true,
      may_toggle: false,
    });
    // The toggle the flag hides is refused by the same rule (spec 3 §4.7).
    const refused = await client.put(`/api/hub/user/activate/${staff.id}`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toContainEqual({
      property: 'work_plans',
      message: 'provider work plan required',
    });
  });

  it('the owner and oneself may never be toggled', async () => {
    const { owner, client } = await setUp();
    expect((await client.get(`/api/hub/user/${owner.id}`)).json<StaffUser>().may_toggle).toBe(false);
  });
});

describe('GET service_provider/{id}/all_appointments/count (spec 3 §7)', () => {
  it('counts every appointment, past, to come and cancelled; not personal time', async () => {
    const { merchant, staff, client } = await setUp();
    const provider = await makeProvider(t.handle.db, staff);
    const service = await createService(t.handle.db, merchant);
    await book(merchant.id, provider.id, service.id, -24);
    await book(merchant.id, provider.id, service.id, 24);
    await book(merchant.id, provider.id, service.id, 48, 'cancelled');
    await t.handle.db.insert(calendarItems).values({
      merchantId: merchant.id,
      kind: 'personal_time',
      serviceProviderId: provider.id,
      startAt: new Date(Date.now() + 72 * HOUR),
      endAt: new Date(Date.now() + 73 * HOUR),
    });
    const response = await client.get(`/api/service_provider/${provider.id}/all_appointments/count`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 3 });
  });

  it("answers 404 for another merchant's provider and 400 for an id that is no id", async () => {
    const first = await setUp();
    const provider = await makeProvider(t.handle.db, first.staff);
    const second = await setUp();
    expect(
      (await second.client.get(`/api/service_provider/${provider.id}/all_appointments/count`)).statusCode,
    ).toBe(404);
    const bad = await second.client.get('/api/service_provider/abc/all_appointments/count');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].property).toBe('serviceProviderId');
  });
});
