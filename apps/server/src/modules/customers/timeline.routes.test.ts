import type { TimelineEvent, TimelinePage } from '@paybook/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { timelineEvents } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addCustomer, setUpCustomers } from './customers-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const COMMENTS = '/api/customer/timeline/comment';

describe('timeline comments (spec 2 §4, §6)', () => {
  it('adds a comment for the signed-in author, who may edit and delete it', async () => {
    const s = await setUpCustomers(t);
    const ada = await addCustomer(s.owner);
    // spec 1 §6: timeline comments are manage_customers' (create_orders adds customers, not comments).
    const refused = await s.clerk.post(COMMENTS, { customer_id: ada.id, content: 'Prefers mornings' });
    expect(refused.statusCode).toBe(403);
    const added = await s.manager.post(COMMENTS, { customer_id: ada.id, content: '  Prefers mornings ' });
    expect(added.statusCode).toBe(201);
    const comment = added.json<TimelineEvent>();
    expect(comment).toMatchObject({
      timeline_event_type: 'comment',
      event_type: 'comment',
      content: 'Prefers mornings',
      entity_id: ada.id,
      created_by_staff_id: s.managerUser.id,
      created_by_staff: { first_name: 'Max', last_name: 'Manager', image_url: null },
      can_edit: true,
      can_delete: true,
    });
    const edited = await s.manager.put(`${COMMENTS}/${comment.id}`, { content: 'Prefers evenings' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ content: 'Prefers evenings', created_on: comment.created_on });
    expect((await s.manager.delete(`${COMMENTS}/${comment.id}`)).json()).toEqual({ ok: true });
    const page = (
      await s.owner.get(`/api/customer/timeline/${ada.id}?event_type=comment`)
    ).json<TimelinePage>();
    expect(page).toEqual({ data: [], has_more: false });
  });

  it('another user changes a comment only with the claims (manage_customers); 403 otherwise', async () => {
    const s = await setUpCustomers(t);
    const ada = await addCustomer(s.owner);
    const comment = (
      await s.manager.post(COMMENTS, { customer_id: ada.id, content: 'VIP' })
    ).json<TimelineEvent>();
    const seenByClerk = (await s.clerk.get(`/api/customer/timeline/${ada.id}?event_type=comment`)).json();
    expect(seenByClerk.data[0]).toMatchObject({ id: comment.id, can_edit: false, can_delete: false });
    const refused = await s.clerk.put(`${COMMENTS}/${comment.id}`, { content: 'Not VIP' });
    expect(refused.statusCode).toBe(403);
    expect((await s.clerk.delete(`${COMMENTS}/${comment.id}`)).statusCode).toBe(403);
    const seenByOwner = (await s.owner.get(`/api/customer/timeline/${ada.id}?event_type=comment`)).json();
    expect(seenByOwner.data[0]).toMatchObject({ can_edit: true, can_delete: true });
    expect((await s.owner.put(`${COMMENTS}/${comment.id}`, { content: 'Very VIP' })).statusCode).toBe(200);
    expect((await s.owner.delete(`${COMMENTS}/${comment.id}`)).statusCode).toBe(200);
    expect((await s.owner.delete(`${COMMENTS}/${comment.id}`)).statusCode).toBe(404);
  });

  it('system events cannot change (400); bad input names the field; 404 across merchants', async () => {
    const s = await setUpCustomers(t);
    const ada = await addCustomer(s.owner);
    const [created] = (await s.owner.get(`/api/customer/timeline/${ada.id}`)).json<TimelinePage>().data;
    expect(created).toMatchObject({
      event_type: 'customer_created_event',
      can_edit: false,
      can_delete: false,
    });
    const edit = await s.owner.put(`${COMMENTS}/${created!.id}`, { content: 'x' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.message).toBe('Only comments can be edited.');
    expect((await s.owner.delete(`${COMMENTS}/${created!.id}`)).statusCode).toBe(400);
    const empty = await s.owner.post(COMMENTS, { customer_id: ada.id, content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].property).toBe('content');
    const noCustomer = await s.owner.post(COMMENTS, { content: 'Hi' });
    expect(noCustomer.json().error.details[0].property).toBe('customer_id');
    const comment = (
      await s.owner.post(COMMENTS, { customer_id: ada.id, content: 'Hi' })
    ).json<TimelineEvent>();
    const other = await setUpCustomers(t);
    expect((await other.owner.get(`/api/customer/timeline/${ada.id}`)).statusCode).toBe(404);
    expect((await other.owner.post(COMMENTS, { customer_id: ada.id, content: 'Hi' })).statusCode).toBe(404);
    expect((await other.owner.put(`${COMMENTS}/${comment.id}`, { content: 'x' })).statusCode).toBe(404);
    expect((await other.owner.delete(`${COMMENTS}/${comment.id}`)).statusCode).toBe(404);
    // spec 1 §6: everyone reads the timeline; writing a comment needs a customer right.
    expect((await s.reporter.get(`/api/customer/timeline/${ada.id}`)).statusCode).toBe(200);
    expect((await s.reporter.post(COMMENTS, { customer_id: ada.id, content: 'Hi' })).statusCode).toBe(403);
  });

  it('needs feature customer_profile (starter has it; a merchant without it is refused)', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db, [], {
      productName: 'starter',
      features: ['customer_tab'],
    });
    const client = await signIn(t.app, owner.userName);
    const ada = await addCustomer(client);
    expect((await client.get(`/api/customer/${ada.id}/full`)).statusCode).toBe(200);
    expect((await client.get(`/api/customer/timeline/${ada.id}`)).statusCode).toBe(403);
  });
});

describe('GET /api/customer/timeline/{id} (spec 2 §4)', () => {
  it('goes on after before_id exactly, even when events share an instant', async () => {
    const s = await setUpCustomers(t);
    const ada = await addCustomer(s.owner);
    // One transaction: the four events have the same created_at (a merge moves many at once).
    await withTenant(t.handle.db, s.merchant.id, (tx) =>
      tx.insert(timelineEvents).values(
        ['a', 'b', 'c', 'd'].map((content) => ({
          merchantId: s.merchant.id,
          customerId: ada.id,
          timelineEventType: 'comment' as const,
          eventType: 'comment',
          content,
        })),
      ),
    );
    const url = `/api/customer/timeline/${ada.id}?event_type=comment&limit=2`;
    const first = (await s.owner.get(url)).json<TimelinePage>();
    expect(first.data.map((event) => event.content)).toEqual(['d', 'c']);
    const last = first.data[1]!;
    const bound = `upper_time_bound=${encodeURIComponent(last.created_on)}`;
    const next = (await s.owner.get(`${url}&${bound}&before_id=${last.id}`)).json<TimelinePage>();
    expect(next.data.map((event) => event.content)).toEqual(['b', 'a']);
    expect(next.has_more).toBe(false);
    // A cursor event that is gone leaves the time bound.
    const gone = (await s.owner.get(`${url}&${bound}&before_id=999999999`)).json<TimelinePage>();
    expect(gone.data).toEqual([]);
  });

  it('lists newest first, pages with limit and time bounds, and filters by event type', async () => {
    const s = await setUpCustomers(t);
    const ada = await addCustomer(s.owner);
    for (const content of ['one', 'two', 'three']) {
      await s.owner.post(COMMENTS, { customer_id: ada.id, content });
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    const url = `/api/customer/timeline/${ada.id}`;
    const first = (await s.owner.get(`${url}?limit=2`)).json<TimelinePage>();
    expect(first.data.map((event) => event.content)).toEqual(['three', 'two']);
    expect(first.has_more).toBe(true);
    const upper = encodeURIComponent(first.data[1]!.created_on);
    const rest = (await s.owner.get(`${url}?limit=2&upper_time_bound=${upper}`)).json<TimelinePage>();
    expect(rest.data.map((event) => event.content)).toEqual(['one', 'Customer created.']);
    expect(rest.has_more).toBe(false);
    const lower = encodeURIComponent(first.data[1]!.created_on);
    const recent = (await s.owner.get(`${url}?lower_time_bound=${lower}`)).json<TimelinePage>();
    expect(recent.data.map((event) => event.content)).toEqual(['three', 'two']);
    const created = (await s.owner.get(`${url}?event_type=customer_created_event`)).json<TimelinePage>();
    expect(created.data.map((event) => event.event_type)).toEqual(['customer_created_event']);
    // A kind filters on timeline_event_type: the profile's 'Comments' and 'Customer events' filters.
    const comments = (await s.owner.get(`${url}?event_type=comment`)).json<TimelinePage>();
    expect(comments.data.map((event) => event.content)).toEqual(['three', 'two', 'one']);
    const customerEvents = (await s.owner.get(`${url}?event_type=customer_event`)).json<TimelinePage>();
    expect(customerEvents.data.map((event) => event.event_type)).toEqual(['customer_created_event']);
    const notes = (await s.owner.get(`${url}?event_type=customer_notes_event`)).json<TimelinePage>();
    expect(notes.data).toEqual([]);
    const bad = await s.owner.get(`${url}?limit=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].property).toBe('limit');
    const badBound = await s.owner.get(`${url}?upper_time_bound=yesterday`);
    expect(badBound.json().error.details[0].property).toBe('upper_time_bound');
  });
});
