import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { images, outboxEmails, timelineEventKinds, timelineEvents, users } from '../../db/schema/index.ts';

export type TimelineFilter = {
  limit: number;
  upper?: Date | undefined;
  /** Only events after this one in the timeline's order (older, or as old with a smaller id). */
  beforeId?: number | undefined;
  lower?: Date | undefined;
  /** A kind ('comment', 'customer_event', …) filters on timeline_event_type; anything else on event_type. */
  eventType?: string | undefined;
};

/** spec 2 §3 timeline_event_type values: a filter naming one asks for that kind of event. */
const KINDS = new Set<string>(timelineEventKinds);

const eventColumns = {
  id: timelineEvents.id,
  customerId: timelineEvents.customerId,
  timelineEventType: timelineEvents.timelineEventType,
  eventType: timelineEvents.eventType,
  content: timelineEvents.content,
  createdByUserId: timelineEvents.createdByUserId,
  outboxEmailId: timelineEvents.outboxEmailId,
  isStickied: timelineEvents.isStickied,
  createdAt: timelineEvents.createdAt,
  modifiedAt: timelineEvents.modifiedAt,
  staffFirstName: users.firstName,
  staffLastName: users.lastName,
  staffImageKey: images.publicKey,
};

function withStaff(tx: Database) {
  return tx
    .select(eventColumns)
    .from(timelineEvents)
    .leftJoin(
      users,
      and(eq(users.merchantId, timelineEvents.merchantId), eq(users.id, timelineEvents.createdByUserId)),
    )
    .leftJoin(images, and(eq(images.merchantId, users.merchantId), eq(images.id, users.imageId)));
}

export type EventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

/**
 * spec 2 §4: newest first (created_at, then id). upper_time_bound is exclusive, lower_time_bound inclusive;
 * `beforeId` continues after an event by its exact (created_at, id), which a millisecond bound cannot.
 * One extra row tells has_more.
 */
export function listEvents(tx: Database, merchantId: number, customerId: number, filter: TimelineFilter) {
  const kindFilter =
    filter.eventType === undefined
      ? undefined
      : KINDS.has(filter.eventType)
        ? eq(timelineEvents.timelineEventType, filter.eventType as (typeof timelineEventKinds)[number])
        : eq(timelineEvents.eventType, filter.eventType);
  return withStaff(tx)
    .where(
      and(
        eq(timelineEvents.merchantId, merchantId),
        eq(timelineEvents.customerId, customerId),
        filter.beforeId === undefined
          ? filter.upper && lt(timelineEvents.createdAt, filter.upper)
          : sql`(${timelineEvents.createdAt}, ${timelineEvents.id}) < (
              select cursor.created_at, cursor.id from timeline_events cursor
               where cursor.merchant_id = ${merchantId} and cursor.id = ${filter.beforeId})`,
        filter.lower ? gte(timelineEvents.createdAt, filter.lower) : undefined,
        kindFilter,
      ),
    )
    .orderBy(desc(timelineEvents.createdAt), desc(timelineEvents.id))
    .limit(filter.limit + 1);
}

export async function findEvent(tx: Database, merchantId: number, id: number) {
  const [row] = await withStaff(tx).where(
    and(eq(timelineEvents.merchantId, merchantId), eq(timelineEvents.id, id)),
  );
  return row;
}

/**
 * An event with the message it records (decision 189): the outbox row joined by its key, so one read
 * answers the view-e-mail modal; the e-mail's columns are null when the event names none.
 */
export async function findEventEmail(tx: Database, merchantId: number, id: number) {
  const [row] = await tx
    .select({
      customerId: timelineEvents.customerId,
      timelineEventType: timelineEvents.timelineEventType,
      email: outboxEmails,
    })
    .from(timelineEvents)
    .leftJoin(
      outboxEmails,
      and(
        eq(outboxEmails.merchantId, timelineEvents.merchantId),
        eq(outboxEmails.id, timelineEvents.outboxEmailId),
      ),
    )
    .where(and(eq(timelineEvents.merchantId, merchantId), eq(timelineEvents.id, id)));
  return row;
}

export async function insertComment(
  tx: Database,
  values: { merchantId: number; customerId: number; content: string; userId: number },
) {
  const [row] = await tx
    .insert(timelineEvents)
    .values({
      merchantId: values.merchantId,
      customerId: values.customerId,
      timelineEventType: 'comment',
      eventType: 'comment',
      content: values.content,
      createdByUserId: values.userId,
    })
    .returning({ id: timelineEvents.id });
  return row!.id;
}

export async function updateComment(tx: Database, merchantId: number, id: number, content: string) {
  await tx
    .update(timelineEvents)
    .set({ content, modifiedAt: sql`now()` })
    .where(and(eq(timelineEvents.merchantId, merchantId), eq(timelineEvents.id, id)));
}

export async function deleteEvent(tx: Database, merchantId: number, id: number) {
  await tx
    .delete(timelineEvents)
    .where(and(eq(timelineEvents.merchantId, merchantId), eq(timelineEvents.id, id)));
}
