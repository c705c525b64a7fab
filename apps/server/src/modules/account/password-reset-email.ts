import type { Database } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { queueTemplatedEmail } from '../email/outbox.ts';
import { insertPasswordResetCode } from './account.repository.ts';

/** spec 3 §7 reset_password: a reset link is single use and lives 24 hours. */
export const PASSWORD_RESET_HOURS = 24;

export type ResetEmailKind = 'password_reset' | 'staff_welcome';

/**
 * Writes a single-use code (only its hash is stored) and queues the e-mail with the link to
 * /reset-password/{code}, in the caller's tenant transaction (ruling 7).
 */
export async function queuePasswordResetEmail(
  tx: Database,
  merchantId: number,
  user: { id: number; email: string; firstName: string },
  options: { origin: string; kind: ResetEmailKind; merchantName: string; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  const code = randomToken(32);
  await insertPasswordResetCode(
    tx,
    merchantId,
    {
      codeHash: sha256(code),
      userId: user.id,
      email: user.email,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_HOURS * 3600_000),
    },
    now,
  );
  const link = `${options.origin}/reset-password/${code}`;
  const welcome = options.kind === 'staff_welcome';
  // Ruling 7: the staff_welcome or password_reset template (neither can be turned off).
  await queueTemplatedEmail(tx, merchantId, {
    template: options.kind,
    to: user.email,
    values: { first_name: user.firstName, company_name: options.merchantName, product_name: '' },
    paragraphs: [
      { text: '', link },
      { text: `The link works once and expires in ${PASSWORD_RESET_HOURS} hours.` },
      ...(welcome
        ? []
        : [
            {
              text: 'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
            },
          ]),
    ],
  });
}
