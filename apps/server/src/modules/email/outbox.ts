import type { Database } from '../../db/client.ts';
import { type EmailAttachment, outboxEmails } from '../../db/schema/index.ts';

export type OutgoingEmail = {
  /** What the message is for, e.g. 'password_reset' or 'email_verification'. */
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

/** The same for several messages in one statement (issue 25 point 7: a billing run's notices). */
export async function enqueueEmails(
  tx: Database,
  merchantId: number,
  emails: readonly OutgoingEmail[],
): Promise<number[]> {
  if (emails.length === 0) return [];
  const rows = await tx
    .insert(outboxEmails)
    .values(
      emails.map((email) => ({
        merchantId,
        kind: email.kind,
        toAddress: email.to,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html ?? null,
        attachments: email.attachments ?? [],
      })),
    )
    .returning({ id: outboxEmails.id });
  return rows.map((row) => row.id);
}
