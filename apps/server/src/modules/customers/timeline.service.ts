import { errorCodes, type TimelineEvent, type TimelinePage, type timelineQuery } from '@paybook/contracts';
import type { TimelineEmail } from '@paybook/contracts/timeline-email';
import { canChangeComment, commentToSend } from '@paybook/domain';
import { findEmailTemplate } from '@paybook/domain/email-templates/template-registry';
import { isEmailTextShown } from '@paybook/domain/email-templates/template-visibility';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { imageLink } from '../images/images.repository.ts';
import * as customersRepo from './customers.repository.ts';
import * as repo from './timeline.repository.ts';

type TimelineQuery = z.output<typeof timelineQuery>;
const CUSTOMER = 'The customer';
const COMMENT = 'The comment';
const EMAIL_LINE = 'The e-mail line';

/** spec 2 §3 Timeline event, with what the signed-in user may do to it (spec 2 §6). */
function presentEvent(ctx: UserContext, row: repo.EventRow): TimelineEvent {
  const isComment = row.timelineEventType === 'comment';
  const author = { created_by_staff_id: row.createdByUserId };
  return {
    id: row.id,
    timeline_event_type: row.timelineEventType,
    event_type: row.eventType,
    content: row.content,
    created_on: row.createdAt.toISOString(),
    modified_on: row.modifiedAt.toISOString(),
    created_by_staff_id: row.createdByUserId,
    created_by_staff:
      row.staffFirstName === null
        ? null
        : {
            first_name: row.staffFirstName,
            last_name: row.staffLastName ?? '',
            image_url: row.staffImageKey ? imageLink(row.staffImageKey) : null,
          },
    entity_id: row.customerId,
    is_stickied: row.isStickied,
    can_edit: isComment && canChangeComment(ctx.subject, author, ctx.userId, 'edit'),
    can_delete: isComment && canChangeComment(ctx.subject, author, ctx.userId, 'delete'),
    has_email: row.timelineEventType === 'email_event' && row.outboxEmailId !== null,
  };
}

async function assertCustomer(tx: Database, merchantId: number, customerId: number) {
  if (!(await customersRepo.findCustomer(tx, merchantId, customerId))) throw notFound(CUSTOMER);
}

/** spec 2 §7 GET customer/timeline/{id}: newest first, `limit` a page, has_more when older events remain. */
export function listTimeline(
  db: Database,
  ctx: UserContext,
  customerId: number,
  query: TimelineQuery,
): Promise<TimelinePage> {
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    await assertCustomer(tx, ctx.merchantId, customerId);
    // A cursor event deleted meanwhile (a comment) leaves the time bound to go on from.
    const cursor = query.before_id && (await repo.findEvent(tx, ctx.merchantId, query.before_id));
    const rows = await repo.listEvents(tx, ctx.merchantId, customerId, {
      limit: query.limit,
      beforeId: cursor ? cursor.id : undefined,
      upper: query.upper_time_bound ? new Date(query.upper_time_bound) : undefined,
      lower: query.lower_time_bound ? new Date(query.lower_time_bound) : undefined,
      eventType: query.event_type || undefined,
    });
    return {
      data: rows.slice(0, query.limit).map((row) => presentEvent(ctx, row)),
      has_more: rows.length > query.limit,
    };
  });
}

/**
 * spec 2 §2 view customer email (issue 26 point 8, decision 189): the message an e-mail line records, as
 * sent. 404 for an unknown id, another kind of line, a deleted customer's line, and a message no longer
 * kept (the outbox row gone nulls the link).
 */
export function getTimelineEmail(db: Database, ctx: UserContext, id: number): Promise<TimelineEmail> {
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    const row = await repo.findEventEmail(tx, ctx.merchantId, id);
    if (row?.timelineEventType !== 'email_event') throw notFound(EMAIL_LINE);
    await assertCustomer(tx, ctx.merchantId, row.customerId);
    const { email } = row;
    if (!email) throw new AppError(404, errorCodes.notFound, 'This e-mail is no longer kept.');
    const template = findEmailTemplate(email.kind);
    // Decision 192: a customer's password link is for the customer only; the line still says what went.
    const isShown = isEmailTextShown(template, false);
    return {
      template_key: email.kind,
      template_name: template?.name ?? email.kind,
      to: email.toAddress,
      subject: email.subject,
      status: email.status as TimelineEmail['status'],
      last_error: email.lastError,
      created_at: email.createdAt.toISOString(),
      sent_at: email.sentAt?.toISOString() ?? null,
      text: isShown ? email.textBody : null,
      html: isShown ? email.htmlBody : null,
    };
  });
}

function contentOf(content: string): string {
  const comment = commentToSend(content);
  if (comment === null) throw badRequest('content', 'Write a comment first');
  return comment;
}

/** spec 2 §4: a comment is created by the signed-in user. */
export function addComment(
  db: Database,
  ctx: UserContext,
  body: { customer_id: number; content: string },
): Promise<TimelineEvent> {
  const content = contentOf(body.content);
  return withTenant(db, ctx.merchantId, async (tx) => {
    await assertCustomer(tx, ctx.merchantId, body.customer_id);
    const id = await repo.insertComment(tx, {
      merchantId: ctx.merchantId,
      customerId: body.customer_id,
      content,
      userId: ctx.userId,
    });
    return presentEvent(ctx, (await repo.findEvent(tx, ctx.merchantId, id))!);
  });
}

/**
 * A comment the user may change: 404 for an unknown id (or one of a deleted customer), 400 for a system
 * event (only comments are edited or deleted), 403 unless the author or holding the claim (spec 2 §6).
 */
async function loadChangeable(tx: Database, ctx: UserContext, id: number, change: 'edit' | 'delete') {
  const row = await repo.findEvent(tx, ctx.merchantId, id);
  if (!row) throw notFound(COMMENT);
  await assertCustomer(tx, ctx.merchantId, row.customerId);
  if (row.timelineEventType !== 'comment') {
    throw badRequest('id', `Only comments can be ${change === 'edit' ? 'edited' : 'deleted'}.`);
  }
  if (!canChangeComment(ctx.subject, { created_by_staff_id: row.createdByUserId }, ctx.userId, change)) {
    throw forbidden(`You may ${change} only the comments you wrote.`);
  }
  return row;
}

export function editComment(
  db: Database,
  ctx: UserContext,
  id: number,
  text: string,
): Promise<TimelineEvent> {
  const content = contentOf(text);
  return withTenant(db, ctx.merchantId, async (tx) => {
    await loadChangeable(tx, ctx, id, 'edit');
    await repo.updateComment(tx, ctx.merchantId, id, content);
    return presentEvent(ctx, (await repo.findEvent(tx, ctx.merchantId, id))!);
  });
}

export function deleteComment(db: Database, ctx: UserContext, id: number): Promise<void> {
  return withTenant(db, ctx.merchantId, async (tx) => {
    await loadChangeable(tx, ctx, id, 'delete');
    await repo.deleteEvent(tx, ctx.merchantId, id);
  });
}
