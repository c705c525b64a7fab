import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { at, nextWeekday, setUpCalendar } from './calendar-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('GET quick_customer_search (spec 1 §5, §7)', () => {
  it('finds by name, e-mail or phone from 3 characters; refuses shorter or space-led queries', async () => {
    const s = await setUpCalendar(t);
    const monday = nextWeekday(1);
    const base = `/api/service_provider/${s.provider.id}/appointment`;
    const book = (hour: string, customer: object) =>
      s.owner.post(base, {
        offering_id: s.service.id,
        start_at: at(monday, `${hour}:00`),
        end_at: at(monday, `${hour}:30`),
        customer,
      });
    expect(
      (
        await book('09', {
          first_name: 'Grace',
          last_name: 'Hopper',
          email: 'grace@navy.test',
          phone: '303-555-0199',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await book('10', { first_name: 'Alan', last_name: 'Turing', email: 'alan@bletchley.test' }))
        .statusCode,
    ).toBe(201);
    const search = (query: string) =>
      s.owner.get(`/api/quick_customer_search?query=${encodeURIComponent(query)}`);
    expect((await search('gra')).json().data).toEqual([
      expect.objectContaining({
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'grace@navy.test',
        phone: '3035550199',
      }),
    ]);
    expect((await search('TUR')).json().data.map((c: { first_name: string }) => c.first_name)).toEqual([
      'Alan',
    ]);
    expect((await search('alan@')).json().data).toHaveLength(1);
    expect((await search('555-0199')).json().data).toHaveLength(1);
    expect((await search('Grace Hop')).json().data).toHaveLength(1);
    const short = await search('gr');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details[0].property).toBe('query');
    expect((await search(' gra')).statusCode).toBe(400);
    // Another merchant's customers never show.
    const stranger = await setUpCalendar(t);
    expect((await stranger.owner.get('/api/quick_customer_search?query=gra')).json().data).toEqual([]);
  });
});
