import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { calendarItems } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { TestApp } from '../../test/test-app.ts';
import { at, nextWeekday } from '../calendar/calendar-test-setup.ts';
import { setUpBooking, visitor } from '../public-booking/public-booking-test-setup.ts';

// Issue 15 point 7: a bookable merchant whose 30-minute service costs $50.00 with a $10.00 deposit (20 %)
// and a $15.00 no-show fee, saved through the service API as the owner would.

/** The sandbox's test cards (docs/operations.md "Sandbox processor"). */
export const CARDS = { approve: '4242424242424242', decline: '4000000000000002' } as const;

export const card = (number: string = CARDS.approve, consent = true) => ({
  card_number: number,
  expiration: '12/34',
  cvv: '123',
  billing_zip_code: '',
  consent,
});

export async function setUpDeposits(t: TestApp) {
  const s = await setUpBooking(t);
  const saved = await s.owner.put(`/api/offering/${s.service.id}`, {
    name: 'Haircut',
    duration: 30,
    price: '50.00',
    is_bookable: true,
    service_provider_ids: [s.provider.id, s.otherProvider.id],
    deposit_type: 'percent',
    deposit_value: '20',
    no_show_fee: '15',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const hours = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'];
  let slot = 0;
  /** Books the next free hour of a Monday `weeksAhead` weeks on, with the first provider (null: no card). */
  const bookWithCard = async (cardFields: object | null = card(), weeksAhead = 1, key?: string) => {
    const customer = visitor();
    const start = at(nextWeekday(1, weeksAhead), hours[slot++ % hours.length] ?? '09:00');
    const response = await s.book(
      {
        offering_id: s.service.id,
        service_provider_id: s.provider.id,
        start_at: start,
        customer,
        ...(cardFields ? { card: cardFields } : {}),
      },
      { 'idempotency-key': key ?? `deposit-${customer.email}` },
    );
    return { response, customer, start };
  };
  /** The appointment booked at `start` (the first provider's). */
  const appointmentAt = async (start: string) => {
    const [row] = await t.handle.db
      .select()
      .from(calendarItems)
      .where(
        and(
          eq(calendarItems.merchantId, s.merchant.id),
          eq(calendarItems.serviceProviderId, s.provider.id),
          eq(calendarItems.startAt, new Date(start)),
        ),
      );
    if (!row) throw new Error(`no appointment at ${start}`);
    return row;
  };
  /** A booking with the card moved two hours into the past, as if the customer had not come. */
  const pastBooking = async () => {
    const { start } = await bookWithCard();
    const row = await appointmentAt(start);
    const startAt = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await withTenant(t.handle.db, s.merchant.id, (tx) =>
      tx
        .update(calendarItems)
        .set({ startAt, endAt: new Date(startAt.getTime() + 30 * 60 * 1000) })
        .where(eq(calendarItems.id, row.id)),
    );
    return row;
  };
  return { ...s, bookWithCard, appointmentAt, pastBooking };
}
