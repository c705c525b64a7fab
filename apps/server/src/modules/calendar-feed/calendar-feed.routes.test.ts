import { gunzipSync } from 'node:zlib';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationsHeard } from '../../test/cache-waits.ts';
import type { TestClient } from '../../test/client.ts';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { watchQueries } from '../../test/query-counter.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { at, newCustomer, nextWeekday, setUpCalendar } from '../calendar/calendar-test-setup.ts';

// Issue 26 point 5: a provider's private iCalendar feed (spec 3 §2.5 calendar link, §9 webcal).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

type Setup = Awaited<ReturnType<typeof setUpCalendar>>;
const TUESDAY = nextWeekday(2, 1);
const linkUrl = (providerId: number) => `/api/service_provider/${providerId}/calendar_feed`;

async function feedLink(client: TestClient, providerId: number) {
  const response = await client.get(linkUrl(providerId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { service_provider_id: number; webcal_url: string; https_url: string };
}

/** The feed as a calendar would fetch it: no session, by the address's path. */
const fetchFeed = (httpsUrl: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: new URL(httpsUrl).pathname, headers });

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((event) => ({
      uid: String(event.getFirstPropertyValue('uid')),
      summary: String(event.getFirstPropertyValue('summary')),
      status: String(event.getFirstPropertyValue('status')),
      start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    })),
  };
}

async function book(s: Setup, time: string, customer = newCustomer()) {
  const response = await s.owner.post(`/api/service_provider/${s.provider.id}/appointment`, {
    offering_id: s.service.id,
    start_at: at(TUESDAY, time),
    end_at: at(TUESDAY, `${time.slice(0, 3)}30`),
    customer,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

describe('GET service_provider/{id}/calendar_feed and the feed (issue 26 point 5)', () => {
  it('answers a webcal and an https address whose feed holds the appointments and personal time', async () => {
    const s = await setUpCalendar(t);
    const appointmentId = await book(s, '10:00', {
      ...newCustomer(),
      first_name: 'Zoë',
      last_name: 'lee, "Jr"',
    });
    const personal = await s.owner.post(`/api/service_provider/${s.provider.id}/personal_time`, {
      title: 'Dentist; then lunch',
      start_at: at(TUESDAY, '14:00'),
      end_at: at(TUESDAY, '14:30'),
    });
    expect(personal.statusCode, personal.body).toBe(201);
    const cancelledId = await book(s, '11:00');
    const cancel = await s.owner.put(`/api/appointment/${cancelledId}/cancel`, { notify_customer: false });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const link = await feedLink(s.owner, s.provider.id);
    // spec 3 §9: the calendar link uses the webcal scheme; the token is 256 random bits.
    expect(link.webcal_url).toMatch(/^webcal:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(link.https_url.replace(/^https?:/, 'webcal:')).toBe(link.webcal_url);
    expect(await feedLink(s.owner, s.provider.id)).toEqual(link);

    const feed = await fetchFeed(link.https_url);
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, no-cache');
    expect(feed.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    // RFC 5545 §3.1: CRLF line ends, content lines of at most 75 octets.
    expect(feed.body.endsWith('\r\n')).toBe(true);
    expect(feed.body.split('\r\n').filter((line) => Buffer.byteLength(line) > 75)).toEqual([]);

    const { calendar, events } = eventsOf(feed.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Paybook//Calendar feed//EN');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(String(calendar.getFirstPropertyValue('x-wr-calname'))).toContain('Sam Staff');
    // Decision 181: the service and the customer's first name and last initial, nothing more.
    expect(events).toContainEqual({
      uid: `appointment-${s.merchant.id}-${appointmentId}@paybook`,
      summary: `${s.service.name}: Zoë L.`,
      status: 'CONFIRMED',
      start: at(TUESDAY, '10:00'),
    });
    expect(events).toContainEqual(
      expect.objectContaining({ summary: 'Dentist; then lunch', start: at(TUESDAY, '14:00') }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        uid: `appointment-${s.merchant.id}-${cancelledId}@paybook`,
        status: 'CANCELLED',
      }),
    );
    expect(feed.body).not.toContain('@example.test');
    expect(feed.body).not.toContain('555-0101');

    // ETag and If-None-Match: an unchanged feed is answered 304 without a body.
    const again = await fetchFeed(link.https_url, { 'if-none-match': String(feed.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Calendar clients ask for gzip: the same text, under an ETag of its own.
    const gzipped = await fetchFeed(link.https_url, { 'accept-encoding': 'gzip, deflate' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(feed.body);
    expect(gzipped.headers.etag).not.toBe(feed.headers.etag);
    const gzipAgain = await fetchFeed(link.https_url, {
      'accept-encoding': 'gzip',
      'if-none-match': String(gzipped.headers.etag),
    });
    expect(gzipAgain.statusCode).toBe(304);
  });

  it('lets a provider see and reset their own feed, and only manage_appointments see another', async () => {
    const s = await setUpCalendar(t);
    // Pat holds neon_service_provider without manage_appointments (decision 179).
    expect((await feedLink(s.other, s.otherProvider.id)).service_provider_id).toBe(s.otherProvider.id);
    const own = await s.other.post(`${linkUrl(s.otherProvider.id)}/reset`);
    expect(own.statusCode, own.body).toBe(200);
    expect((await s.other.get(linkUrl(s.provider.id))).statusCode).toBe(403);
    expect((await s.other.post(`${linkUrl(s.provider.id)}/reset`)).statusCode).toBe(403);
    // Sam has neither the provider's right nor manage_appointments: the declaration refuses.
    expect((await s.staff.get(linkUrl(s.provider.id))).statusCode).toBe(403);
  });

  it("answers 404 for another merchant's provider, 400 naming a malformed id", async () => {
    const s = await setUpCalendar(t);
    const elsewhere = await createMerchantWithStaff(t.handle.db);
    const stranger = await signIn(t.app, elsewhere.owner.userName);
    expect((await stranger.get(linkUrl(s.provider.id))).statusCode).toBe(404);
    expect((await stranger.post(`${linkUrl(s.provider.id)}/reset`)).statusCode).toBe(404);
    const malformed = await s.owner.get('/api/service_provider/abc/calendar_feed');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details[0].property).toBe('serviceProviderId');
  });

  it('answers 404 for an unknown token, a malformed address, and an inactive provider', async () => {
    const s = await setUpCalendar(t);
    expect((await t.app.inject({ method: 'GET', url: `/calendar/${'A'.repeat(43)}.ics` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/calendar/short.ics' })).statusCode).toBe(404);
    const link = await feedLink(s.owner, s.provider.id);
    const off = await s.owner.put(`/api/hub/user/deactivate/${s.provider.userId}`);
    expect(off.statusCode, off.body).toBe(200);
    await notificationsHeard(t.app.invalidation, [['user', String(s.provider.userId)]]);
    expect((await fetchFeed(link.https_url)).statusCode).toBe(404);
    expect((await s.owner.get(linkUrl(s.provider.id))).statusCode).toBe(403);
  });
});

describe('POST service_provider/{id}/calendar_feed/reset (issue 26 point 5)', () => {
  it('replaces the token: the old address answers 404 at once, the new one the feed', async () => {
    const s = await setUpCalendar(t);
    await book(s, '10:00');
    const before = await feedLink(s.owner, s.provider.id);
    expect((await fetchFeed(before.https_url)).statusCode).toBe(200);
    // Served from the node's cache before the reset, so the reset must end a cached feed.
    expect((await fetchFeed(before.https_url)).statusCode).toBe(200);
    const reset = await s.owner.post(`${linkUrl(s.provider.id)}/reset`, undefined, {
      headers: { 'idempotency-key': `reset-${s.provider.id}` },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().service_provider_id).toBe(s.provider.id);
    expect(reset.body).not.toContain('/calendar/');
    expect((await fetchFeed(before.https_url)).statusCode).toBe(404);
    const after = await feedLink(s.owner, s.provider.id);
    expect(after.https_url).not.toBe(before.https_url);
    expect((await fetchFeed(after.https_url)).statusCode).toBe(200);
    // A reset without an Idempotency-Key is a new reset each time.
    const again = await s.owner.post(`${linkUrl(s.provider.id)}/reset`);
    expect(again.statusCode, again.body).toBe(200);
    expect((await fetchFeed(after.https_url)).statusCode).toBe(404);
  });
});

describe('the feed cache (issue 26 point 5)', () => {
  it('serves a read again without a statement, and shows a new booking at once', async () => {
    const s = await setUpCalendar(t);
    await book(s, '10:00');
    const link = await feedLink(s.owner, s.provider.id);
    let statements = 0;
    const watch = watchQueries(() => {
      statements += 1;
    });
    try {
      expect((await fetchFeed(link.https_url)).statusCode).toBe(200);
      let cached = false;
      for (let attempt = 0; attempt < 100 && !cached; attempt += 1) {
        statements = 0;
        expect((await fetchFeed(link.https_url)).statusCode).toBe(200);
        cached = statements === 0;
        if (!cached) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(cached).toBe(true);
    } finally {
      watch.restore();
    }
    const newId = await book(s, '15:00');
    const feed = await fetchFeed(link.https_url);
    expect(eventsOf(feed.body).events.map((event) => event.uid)).toContain(
      `appointment-${s.merchant.id}-${newId}@paybook`,
    );
  });
});
