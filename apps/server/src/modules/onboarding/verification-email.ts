import type { Database } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { queueTemplatedEmail } from '../email/outbox.ts';
import * as repo from './onboarding.repository.ts';

/** Decided: a verification link lives 7 days; a resend replaces it. */
export const VERIFICATION_LINK_DAYS = 7;

/**
 * spec 3 §2.5 /settings/verify/{code}: writes a single-use code (only its hash is stored) and queues the
 * e-mail in the caller's transaction (ruling 7). The link uses the appointments verify route
 * (spec 1 §2.3 appointments.verify-email), which leads to the settings verification page.
 */
export async function queueVerificationEmail(
  tx: Database,
  merchantId: number,
  recipient: { userId: number; email: string; firstName: string },
  options: { origin: string; productName: string },
  now = new Date(),
): Promise<void> {
  const code = randomToken(32);
  await repo.deleteUnusedVerificationCodes(tx, merchantId);
  await repo.insertVerificationCode(tx, merchantId, {
    codeHash: sha256(code),
    userId: recipient.userId,
    email: recipient.email,
    expiresAt: new Date(now.getTime() + VERIFICATION_LINK_DAYS * 24 * 3600_000),
  });
  const link = `${options.origin}/appointments/verify/${code}`;
  // Ruling 7: the email_verification template (its words are fixed).
  await queueTemplatedEmail(tx, merchantId, {
    template: 'email_verification',
    to: recipient.email,
    values: { first_name: recipient.firstName, product_name: options.productName, company_name: '' },
    paragraphs: [
      { text: '', link },
      { text: `The link works once and expires in ${VERIFICATION_LINK_DAYS} days.` },
      { text: 'If you did not create an account, you can ignore this e-mail.' },
    ],
  });
}
