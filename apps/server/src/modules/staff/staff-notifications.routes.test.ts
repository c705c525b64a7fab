import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { makeProvider } from '../../test/staff-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 16 point 10: a provider's default e-mail groups include Appointments (spec 3 §9 lists the rest).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const week = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day_of_week: day,
  start_at: '09:00',
  end_at: '17:00',
  enabled: day >= 1 && day <= 5,
  breaks: [],
}));

async function ownerClient() {
  const setup = await createMerchantWithStaff(t.handle.db);
  return { ...setup, client: await signIn(t.app, setup.owner.userName) };
}

const email = () => `new-${Math.random().toString(36).slice(2)}@example.test`;

describe('default e-mail groups (spec 3 §3.3 notifications, issue 16 point 10)', () => {
  it('a new provider added without a choice gets appointments; other staff do not', async () => {
    const { client } = await ownerClient();
    const provider = await client.post('/api/hub/user', {
      email: email(),
      first_name: 'Nina',
      last_name: 'Novak',
      appears_on_booking: true,
      work_plans: week,
    });
    expect(provider.statusCode).toBe(200);
    expect(provider.json().notifications).toMatchObject({ appointments: true, order: true, payments: true });
    const clerk = await client.post('/api/hub/user', {
      email: email(),
      first_name: 'Cal',
      last_name: 'Clerk',
    });
    expect(clerk.statusCode).toBe(200);
    expect(clerk.json().notifications).toMatchObject({ appointments: false, order: true });
  });

  it('a chosen value wins over the default', async () => {
    const { client } = await ownerClient();
    const response = await client.post('/api/hub/user', {
      email: email(),
      first_name: 'Nina',
      last_name: 'Novak',
      appears_on_booking: true,
      work_plans: week,
      notifications: { appointments: false },
    });
    expect(response.json().notifications.appointments).toBe(false);
  });

  it('a provider who never chose reads appointments on; staff who are not providers read it off', async () => {
    const { client, staff } = await ownerClient();
    expect((await client.get(`/api/hub/user/${staff.id}`)).json().notifications.appointments).toBe(false);
    await makeProvider(t.handle.db, staff);
    expect((await client.get(`/api/hub/user/${staff.id}`)).json().notifications.appointments).toBe(true);
  });
});
