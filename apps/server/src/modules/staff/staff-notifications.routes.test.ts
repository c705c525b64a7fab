import type { StaffNotificationList, StaffNotificationRow } from '@paybook/contracts';
import { INTEGRATIONS_GROUP_REFUSED } from '@paybook/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff, createUser } from '../../test/factories.ts';
import { makeProvider } from '../../test/staff-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectFieldError } from '../catalogue/catalogue-test-setup.ts';

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

describe('notification groups per staff member on the notifications page (issue 26 point 1, spec 3 §6)', () => {
  const rowOf = (list: StaffNotificationList, id: number) => list.data.find((row) => row.id === id);

  it('GET staff_notifications lists the active staff by name, each with the groups they may and do receive', async () => {
    const { client, merchant, owner, staff } = await ownerClient();
    await createUser(t.handle.db, merchant, { lastName: 'Zed', isActive: false });
    const response = await client.get('/api/staff_notifications');
    expect(response.statusCode).toBe(200);
    const list = response.json<StaffNotificationList>();
    expect(list.data.map((row) => row.last_name)).toEqual(['Owner', 'Staff']);
    expect(rowOf(list, owner.id)).toMatchObject({
      is_master: true,
      is_current: true,
      role_name: expect.any(String),
    });
    // Integrations only for Manage Configuration holders; the defaults where nothing was chosen (spec 3 §9).
    expect(rowOf(list, owner.id)?.groups).toContain('integrations');
    expect(rowOf(list, staff.id)?.groups).not.toContain('integrations');
    expect(rowOf(list, staff.id)?.notifications).toEqual({
      order: true,
      payments: true,
      appointments: false,
      subscriptionAccount: true,
      orderPayment: true,
      subscriptionPayment: false,
      invoice: false,
    });
  });

  it('PUT hub/user/{id}/notifications changes the groups named and keeps the others', async () => {
    const { client, staff } = await ownerClient();
    const response = await client.put(`/api/hub/user/${staff.id}/notifications`, {
      notifications: { invoice: true, order: false },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<StaffNotificationRow>().notifications).toMatchObject({
      invoice: true,
      order: false,
      payments: true,
    });
    const again = await client.put(`/api/hub/user/${staff.id}/notifications`, {
      notifications: { payments: false },
    });
    expect(again.json<StaffNotificationRow>().notifications).toMatchObject({
      invoice: true,
      order: false,
      payments: false,
    });
    const user = (await client.get(`/api/hub/user/${staff.id}`)).json<{
      notifications: Record<string, boolean>;
    }>();
    expect(user.notifications).toMatchObject({ invoice: true, order: false, payments: false });
  });

  it('ten changes at once to one member all land, and the server still answers', async () => {
    const { client, staff } = await ownerClient();
    const groups = ['order', 'payments', 'appointments', 'subscriptionAccount', 'orderPayment'] as const;
    const answers = await Promise.all([
      ...groups.map((group) =>
        client.put(`/api/hub/user/${staff.id}/notifications`, { notifications: { [group]: false } }),
      ),
      ...groups.map((group) =>
        client.put(`/api/hub/user/${staff.id}/notifications`, { notifications: { [group]: false } }),
      ),
      client.get('/api/health'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const user = (await client.get(`/api/hub/user/${staff.id}`)).json<{
      notifications: Record<string, boolean>;
    }>();
    for (const group of groups) expect(user.notifications[group]).toBe(false);
  });

  it('refuses a group the member may not receive, an unknown group and an empty change, naming the field', async () => {
    const { client, staff } = await ownerClient();
    const integrations = await client.put(`/api/hub/user/${staff.id}/notifications`, {
      notifications: { integrations: true, invoice: true },
    });
    expectFieldError(integrations, 'notifications.integrations', INTEGRATIONS_GROUP_REFUSED);
    // Nothing was written: the invoice group keeps its default.
    const user = (await client.get(`/api/hub/user/${staff.id}`)).json<{
      notifications: Record<string, boolean>;
    }>();
    expect(user.notifications.invoice).toBe(false);
    expect(
      (await client.put(`/api/hub/user/${staff.id}/notifications`, { notifications: { fax: true } }))
        .statusCode,
    ).toBe(400);
    expectFieldError(
      await client.put(`/api/hub/user/${staff.id}/notifications`, { notifications: {} }),
      'notifications',
    );
  });

  it('a member changes their own groups; changing another needs the right to open them; other merchants are not found', async () => {
    const { merchant, owner, staff } = await ownerClient();
    const member = await signIn(t.app, staff.userName);
    expect(
      (await member.put(`/api/hub/user/${staff.id}/notifications`, { notifications: { invoice: true } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await member.put(`/api/hub/user/${owner.id}/notifications`, { notifications: { invoice: true } }))
        .statusCode,
    ).toBe(403);
    // The list belongs to the notifications page, which needs Manage Configuration.
    expect((await member.get('/api/staff_notifications')).statusCode).toBe(403);
    const manager = await createUser(t.handle.db, merchant, { accessRights: ['manage_users'] });
    const managerClient = await signIn(t.app, manager.userName);
    expect(
      (
        await managerClient.put(`/api/hub/user/${staff.id}/notifications`, {
          notifications: { invoice: false },
        })
      ).statusCode,
    ).toBe(200);
    const other = await ownerClient();
    expect(
      (
        await other.client.put(`/api/hub/user/${staff.id}/notifications`, {
          notifications: { invoice: true },
        })
      ).statusCode,
    ).toBe(404);
    const theirs = (await other.client.get('/api/staff_notifications')).json<StaffNotificationList>();
    expect(rowOf(theirs, staff.id)).toBeUndefined();
  });
});
