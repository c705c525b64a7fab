import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, TestClient } from '../../test/client.ts';
import { createMerchantWithStaff, createSupportUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const BASE = '/api/saved_reports/customers';

async function owner() {
  const setup = await createMerchantWithStaff(t.handle.db, ['view_reports']);
  return { ...setup, client: await signIn(t.app, setup.owner.userName) };
}
type Report = { report_number: number; report_name: string; is_default: boolean; is_built_in: boolean };
const names = (body: { data: Report[] }) => body.data.map((report) => report.report_name);

describe('saved reports (spec 3 §2.2, §5; spec 2 §2.1)', () => {
  it("starts with the built-in 'All Customers', report 1, the default", async () => {
    const { client } = await owner();
    const response = await client.get(BASE);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        report_number: 1,
        report_name: 'All Customers',
        query_string: '',
        is_default: true,
        default_for_type_by_client: true,
        default_product: true,
        is_built_in: true,
        can_overwrite: false,
        can_delete: false,
      },
    ]);
  });

  it("spec 3 §3.2: default_for_type_by_client is the merchant's default; default_product the built-in report", async () => {
    const { client } = await owner();
    const saved = await client.post(BASE, {
      report_name: 'Mine',
      query_string: 'search=a',
      is_default: true,
    });
    const flags = (body: { data: Record<string, unknown>[] }) =>
      body.data.map((report) => [
        report.report_name,
        report.default_for_type_by_client,
        report.default_product,
      ]);
    expect(flags(saved.json())).toEqual([
      ['All Customers', false, true],
      ['Mine', true, false],
    ]);
    const back = await client.put(`${BASE}/1/default`);
    expect(flags(back.json())).toEqual([
      ['All Customers', true, true],
      ['Mine', false, false],
    ]);
  });

  it('saves (numbers from 2, never reused), makes default, reorders, overwrites and deletes', async () => {
    const { client } = await owner();
    await client.post(BASE, { report_name: 'Denver', query_string: 'search=denver' });
    const saved = await client.post(BASE, {
      report_name: 'VIP',
      query_string: 'search=vip',
      is_default: true,
    });
    expect(saved.statusCode).toBe(200);
    const [builtIn, denver, vip] = saved.json().data as Report[];
    expect([builtIn, denver, vip].map((r) => [r?.report_name, r?.is_default])).toEqual([
      ['All Customers', false],
      ['Denver', false],
      ['VIP', true],
    ]);
    if (!denver || !vip) return;
    expect(denver.report_number).toBeGreaterThanOrEqual(2);
    expect(vip.report_number).toBeGreaterThan(denver.report_number);
    const reordered = await client.put(`${BASE}/order`, {
      report_numbers: [vip.report_number, denver.report_number],
    });
    expect(names(reordered.json())).toEqual(['All Customers', 'VIP', 'Denver']);
    const overwritten = await client.put(`${BASE}/${denver.report_number}`, {
      report_name: 'Denver area',
      query_string: 'search=80202',
    });
    expect(overwritten.json().data[2]).toMatchObject({
      report_name: 'Denver area',
      query_string: 'search=80202',
    });
    const builtInDefault = await client.put(`${BASE}/1/default`);
    expect(builtInDefault.json().data[0].is_default).toBe(true);
    expect(builtInDefault.json().data.filter((r: Report) => r.is_default)).toHaveLength(1);
    const deleted = await client.delete(`${BASE}/${vip.report_number}`);
    expect(names(deleted.json())).toEqual(['All Customers', 'Denver area']);
    const next = await client.post(BASE, { report_name: 'New', query_string: '' });
    expect(next.json().data.at(-1).report_number).toBeGreaterThan(vip.report_number);
  });

  it('names the field: empty, too long or a taken name (the built-in one too), a wrong reorder', async () => {
    const { client } = await owner();
    await client.post(BASE, { report_name: 'VIP', query_string: '' });
    for (const name of ['', 'x'.repeat(61), 'vip', 'ALL CUSTOMERS']) {
      const response = await client.post(BASE, { report_name: name, query_string: '' });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error.details[0].property).toBe('report_name');
    }
    const vip = (await client.get(BASE)).json().data[1].report_number;
    const reorder = await client.put(`${BASE}/order`, { report_numbers: [vip, vip] });
    expect(reorder.statusCode).toBe(400);
    expect((await client.get('/api/saved_reports/people')).statusCode).toBe(400);
  });

  it('spec 3 §5: the built-in report is never overwritten or deleted', async () => {
    const { client } = await owner();
    const overwrite = await client.put(`${BASE}/1`, { report_name: 'Mine', query_string: '' });
    expect(overwrite.statusCode).toBe(403);
    expect((await client.delete(`${BASE}/1`)).statusCode).toBe(403);
  });

  it('spec 3 §5: an impersonated user saves new reports but overwrites none', async () => {
    const { client, owner: ownerUser } = await owner();
    const vip = (await client.post(BASE, { report_name: 'VIP', query_string: '' })).json().data[1]
      .report_number;
    const support = await createSupportUser(t.handle.db);
    const console = new TestClient(t.app);
    const login = { user_name: support.userName, password: TEST_PASSWORD };
    expect((await console.post('/api/support/login', login)).statusCode).toBe(200);
    expect((await console.post('/api/support/impersonate', { user_id: ownerUser.id })).statusCode).toBe(200);
    const overwrite = await console.put(`${BASE}/${vip}`, { report_name: 'VIP', query_string: 'search=x' });
    expect(overwrite.statusCode).toBe(403);
    const list = await console.get(BASE);
    expect(list.json().data[1]).toMatchObject({ can_overwrite: false });
  });

  it("another merchant's reports are neither seen nor changed", async () => {
    const mine = await owner();
    const theirs = await owner();
    await theirs.client.post(BASE, { report_name: 'Theirs', query_string: '' });
    expect(names((await mine.client.get(BASE)).json())).toEqual(['All Customers']);
    expect((await mine.client.put(`${BASE}/2`, { report_name: 'Mine', query_string: '' })).statusCode).toBe(
      404,
    );
    expect((await mine.client.delete(`${BASE}/2`)).statusCode).toBe(404);
    expect(names((await theirs.client.get(BASE)).json())).toEqual(['All Customers', 'Theirs']);
  });
});

describe('who reads and changes saved reports (spec 3 §2.2, §6; issue 13 point 7)', () => {
  const ORDERS = '/api/saved_reports/orders';

  /** A merchant whose owner saved a shared report of each of two types, and a staff member with `rights`. */
  async function merchantWithReports(rights: Parameters<typeof createMerchantWithStaff>[1]) {
    const setup = await createMerchantWithStaff(t.handle.db, rights);
    const ownerClient = await signIn(t.app, setup.owner.userName);
    const customers = await ownerClient.post(BASE, { report_name: 'VIP', query_string: 'search=vip' });
    const orders = await ownerClient.post(ORDERS, { report_name: 'Open', query_string: 'os=open' });
    return {
      ownerClient,
      staff: await signIn(t.app, setup.staff.userName),
      customerReport: customers.json().data[1].report_number as number,
      orderReport: orders.json().data[1].report_number as number,
    };
  }

  it("a staff member without view_reports or manage_customers reads but never changes the owner's reports", async () => {
    const { ownerClient, staff, customerReport, orderReport } = await merchantWithReports([
      'neon_service_provider',
    ]);
    const list = await staff.get(BASE);
    expect(list.statusCode).toBe(200);
    expect(list.json().data[1]).toMatchObject({
      report_name: 'VIP',
      can_overwrite: false,
      can_delete: false,
    });
    expect((await staff.get(ORDERS)).statusCode).toBe(200);
    const refusals = [
      [() => staff.post(BASE, { report_name: 'Mine', query_string: '' }), 'Manage customers'],
      [
        () => staff.put(`${BASE}/${customerReport}`, { report_name: 'Renamed', query_string: '' }),
        'Manage customers',
      ],
      [() => staff.put(`${BASE}/${customerReport}/default`), 'Manage customers'],
      [() => staff.put(`${BASE}/order`, { report_numbers: [customerReport] }), 'Manage customers'],
      [() => staff.delete(`${BASE}/${customerReport}`), 'Manage customers'],
      [
        () => staff.put(`${ORDERS}/${orderReport}`, { report_name: 'Renamed', query_string: '' }),
        'View reports',
      ],
      [() => staff.delete(`${ORDERS}/${orderReport}`), 'View reports'],
      // spec 3 §2.2: the items report itself needs view_reports.
      [() => staff.get('/api/saved_reports/items'), 'View reports'],
    ] as const;
    for (const [call, right] of refusals) {
      const response = await call();
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'FORBIDDEN',
        message: `You need the "${right}" permission to do this.`,
      });
    }
    expect(names((await ownerClient.get(BASE)).json())).toEqual(['All Customers', 'VIP']);
    expect(names((await ownerClient.get(ORDERS)).json())).toEqual(['All Orders', 'Open']);
  });

  it("view_reports changes the reports' saved reports; manage_customers the customer list's", async () => {
    const reports = await merchantWithReports(['view_reports']);
    const renamed = await reports.staff.put(`${ORDERS}/${reports.orderReport}`, {
      report_name: 'Open orders',
      query_string: 'os=open',
    });
    expect(renamed.statusCode).toBe(200);
    expect(names(renamed.json())).toEqual(['All Orders', 'Open orders']);
    expect((await reports.staff.delete(`${BASE}/${reports.customerReport}`)).statusCode).toBe(403);

    const customers = await merchantWithReports(['manage_customers']);
    const deleted = await customers.staff.delete(`${BASE}/${customers.customerReport}`);
    expect(deleted.statusCode).toBe(200);
    expect(names(deleted.json())).toEqual(['All Customers']);
    expect((await customers.staff.delete(`${ORDERS}/${customers.orderReport}`)).statusCode).toBe(403);
  });

  it("a permitted user of another merchant finds none of this merchant's reports (404)", async () => {
    const mine = await merchantWithReports(['view_reports', 'manage_customers']);
    const theirs = await merchantWithReports(['view_reports', 'manage_customers']);
    // Both merchants number their first saved report alike; use a number only `theirs` has.
    await theirs.ownerClient.post(BASE, { report_name: 'Second', query_string: '' });
    const second = (await theirs.ownerClient.get(BASE)).json().data[2].report_number as number;
    expect(
      (await mine.staff.put(`${BASE}/${second}`, { report_name: 'X', query_string: '' })).statusCode,
    ).toBe(404);
    expect((await mine.staff.delete(`${BASE}/${second}`)).statusCode).toBe(404);
    expect((await mine.staff.put(`${BASE}/${second}/default`)).statusCode).toBe(404);
    expect(names((await theirs.ownerClient.get(BASE)).json())).toEqual(['All Customers', 'VIP', 'Second']);
  });
});
