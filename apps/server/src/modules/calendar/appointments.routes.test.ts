import { TIME_PERIOD_NOT_AVAILABLE } from '@paybook/contracts';
import { addDays, todayInTimeZone } from '@paybook/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarItems, offerings, paymentAccounts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { at, newCustomer as customer, nextWeekday, setUpCalendar, ZONE } from './calendar-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('POST service_provider/{id}/appointment (spec 1 §5, §7)', () => {
  it('spec 1 §7: books with a new customer, phone digits only; GET appointment/{id} reads it', async () => {
    const s = await setUpCalendar(t);
    const openBulletins = async () =>
      (await s.owner.get('/api/merchant/bulletins')).json().data.map((b: { name: string }) => b.name);
    expect(await openBulletins()).toContain('create_test_appointment');
    const monday = nextWeekday(1);
    const response = await s.owner.post(`/api/service_provider/${s.provider.id}/appointment`, {
      offering_id: s.service.id,
      start_at: at(monday, '09:00'),
      end_at: at(monday, '09:30'),
      customer: customer(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const booked = response.json();
    expect(booked).toMatchObject({
      service_provider_id: s.provider.id,
      offering: { id: s.service.id, name: 'Haircut' },
      start_at: at(monday, '09:00'),
      customer: { first_name: 'Ada', last_name: 'Lovelace', phone: '3035550101' },
      can_edit: true,
    });
    const read = await s.owner.get(`/api/appointment/${booked.id}`);
    expect(read.json()).toEqual({ ...booked, price: '0.00', has_card_on_file: false });
    // spec 1 §4.4: booking completes the create_test_appointment bulletin.
    const bulletins = await s.owner.get('/api/merchant/bulletins');
    expect(bulletins.json().data.map((b: { name: string }) => b.name)).not.toContain(
      'create_test_appointment',
    );
    // An existing customer by id.
    const again = await s.owner.post(`/api/service_provider/${s.provider.id}/appointment`, {
      offering_id: s.service.id,
      start_at: at(monday, '10:00'),
      end_at: at(monday, '10:30'),
      customer: { id: booked.customer.id },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().customer.id).toBe(booked.customer.id);
  });

  it("issue 24 point 3: GET appointment/{id} says the service's price and whether a card that has not expired is on file", async () => {
    const s = await setUpCalendar(t);
    const db = t.handle.db;
    const setService = (values: { priceCents?: number; isPriceManualEntry?: boolean }) =>
      db
        .update(offerings)
        .set(values)
        .where(and(eq(offerings.merchantId, s.merchant.id), eq(offerings.id, s.service.id)));
    await setService({ priceCents: 4550 });
    const monday = nextWeekday(1);
    const booked = await s.owner.post(`/api/service_provider/${s.provider.id}/appointment`, {
      offering_id: s.service.id,
      start_at: at(monday, '09:00'),
      end_at: at(monday, '09:30'),
      customer: customer(),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { id, customer: booker } = booked.json();
    // Read by Sam, the provider, on their own calendar.
    const readAs = async () => (await s.staff.get(`/api/appointment/${id}`)).json();
    expect(await readAs()).toMatchObject({ price: '45.50', has_card_on_file: false });
    const thisYear = Number(todayInTimeZone(ZONE).slice(0, 4));
    const card = (year: number, kind: 'card' | 'bank' = 'card') => ({
      merchantId: s.merchant.id,
      customerId: booker.id,
      kind,
      processorToken: `tok-${year}-${kind}`,
      lastFour: '4242',
      ...(kind === 'card'
        ? { issuer: 'Visa', expirationMonth: 1, expirationYear: year }
        : { routingNumber: '021000021', isCheckingAccount: true, isPersonal: true }),
    });
    // An expired card and a bank account are no card on file.
    await db.insert(paymentAccounts).values([card(thisYear - 1), card(thisYear + 3, 'bank')]);
    expect((await readAs()).has_card_on_file).toBe(false);
    await db.insert(paymentAccounts).values(card(thisYear + 2));
    expect((await readAs()).has_card_on_file).toBe(true);
    // A price entered at checkout is not the list price.
    await setService({ isPriceManualEntry: true });
    expect((await readAs()).price).toBeNull();
  });

  it('names the field: customer names, e-mail, phone, offering, end before start', async () => {
    const s = await setUpCalendar(t);
    const monday = nextWeekday(1);
    const url = `/api/service_provider/${s.provider.id}/appointment`;
    const body = { offering_id: s.service.id, start_at: at(monday, '09:00'), end_at: at(monday, '09:30') };
    const cases: [object, string][] = [
      [{ ...body, customer: { first_name: 'Ada' } }, 'customer.last_name'],
      [{ ...body, customer: { ...customer(), email: 'not-an-email' } }, 'customer.email'],
      [{ ...body, customer: { ...customer(), phone: '1035550101' } }, 'customer.phone'],
      [{ ...body, start_at: 'tomorrow', customer: customer() }, 'start_at'],
      [{ ...body, offering_id: 999_999_999, customer: customer() }, 'offering_id'],
      [{ ...body, end_at: at(monday, '08:30'), customer: customer() }, 'end_at'],
      [{ ...body, customer: { id: 999_999_999 } }, 'customer.id'],
    ];
    for (const [payload, property] of cases) {
      const response = await s.owner.post(url, payload);
      expect(response.statusCode, `${property}: ${response.body}`).toBe(400);
      expect(response.json().error.details[0].property).toBe(property);
    }
  });

  it('spec 1 §5: outside working hours, over a break or on a day off is refused naming start_at', async () => {
    const s = await setUpCalendar(t);
    const monday = nextWeekday(1);
    const url = `/api/service_provider/${s.provider.id}/appointment`;
    const book = (date: string, from: string, to: string) =>
      s.owner.post(url, {
        offering_id: s.service.id,
        start_at: at(date, from),
        end_at: at(date, to),
        customer: customer(),
      });
    const early = await book(monday, '08:30', '09:00');
    expect(early.statusCode).toBe(400);
    expect(early.json().error.details[0]).toEqual({
      property: 'start_at',
      message: "The time is outside the provider's working hours.",
    });
    const lunch = await book(monday, '11:45', '12:15');
    expect(lunch.json().error.details[0]).toEqual({
      property: 'start_at',
      message: "The time overlaps the provider's break.",
    });
    expect((await book(nextWeekday(0), '10:00', '10:30')).statusCode).toBe(400); // Sunday: not a working day
    const tuesday = addDays(monday, 1);
    expect((await s.owner.post(`/api/service_provider/${s.provider.id}/day_off/${tuesday}`)).statusCode).toBe(
      200,
    );
    expect((await book(tuesday, '10:00', '10:30')).json().error.details[0].property).toBe('start_at');
  });

  it('ARCHITECTURE.md no double booking: an overlap is 409 TIME_PERIOD_NOT_AVAILABLE; back to back is fine', async () => {
    const s = await setUpCalendar(t);
    const monday = nextWeekday(1);
    const url = `/api/service_provider/${s.provider.id}/appointment`;
    const book = (from: string, to: string) =>
      s.owner.post(url, {
        offering_id: s.service.id,
        start_at: at(monday, from),
        end_at: at(monday, to),
        customer: customer(),
      });
    expect((await book('09:00', '09:30')).statusCode).toBe(201);
    const overlap = await book('09:15', '09:45');
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error).toMatchObject({
      code: TIME_PERIOD_NOT_AVAILABLE,
      message:
        'This time overlaps another appointment or personal time of the provider. Choose another time.',
    });
    expect((await book('09:30', '10:00')).statusCode).toBe(201);
  });

  it('spec 1 §2.5: without manage_appointments only one’s own provider (403); another merchant’s is 404', async () => {
    const s = await setUpCalendar(t);
    const monday = nextWeekday(4);
    const body = {
      offering_id: s.service.id,
      start_at: at(monday, '09:00'),
      end_at: at(monday, '09:30'),
      customer: customer(),
    };
    expect((await s.staff.post(`/api/service_provider/${s.provider.id}/appointment`, body)).statusCode).toBe(
      201,
    );
    const refused = await s.staff.post(`/api/service_provider/${s.otherProvider.id}/appointment`, body);
    expect(refused.statusCode).toBe(403);
    const stranger = await setUpCalendar(t);
    expect(
      (await stranger.owner.post(`/api/service_provider/${s.provider.id}/appointment`, body)).statusCode,
    ).toBe(404);
  });
});

describe('PUT service_provider/{id}/appointment/{id}, GET and DELETE appointment/{id} (spec 1 §4.2, §7)', () => {
  async function book() {
    const s = await setUpCalendar(t);
    const monday = nextWeekday(1);
    const response = await s.owner.post(`/api/service_provider/${s.provider.id}/appointment`, {
      offering_id: s.service.id,
      start_at: at(monday, '09:00'),
      end_at: at(monday, '09:30'),
      customer: customer(),
    });
    return { ...s, monday, booked: response.json() };
  }

  it('spec 1 §7: moves the time and the provider; another time over a booking is 409', async () => {
    const s = await book();
    const url = `/api/service_provider/${s.provider.id}/appointment/${s.booked.id}`;
    const moved = await s.owner.put(url, {
      offering_id: s.service.id,
      start_at: at(s.monday, '10:00'),
      end_at: at(s.monday, '10:45'),
      customer: { id: s.booked.customer.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      id: s.booked.id,
      start_at: at(s.monday, '10:00'),
      end_at: at(s.monday, '10:45'),
    });
    const other = await s.owner.put(
      `/api/service_provider/${s.otherProvider.id}/appointment/${s.booked.id}`,
      {
        offering_id: s.service.id,
        start_at: at(s.monday, '10:00'),
        end_at: at(s.monday, '10:45'),
        customer: { id: s.booked.customer.id },
      },
    );
    expect(other.json().service_provider_id).toBe(s.otherProvider.id);
    const second = await s.owner.post(`/api/service_provider/${s.otherProvider.id}/appointment`, {
      offering_id: s.service.id,
      start_at: at(s.monday, '11:00'),
      end_at: at(s.monday, '11:30'),
      customer: customer(),
    });
    const clash = await s.owner.put(
      `/api/service_provider/${s.otherProvider.id}/appointment/${second.json().id}`,
      {
        offering_id: s.service.id,
        start_at: at(s.monday, '10:30'),
        end_at: at(s.monday, '11:00'),
        customer: customer(),
      },
    );
    expect(clash.statusCode).toBe(409);
  });

  it('validation names the field; 403 for another provider without the right; 404 for another merchant', async () => {
    const s = await book();
    const url = `/api/service_provider/${s.provider.id}/appointment/${s.booked.id}`;
    const bad = await s.owner.put(url, {
      offering_id: s.service.id,
      start_at: at(s.monday, '09:00'),
      customer: customer(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].property).toBe('end_at');
    const badId = await s.owner.get('/api/appointment/abc');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.details[0].property).toBe('appointmentId');
    expect((await s.owner.delete('/api/appointment/0')).json().error.details[0].property).toBe(
      'appointmentId',
    );
    expect((await s.other.get(`/api/appointment/${s.booked.id}`)).statusCode).toBe(403);
    expect((await s.other.delete(`/api/appointment/${s.booked.id}`)).statusCode).toBe(403);
    expect((await s.staff.get(`/api/appointment/${s.booked.id}`)).statusCode).toBe(200);
    const stranger = await setUpCalendar(t);
    expect((await stranger.owner.get(`/api/appointment/${s.booked.id}`)).statusCode).toBe(404);
    expect((await stranger.owner.delete(`/api/appointment/${s.booked.id}`)).statusCode).toBe(404);
    const put = await stranger.owner.put(
      `/api/service_provider/${stranger.provider.id}/appointment/${s.booked.id}`,
      {
        offering_id: stranger.service.id,
        start_at: at(s.monday, '09:00'),
        end_at: at(s.monday, '09:30'),
        customer: customer(),
      },
    );
    expect(put.statusCode).toBe(404);
  });

  it('issue 16 point 2: DELETE removes a mistake and frees the time; spec 1 §4.2: not once it is more than 7 days old', async () => {
    const s = await book();
    expect((await s.owner.delete(`/api/appointment/${s.booked.id}`)).statusCode).toBe(200);
    expect((await s.owner.get(`/api/appointment/${s.booked.id}`)).statusCode).toBe(404);
    expect(
      await t.handle.db.select().from(calendarItems).where(eq(calendarItems.id, s.booked.id)),
    ).toHaveLength(0);
    const rebook = await s.owner.post(`/api/service_provider/${s.provider.id}/appointment`, {
      offering_id: s.service.id,
      start_at: at(s.monday, '09:00'),
      end_at: at(s.monday, '09:30'),
      customer: customer(),
    });
    expect(rebook.statusCode).toBe(201);
    const old = addDays(todayInTimeZone(ZONE), -8);
    const [row] = await t.handle.db
      .insert(calendarItems)
      .values({
        merchantId: s.merchant.id,
        kind: 'appointment',
        serviceProviderId: s.provider.id,
        offeringId: s.service.id,
        startAt: new Date(at(old, '10:00')),
        endAt: new Date(at(old, '10:30')),
      })
      .returning();
    const refused = await s.owner.delete(`/api/appointment/${row!.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('We cannot perform this operation for this item.');
    expect((await s.owner.get(`/api/appointment/${row!.id}`)).json().can_edit).toBe(false);
  });
});
