import { beforeAll, describe, expect, it } from 'vitest';
import { setUpDeposits } from '../modules/deposits/deposit-test-setup.ts';
import { lockAppointmentMoney } from '../modules/deposits/deposits.repository.ts';
import { holdTenantTransaction } from '../test/held-transaction.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { poolOf } from './client.ts';

// Issue 23 point 1: the database's bounds met by a request answer 503 with Retry-After in the one error
// shape (never a 500, never a hang), and /api/health answers while the requests' pool is exhausted.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    DATABASE_POOL_SIZE: '3',
    DATABASE_CONNECT_TIMEOUT_MS: '300',
    DATABASE_LOCK_TIMEOUT_MS: '300',
  });
});

function expectBusy(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  expect(response.statusCode).toBe(503);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json()).toEqual({ error: { code: 'SERVICE_BUSY', message: expect.any(String) } });
}

describe('the database bounds through the API', () => {
  it('no connection free in time: 503 with Retry-After; /api/health still answers', async () => {
    const s = await setUpDeposits(t);
    const pool = poolOf(t.handle.db);
    if (!pool) throw new Error('no pool');
    const held = await Promise.all(Array.from({ length: 3 }, () => pool.connect()));
    try {
      // The session is in the node cache; the offering is read from the database.
      expectBusy(await s.owner.get(`/api/offering/${s.service.id}`));
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode, health.body).toBe(200);
    } finally {
      for (const client of held) client.release();
    }
    expect((await s.owner.get(`/api/offering/${s.service.id}`)).statusCode).toBe(200);
  });

  it('a row lock not had within lock_timeout: 503 with Retry-After, and nothing changed', async () => {
    const s = await setUpDeposits(t);
    const { start } = await s.bookWithCard();
    const row = await s.appointmentAt(start);
    // Another node's transaction holds the appointment.
    const other = await holdTenantTransaction(t.handle.db, s.merchant.id);
    try {
      await lockAppointmentMoney(other.tx, s.merchant.id, row.id);
      expectBusy(await s.owner.put(`/api/appointment/${row.id}/cancel`, { notify_customer: false }));
    } finally {
      await other.commit();
    }
    expect(await s.appointmentAt(start)).toMatchObject({ status: 'booked', depositStatus: 'paid' });
    const retried = await s.owner.put(`/api/appointment/${row.id}/cancel`, { notify_customer: false });
    expect(retried.statusCode).toBe(200);
  });
});
