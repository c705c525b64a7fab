import { z } from 'zod';

/** Ruling 7: an outbox message as the support console shows it (support auth). */
export const outboxEmail = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['pending', 'sent', 'failed', 'kept']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmail>;

/** GET support/merchants/{id}/emails: the merchant's most recent e-mails, newest first. */
export const outboxEmailList = z.object({ data: z.array(outboxEmail) });
export type OutboxEmailList = z.infer<typeof outboxEmailList>;
