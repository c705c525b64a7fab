import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.ts';
import type { RowKey } from '../../db/due-claims.ts';
import { startIntervalLoop } from '../../lib/interval-loop.ts';
import { attachmentBytes } from './attachment-bytes.ts';
import * as repo from './email.repository.ts';

/** What delivery needs of a mail transport (nodemailer's SMTP transport, or a fake in tests). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    attachments?: { filename: string; contentType: string; content: Buffer }[];
  }): Promise<unknown>;
}

export type DeliveryOptions = {
  from: string;
  /** A message is marked failed after this many attempts. */
  maxAttempts: number;
  /** At most this many messages a run. */
  batchSize: number;
};

/** SMTP by URL (smtp://user:pass@host:587, smtps://…), with timeouts so a dead server cannot hang a run. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  return nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

/**
 * Ruling 7: sends pending outbox messages one by one. Each message is locked by its key with FOR UPDATE
 * SKIP LOCKED (decision 107) in its own short transaction, so any number of nodes can run this at once
 * without sending a message twice; one another node holds is passed over. A failed attempt stays pending
 * (tried again next run) until `maxAttempts`, then is `failed`.
 * Answers how many messages were sent and how many attempts failed.
 */
export async function deliverPendingEmails(
  db: Database,
  transport: MailTransport,
  options: DeliveryOptions,
  now: () => Date = () => new Date(),
): Promise<{ sent: number; failed: number }> {
  // The messages this run has tried or passed over: none is looked at twice.
  const passed: RowKey[] = [];
  let sent = 0;
  let failed = 0;
  while (sent + failed < options.batchSize) {
    const outcome = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const row = await repo.lockNextPending(tx, passed);
      if (!row) return 'empty' as const;
      passed.push({ merchantId: row.merchantId, id: row.id });
      try {
        await transport.sendMail({
          from: options.from,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          ...(row.htmlBody ? { html: row.htmlBody } : {}),
          ...(row.attachments.length > 0
            ? {
                attachments: await Promise.all(
                  row.attachments.map(async (file) => ({
                    filename: file.filename,
                    contentType: file.contentType,
                    content: await attachmentBytes(file),
                  })),
                ),
              }
            : {}),
        });
        await repo.markSent(tx, row, now());
        return 'sent' as const;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await repo.markAttemptFailed(tx, row, message, row.attempts + 1 >= options.maxAttempts);
        return 'failed' as const;
      }
    });
    if (outcome === 'empty') break;
    if (outcome === 'sent') sent += 1;
    else failed += 1;
  }
  return { sent, failed };
}

/**
 * Ruling 7: the delivery loop of every node, every `intervalSeconds`, only when SMTP is configured;
 * without SMTP the messages stay pending in the outbox, which is then the delivery.
 */
export function startEmailDelivery(
  db: Database,
  log: FastifyBaseLogger,
  config: { smtpUrl: string | undefined; from: string; intervalSeconds: number; maxAttempts: number },
): () => void {
  if (!config.smtpUrl) {
    log.info('SMTP_URL is not set: e-mails stay in the outbox (support console, Recent e-mails)');
    return () => undefined;
  }
  const transport = createSmtpTransport(config.smtpUrl);
  const options = { from: config.from, maxAttempts: config.maxAttempts, batchSize: 50 };
  return startIntervalLoop(log, 'outbox delivery', config.intervalSeconds, async () => {
    const result = await deliverPendingEmails(db, transport, options);
    return result.sent + result.failed > 0 ? result : null;
  });
}
