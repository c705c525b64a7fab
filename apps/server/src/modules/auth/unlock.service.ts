import { authMessages } from '@paybook/contracts';
import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { queueTemplatedEmail } from '../email/outbox.ts';
import { findUserForSignIn } from './auth.repository.ts';
import * as repo from './login-limits.repository.ts';

/** An unlock link works once and lives this long (issue 13 §5). */
export const UNLOCK_LINK_HOURS = 24;
/** Anyone may ask for the link, so a user name gets at most this many unlock e-mails per window. */
export const UNLOCK_EMAIL_LIMIT = { count: 3, windowMinutes: 15 };

export type UnlockEmailOptions = { origin: string; productName: string; now?: Date };

/**
 * E-mails an active user a single-use link that ends every sign-in lock of their user name (only its
 * hash is stored). Nothing happens for an unknown or inactive name, or past the user's limit; callers
 * run this after their answer (lib/background-work.ts), so neither case shows.
 */
export async function sendUnlockEmail(db: Database, userName: string, options: UnlockEmailOptions) {
  const now = options.now ?? new Date();
  const found = await findUserForSignIn(db, userName);
  if (!found?.user.isActive) return;
  const since = new Date(now.getTime() - UNLOCK_EMAIL_LIMIT.windowMinutes * 60_000);
  if ((await repo.countUnlockTokensSince(db, userName, since)) >= UNLOCK_EMAIL_LIMIT.count) return;
  const { user } = found;
  const token = randomToken(32);
  // The token is sign-in bookkeeping, out of the tenant role's reach; the e-mail is the merchant's.
  await repo.insertUnlockToken(db, {
    tokenHash: sha256(token),
    userName,
    expiresAt: new Date(now.getTime() + UNLOCK_LINK_HOURS * 3600_000),
  });
  await withTenant(db, user.merchantId, async (tx) => {
    // Ruling 7: the sign_in_unlock template (its words are fixed).
    await queueTemplatedEmail(tx, user.merchantId, {
      template: 'sign_in_unlock',
      to: user.email,
      values: { first_name: user.firstName, product_name: options.productName, company_name: '' },
      paragraphs: [
        { text: '', link: `${options.origin}/unlock-account/${token}` },
        { text: `The link works once and expires in ${UNLOCK_LINK_HOURS} hours.` },
        {
          text: 'If it was not you, someone may be guessing your password: you can still sign in from your usual network, and changing your password keeps the account safe.',
        },
      ],
    });
  });
}

/** The sign-in page's 'E-mail me an unlock link': only while a lock of the name is in force. */
export async function requestUnlockEmail(db: Database, userName: string, options: UnlockEmailOptions) {
  if (!(await repo.hasLockInForce(db, userName, options.now ?? new Date()))) return;
  await sendUnlockEmail(db, userName, options);
}

/** Public: POST login_unlock/{token}. Ends every lock of the token's user name; the token works once. */
export async function unlockWithToken(db: Database, token: string, now = new Date()): Promise<void> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const userName = await repo.useUnlockToken(tx, sha256(token), now);
    if (userName === undefined) throw badRequest('token', authMessages.unlockLinkInvalid);
    await repo.endLocks(tx, userName, now);
  });
}
