// Issue 23 point 7: the requests of the mixed workload (bench/mixed-load.ts) and what they need first.
import { randomUUID } from 'node:crypto';
import type { RequestParams } from 'autocannon';
import type { PublicBookingPage, TimeSlots } from '../packages/contracts/src/index.ts';
import { addDays } from '../packages/domain/src/index.ts';
import { CHECKOUT_BODY } from './checkout-bench.ts';
import { customerSearchBody } from './customer-scale.ts';
import { fillIn, type PathValues } from './path-values.ts';
import { callApi, type Session } from './paybook-api.ts';

/** What the mix's booking takes its customer and its times from. */
export interface MixedFixtures {
  customerId: number;
  /**
   * Free working times of the provider, none overlapping another: a booking takes one, its cancel puts it
   * back. Shared by every run on the database, so a booking cut off at the end of a run (still booked, its
   * answer never read) keeps its slot out of the pool.
   */
  slots: { providerId: number; start_at: string; end_at: string }[];
}

/**
 * A paced step opens at most 64 connections (bench/mixed-load.ts), each holding at most one slot, and a run
 * loses at most one a connection at its end: about a dozen runs fit.
 */
const SLOTS = 200;
/** Days ahead the slots are taken from: after the busy week (days 35 to 41) and the other entries' 31 days. */
const FIRST_DAY = 42;

/**
 * A customer added through the API, and free working times of the service's providers from day 42 on: the
 * back office books only inside working hours, and each connection's booking is cancelled before it books
 * again, so a slot is free again for the next cycle.
 */
export async function prepareMixedFixtures(
  baseUrl: string,
  owner: Session,
  values: PathValues,
): Promise<MixedFixtures> {
  const added = await callApi<{ id: number }>(baseUrl, owner, 'POST', '/customer', {
    first_name: 'Mixed',
    last_name: 'Load',
    email: `mixed-${randomUUID()}@bench.test`,
  });
  const page = await callApi<PublicBookingPage>(
    baseUrl,
    null,
    'GET',
    `/public/booking_page/${values.urlSubdomain}`,
  );
  const providers =
    page.services.find((service) => String(service.id) === values.offeringId)?.providers ?? [];
  const slots: MixedFixtures['slots'] = [];
  const today = values.today ?? '';
  // The merchant's advance booking limit (three months) ends the search.
  for (let day = FIRST_DAY; slots.length < SLOTS && day < FIRST_DAY + 60; day += 1) {
    for (const provider of providers) {
      const path = `/offering/${values.offeringId}/service_provider/${provider.id}/time_slots/${addDays(today, day)}`;
      const found = await callApi<TimeSlots>(baseUrl, owner, 'GET', path);
      let freeFrom = 0;
      for (const slot of found.slots) {
        if (Date.parse(slot.start_at) < freeFrom) continue;
        slots.push({ providerId: provider.id, start_at: slot.start_at, end_at: slot.end_at });
        freeFrom = Date.parse(slot.end_at);
      }
    }
  }
  if (slots.length < SLOTS) {
    throw new Error(`${slots.length} free slots found from day ${FIRST_DAY}; ${SLOTS} needed`);
  }
  return { customerId: added.id, slots: slots.slice(0, SLOTS) };
}

type Context = Record<string, unknown>;
type MixRequest = RequestParams & {
  setupRequest?: (request: RequestParams, context: Context) => RequestParams;
  onResponse?: (status: number, body: string, context: Context) => void;
};

/**
 * Eleven requests in this order per connection, round and round: the fixed mix (calendar week 3,
 * time_slots 3, customer search 2, a booking and its cancel, a cash checkout; each write with a fresh key).
 */
export function mixOf(
  baseUrl: string,
  owner: Session,
  pos: Session,
  values: PathValues,
  fixtures: MixedFixtures,
): { url: string; requests: MixRequest[] } {
  const as = (session: Session, method: string) => ({
    cookie: session.cookie,
    ...(method === 'GET' ? {} : { 'x-csrf-token': session.csrf, 'content-type': 'application/json' }),
  });
  const withKey = (request: RequestParams) => ({
    ...request,
    headers: { ...request.headers, 'idempotency-key': randomUUID() },
  });
  const week: MixRequest = {
    method: 'GET',
    path: fillIn('/api/service_provider/{providerId}/calendar_week/{today}', values),
    headers: as(owner, 'GET'),
  };
  const slots: MixRequest = {
    method: 'GET',
    path: fillIn('/api/offering/{offeringId}/service_provider/{providerId}/time_slots/{busyDate}', values),
    headers: as(owner, 'GET'),
  };
  const search: MixRequest = {
    method: 'PUT',
    path: '/api/customer/search?items_per_page=50&page=1&sort_by=name&sort_direction=asc',
    headers: as(owner, 'PUT'),
    body: fillIn(customerSearchBody('{fragment}'), values),
  };
  // A free slot from the pool, back to it when the booking was refused or once it is cancelled.
  const free = fixtures.slots;
  const booking: MixRequest = {
    method: 'POST',
    headers: as(owner, 'POST'),
    setupRequest: (request, context) => {
      const slot = free.shift();
      if (!slot) throw new Error('the mixed workload ran out of free slots');
      context.slot = slot;
      const body = {
        offering_id: Number(values.offeringId),
        start_at: slot.start_at,
        end_at: slot.end_at,
        customer: { id: fixtures.customerId },
      };
      const path = `/api/service_provider/${slot.providerId}/appointment`;
      return withKey({ ...request, path, body: JSON.stringify(body) });
    },
    onResponse: (status, body, context) => {
      if (status === 201) context.appointmentId = (JSON.parse(body) as { id: number }).id;
      else free.push(context.slot as MixedFixtures['slots'][number]);
    },
  };
  const cancel: MixRequest = {
    method: 'PUT',
    headers: as(owner, 'PUT'),
    body: JSON.stringify({ notify_customer: false }),
    setupRequest: (request, context) =>
      withKey({ ...request, path: `/api/appointment/${context.appointmentId ?? 0}/cancel` }),
    onResponse: (status, _body, context) => {
      if (status === 200) free.push(context.slot as MixedFixtures['slots'][number]);
    },
  };
  const checkout: MixRequest = {
    method: 'POST',
    path: '/api/cart/check_out',
    headers: as(pos, 'POST'),
    body: fillIn(CHECKOUT_BODY, values),
    setupRequest: withKey,
  };
  return {
    url: baseUrl,
    requests: [week, slots, search, booking, week, slots, cancel, week, slots, search, checkout],
  };
}
