import { z } from 'zod';
import { merchantOutboxEmail } from './email-templates.ts';

// Not in the index, as email-templates.ts is not: the web reads only the type, so no page carries the
// schema (the sign-in page's weight, decision 148).

/**
 * GET /api/customer/timeline/{id}/email (spec 2 §2 view customer email, issue 26 point 8): the message an
 * e-mail line records as it was sent, with its delivery as the sent e-mails page shows it (decision 172).
 * `sent_at` is null until it is delivered; `html` is null for a plain-text message. Both `text` and `html`
 * are null for a message whose link is for the customer only (a password link, decision 192).
 */
export const timelineEmail = merchantOutboxEmail
  .pick({
    template_key: true,
    template_name: true,
    to: true,
    subject: true,
    status: true,
    last_error: true,
    created_at: true,
    sent_at: true,
  })
  .extend({ text: z.string().nullable(), html: z.string().nullable() });
export type TimelineEmail = z.infer<typeof timelineEmail>;
