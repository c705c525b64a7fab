import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const SCHEDULE = '/api/merchant_appointment_config/schedule_settings';

async function owner() {
  const setup = await createMerchantWithStaff(t.handle.db, ['create_orders']);
  return { ...setup, client: await signIn(t.app, setup.owner.userName) };
}

const settings = {
  lead_time: { value: 2, unit: 'Hours' },
  advanced_booking_time: { value: 6, unit: 'Months' },
  cancellation_time: { value: 2, unit: 'Days' },
  reminder_time: { value: 30, unit: 'Minutes' },
};

describe('schedule settings (spec 1 §3, §5, §7; ruling 10)', () => {
  it('answers the defaults before anything is saved', async () => {
    const { client } = await owner();
    const response = await client.get(SCHEDULE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      lead_time: { value: 1, unit: 'Hours' },
      advanced_booking_time: { value: 3, unit: 'Months' },
      cancellation_time: { value: 24, unit: 'Hours' },
      reminder_time: { value: 24, unit: 'Hours' },
    });
  });

  it('saves the four settings', async () => {
    const { client } = await owner();
    const saved = await client.put(SCHEDULE, settings);
    expect(saved.statusCode).toBe(200);
    expect((await client.get(SCHEDULE)).json()).toEqual(settings);
  });

  it('ruling 10: refuses a value over its unit maximum, naming the value field', async () => {
    const { client } = await owner();
    const response = await client.put(SCHEDULE, {
      ...settings,
      lead_time: { value: 48, unit: 'Hours' },
      advanced_booking_time: { value: 13, unit: 'Months' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { property: 'lead_time.value', message: 'At most 24 hours.' },
      { property: 'advanced_booking_time.value', message: 'At most 12 months.' },
    ]);
    // The same number is fine in a larger unit.
    const days = await client.put(SCHEDULE, { ...settings, lead_time: { value: 48, unit: 'Days' } });
    expect(days.statusCode).toBe(200);
  });

  it('refuses an unknown unit and a negative value, naming the field', async () => {
    const { client } = await owner();
    const unit = await client.put(SCHEDULE, { ...settings, reminder_time: { value: 1, unit: 'Weeks' } });
    expect(unit.statusCode).toBe(400);
    expect(unit.json().error.details[0].property).toBe('reminder_time.unit');
    const negative = await client.put(SCHEDULE, { ...settings, reminder_time: { value: -1, unit: 'Hours' } });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.details[0].property).toBe('reminder_time.value');
  });

  it('is open to manage_appointments and closed to other staff (403)', async () => {
    const { staff } = await createMerchantWithStaff(t.handle.db, ['manage_appointments']);
    const manager = await signIn(t.app, staff.userName);
    expect((await manager.put(SCHEDULE, settings)).statusCode).toBe(200);

    const { staff: clerk } = await owner();
    const client = await signIn(t.app, clerk.userName);
    expect((await client.get(SCHEDULE)).statusCode).toBe(403);
    expect((await client.put(SCHEDULE, settings)).statusCode).toBe(403);
  });

  it("keeps one merchant's settings apart from another's", async () => {
    const a = await owner();
    const b = await owner();
    await a.client.put(SCHEDULE, settings);
    expect((await b.client.get(SCHEDULE)).json().lead_time).toEqual({ value: 1, unit: 'Hours' });
  });
});
