import { findEmailTemplate } from '@paybook/domain/email-templates/template-registry';
import type { FilledTemplate } from '@paybook/domain/email-templates/template-save';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import type { EmailAttachment } from '../../db/schema/index.ts';
import { composeTemplatedEmail, type EmailParagraph } from './compose-email.ts';
import { renderTemplate } from './template-store.ts';

export type OutgoingEmail = {
  /** The template the message is made from (packages/domain/src/email-templates), e.g. 'password_reset'. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
};

/**
 * Ruling 7: writes the message to the outbox in the caller's (tenant) transaction, so it is sent exactly
 * when the change that causes it commits. Delivery happens later, outside the request.
 */
export async function enqueueEmail(tx: Database, merchantId: number, email: OutgoingEmail): Promise<number> {
  const [id] = await enqueueEmails(tx, merchantId, [email]);
  if (id === undefined) throw new Error('The e-mail was not queued');
  return id;
}

/**
 * The same for several messages in one statement (issue 25 point 7: a billing run's notices). An e-mail
 * of a customer template to a known customer's address goes on that customer's timeline (issue 26 point
 * 1), in the same transaction, naming the message so the profile can show it (decision 189).
 */
export async function enqueueEmails(
  tx: Database,
  merchantId: number,
  emails: readonly OutgoingEmail[],
): Promise<number[]> {
  if (emails.length === 0) return [];
  const kinds = [...new Set(emails.map((e) => e.kind))].filter(
    (kind) => findEmailTemplate(kind)?.audience === 'customer',
  );
  const customerKinds = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const values = sql.join(
    emails.map(
      (email) =>
        sql`(${merchantId}::bigint, ${email.kind}, ${email.to}, ${email.subject}, ${email.text}, ${email.html ?? null}, ${JSON.stringify(email.attachments ?? [])}::jsonb)`,
    ),
    sql`, `,
  );
  // One statement: the messages, and the timeline lines of those to known customers.
  const rows = await queryRows<{ id: string | number }>(
    tx,
    sql`
    with sent as (
      insert into outbox_emails (merchant_id, kind, to_address, subject, text_body, html_body, attachments)
      values ${values}
      returning id, kind, subject, to_address
    ), logged as (
      insert into timeline_events (merchant_id, customer_id, timeline_event_type, event_type, content, outbox_email_id)
      select c.merchant_id, c.id, 'email_event', sent.kind, sent.subject, sent.id
        from sent
        join customers c on c.merchant_id = ${merchantId} and lower(c.email) = lower(trim(sent.to_address))
       where c.email <> '' and c.deleted_at is null
         and sent.kind = any(array[${customerKinds}]::text[])
    )
    select id from sent`,
  );
  return rows.map((row) => Number(row.id));
}

/** A templated message: the template's key, its merge values and the sender's fixed paragraphs. */
export type TemplatedEmail = {
  template: string;
  to: string;
  values: Readonly<Record<string, string>>;
  paragraphs?: readonly EmailParagraph[];
  attachments?: EmailAttachment[];
};

/**
 * Ruling 7: fills the merchant's template (their edits or the defaults) and queues the message; null when
 * the merchant turned the template off (spec 3 §4.7), when nothing is sent.
 */
export async function queueTemplatedEmail(
  tx: Database,
  merchantId: number,
  email: TemplatedEmail,
): Promise<number | null> {
  const filled = await renderTemplate(tx, merchantId, email.template, email.values);
  if (filled === null) return null;
  return enqueueEmail(tx, merchantId, templatedMessage(email, filled));
}

export function templatedMessage(email: TemplatedEmail, filled: FilledTemplate): OutgoingEmail {
  return {
    kind: email.template,
    to: email.to,
    ...composeTemplatedEmail(filled, email.paragraphs),
    ...(email.attachments ? { attachments: email.attachments } : {}),
  };
}
