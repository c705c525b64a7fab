import { beforeAll, describe, expect, it, vi } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { signIn, type TestClient } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { crossShardRowLocks, rowLocks, statementsDuring } from '../../test/row-locks.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { runQueuedExports } from './customer-export.service.ts';
import { insertJob } from './export-jobs.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function setUp(staffRights: Parameters<typeof createMerchantWithStaff>[1] = []) {
  const setup = await createMerchantWithStaff(t.handle.db, staffRights, { hasPayments: true });
  const rows = await t.handle.db
    .insert(customers)
    .values([
      { merchantId: setup.merchant.id, firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
      { merchantId: setup.merchant.id, firstName: 'Bob', lastName: 'Ray', company: '=cmd()' },
      { merchantId: setup.merchant.id, firstName: 'Cy', lastName: 'Lee' },
    ])
    .returning({ id: customers.id });
  return { ...setup, ids: rows.map((row) => row.id), client: await signIn(t.app, setup.owner.userName) };
}

/**
 * Polls the status as the export screen does, until the export has ended. The route's own run may hold
 * the job meanwhile (then this run passes it over), so the wait is on the status, not a count of runs.
 */
async function finished(client: TestClient, id: number) {
  return vi.waitFor(
    async () => {
      const status = (await client.get(`/api/exports/${id}`)).json();
      if (status.status === 'finished' || status.status === 'error') return status;
      await runQueuedExports(t.handle.db);
      throw new Error(`the export is still ${status.status}`);
    },
    { timeout: 20_000, interval: 25 },
  );
}

describe('customer export (spec 2 §2.1 CSV export, §4 merge flow step 4)', () => {
  // First in the file: no export a route queued earlier is still being written.
  it('two workers at once write each queued export once, of two merchants, each claimed by its key (decision 107)', async () => {
    const shops = [await setUp(), await setUp()];
    const jobs = [];
    for (const s of shops) {
      jobs.push(
        await insertJob(t.handle.db, {
          merchantId: s.merchant.id,
          reportType: 'customers',
          search: '',
          sortBy: 'name',
          sortDirection: 'asc',
          projections: ['name'],
          customerIds: null,
          requestedByUserId: s.owner.id,
        }),
      );
    }
    let written: number[] = [];
    const statements = await statementsDuring(async () => {
      written = await Promise.all([runQueuedExports(t.handle.db), runQueuedExports(t.handle.db)]);
    });
    expect(written.reduce((sum, count) => sum + count, 0)).toBe(2);
    for (const [i, s] of shops.entries()) {
      const file = await s.client.get(`/api/exports/${jobs[i]?.id}/download`);
      expect(file.body).toBe('\uFEFFName\r\nAnn Lee\r\nBob Ray\r\nCy Lee\r\n');
    }
    expect(rowLocks(statements).length).toBeGreaterThanOrEqual(2);
    expect(crossShardRowLocks(statements)).toEqual([]);
  });

  it('exports the current report (search, sort, columns) and reports its progress', async () => {
    const { client } = await setUp();
    const queued = await client.post('/api/customer/export', {
      search: 'lee',
      sort_by: 'name',
      sort_direction: 'desc',
      projections: ['name', 'email'],
    });
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({ status: 'queued', percent_complete: 0 });
    const status = await finished(client, queued.json().id);
    expect(status).toMatchObject({ status: 'finished', percent_complete: 100, total: 2 });
    const file = await client.get(`/api/exports/${queued.json().id}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="customers-\d{4}-\d{2}-\d{2}-\d+\.csv"$/,
    );
    expect(file.body).toBe('\uFEFFName,E-mail\r\nCy Lee,\r\nAnn Lee,ann@example.com\r\n');
  });

  it('exports only the chosen customers (the merge flow), with formulas defused', async () => {
    const { client, ids } = await setUp();
    const queued = await client.post('/api/customer/export', {
      customer_ids: [ids[1]],
      projections: ['name', 'company_name'],
    });
    await finished(client, queued.json().id);
    const file = await client.get(`/api/exports/${queued.json().id}/download`);
    expect(file.body).toBe("\uFEFFName,Company\r\nBob Ray,'=cmd()\r\n");
  });

  it('a file not written yet is 409; another merchant’s export is 404', async () => {
    const mine = await setUp();
    const queued = await mine.client.post('/api/customer/export', {});
    expect((await mine.client.get(`/api/exports/${queued.json().id}/download`)).statusCode).toBe(409);
    const theirs = await setUp();
    expect((await theirs.client.get(`/api/exports/${queued.json().id}`)).statusCode).toBe(404);
    expect((await theirs.client.get(`/api/exports/${queued.json().id}/download`)).statusCode).toBe(404);
  });

  it('needs manage_customers and has_payments (403), and names a wrong column (400)', async () => {
    const { staff, client } = await setUp(['create_orders']);
    const cashier = await signIn(t.app, staff.userName);
    expect((await cashier.post('/api/customer/export', {})).statusCode).toBe(403);
    const bad = await client.post('/api/customer/export', { projections: ['password'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].property).toMatch(/^projections/);
    const noPayments = await createMerchantWithStaff(t.handle.db, [], { hasPayments: false });
    const owner = await signIn(t.app, noPayments.owner.userName);
    expect((await owner.post('/api/customer/export', {})).statusCode).toBe(403);
  });
});
