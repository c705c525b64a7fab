import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { type EmailAttachment, outboxEmails } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { createMerchant } from '../../test/factories.ts';
import { holdTenantTransaction } from '../../test/held-transaction.ts';
import { crossShardRowLocks, rowLocks, statementsDuring } from '../../test/row-locks.ts';
import { createTestApp } from '../../test/test-app.ts';
import { doc, receipt } from '../receipts/receipt-test-fixtures.ts';
import { receiptView } from '../receipts/receipt-view.ts';
import { pdfText } from '../receipts/receipts-test-setup.ts';
import { deliverPendingEmails, type MailTransport } from './delivery.ts';
import { enqueueEmail } from './outbox.ts';

let db: Database;

beforeAll(async () => {
  db = (await createTestApp()).handle.db;
});

type Sent = Parameters<MailTransport['sendMail']>[0];
const options = { from: 'Paybook <no-reply@paybook.test>', maxAttempts: 2, batchSize: 50 };

async function queue(merchantId: number, to: string, attachments: EmailAttachment[] = []) {
  return withTenant(db, merchantId, (tx) =>
    enqueueEmail(tx, merchantId, { kind: 'test', to, subject: `Hi ${to}`, text: 'Body', attachments }),
  );
}

/** Runs a delivery and answers the attachments of the message sent to `to`. */
async function attachmentsSentTo(to: string) {
  const sent: Sent[] = [];
  await deliverPendingEmails(db, { sendMail: async (message) => sent.push(message) }, options);
  return sent.find((m) => m.to === to)?.attachments;
}

async function statusOf(id: number) {
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  return row;
}

describe('outbox delivery by SMTP (ruling 7)', () => {
  it('sends pending messages once, marks them sent, and leaves nothing for a second run', async () => {
    const merchant = await createMerchant(db);
    const first = await queue(merchant.id, 'a@example.test');
    const second = await queue(merchant.id, 'b@example.test');
    const sent: Sent[] = [];
    const transport: MailTransport = { sendMail: async (message) => sent.push(message) };
    await deliverPendingEmails(db, transport, options);
    expect(sent.filter((m) => m.to.endsWith('@example.test')).map((m) => m.to)).toEqual([
      'a@example.test',
      'b@example.test',
    ]);
    expect(sent[0]).toMatchObject({ from: options.from, subject: 'Hi a@example.test', text: 'Body' });
    expect(await statusOf(first)).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await statusOf(second))?.sentAt).toBeInstanceOf(Date);
    expect(await deliverPendingEmails(db, transport, options)).toEqual({ sent: 0, failed: 0 });
  });

  it('sends attachments stored with the message, decoded from base64', async () => {
    const merchant = await createMerchant(db);
    const to = 'ics@example.test';
    await queue(merchant.id, to, [
      {
        filename: 'a.ics',
        contentType: 'text/calendar',
        contentBase64: Buffer.from('BEGIN').toString('base64'),
      },
    ]);
    const attachments = await attachmentsSentTo(to);
    expect(attachments?.map((f) => [f.filename, f.contentType, f.content.toString()])).toEqual([
      ['a.ics', 'text/calendar', 'BEGIN'],
    ]);
  });

  it('draws a PDF attachment when the message is delivered, from the drawing stored with it (decision 161)', async () => {
    const merchant = await createMerchant(db);
    const to = 'receipt-pdf@example.test';
    const view = receiptView(doc(receipt()));
    await queue(merchant.id, to, [
      { filename: 'receipt-1001.pdf', contentType: 'application/pdf', pdf: { view } },
    ]);
    const file = (await attachmentsSentTo(to))?.[0];
    expect(file).toMatchObject({ filename: 'receipt-1001.pdf', contentType: 'application/pdf' });
    expect(file?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(file?.content ?? Buffer.alloc(0))).toContain(view.orderLine);
  });

  it('a failed attempt stays pending with its error, and is failed after the last attempt', async () => {
    const merchant = await createMerchant(db);
    const id = await queue(merchant.id, 'down@example.test');
    const transport: MailTransport = {
      sendMail: async () => {
        throw new Error('connection refused');
      },
    };
    expect(await deliverPendingEmails(db, transport, options)).toEqual({ sent: 0, failed: 1 });
    expect(await statusOf(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'connection refused',
    });
    await deliverPendingEmails(db, transport, options);
    expect(await statusOf(id)).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('two runs at once send each message once, of two merchants, each locked by its key (decision 107)', async () => {
    const merchants = [await createMerchant(db), await createMerchant(db)];
    const ids = await Promise.all([1, 2, 3, 4].map((n) => queue(merchants[n % 2]!.id, `p${n}@example.test`)));
    const sent: string[] = [];
    const transport: MailTransport = {
      sendMail: async (message) => {
        sent.push(message.to);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    const statements = await statementsDuring(() =>
      Promise.all([
        deliverPendingEmails(db, transport, options),
        deliverPendingEmails(db, transport, options),
      ]),
    );
    expect(sent.sort()).toEqual(['p1@example.test', 'p2@example.test', 'p3@example.test', 'p4@example.test']);
    for (const id of ids) expect((await statusOf(id))?.status).toBe('sent');
    expect(rowLocks(statements).length).toBeGreaterThanOrEqual(4);
    expect(crossShardRowLocks(statements)).toEqual([]);
  });

  it('passes over a message another node holds, without waiting; a later run sends it', async () => {
    const merchant = await createMerchant(db);
    const held = await queue(merchant.id, 'held@example.test');
    await queue(merchant.id, 'free@example.test');
    const otherNode = await holdTenantTransaction(db, merchant.id);
    await otherNode.tx
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.merchantId, merchant.id), eq(outboxEmails.id, held)))
      .for('update');
    const sent: string[] = [];
    const transport: MailTransport = { sendMail: async (message) => sent.push(message.to) };
    // A run that waited for the held row would fail (lock_timeout): the other node commits after it.
    await deliverPendingEmails(db, transport, options).finally(otherNode.commit);
    expect(sent).toContain('free@example.test');
    expect(sent).not.toContain('held@example.test');
    expect(await statusOf(held)).toMatchObject({ status: 'pending', attempts: 0 });
    await deliverPendingEmails(db, transport, options);
    expect(await statusOf(held)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
