import type { OutboxEmail, OutboxEmailList } from '@paybook/contracts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import * as repo from './email.repository.ts';

const RECENT_EMAILS = 50;

function present(row: repo.OutboxRow): OutboxEmail {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    status: row.status as OutboxEmail['status'],
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * Ruling 7: without SMTP the outbox is the delivery, so support (and developers and tests) read a
 * merchant's recent e-mails, links included, in the support console.
 */
export async function listMerchantEmails(db: Database, merchantId: number): Promise<OutboxEmailList> {
  if (!(await repo.merchantExists(db, merchantId))) throw notFound('The merchant');
  return { data: (await repo.listRecentEmails(db, merchantId, RECENT_EMAILS)).map(present) };
}
