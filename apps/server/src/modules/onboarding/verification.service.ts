import { errorCodes, type VerificationEmailResponse, type VerifyEmailResponse } from '@paybook/contracts';
import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/tokens.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { completeBulletins } from '../bulletins/bulletins.service.ts';
import * as repo from './onboarding.repository.ts';
import { queueVerificationEmail } from './verification-email.ts';

/** At most this many verification e-mails an hour, the one sent at sign-up included. */
export const VERIFICATION_EMAILS_PER_HOUR = 5;

const INVALID_LINK =
  'This verification link is not valid any more. Send a new one and use the newest e-mail.';

/**
 * spec 3 §7 PUT verify_email/{code}: clears the merchant's unverified flag (spec 3 §2.5) and completes
 * the email_validation bulletin (spec 1 §4.4). Decided: the signed-in user's merchant must own the code
 * (the page signs in first when needed); an unknown, used, expired or other merchant's code is a 404.
 */
export function verifyEmail(db: Database, ctx: UserContext, code: string): Promise<VerifyEmailResponse> {
  return withTenant(db, ctx.merchantId, async (tx) => {
    const email = await repo.useVerificationCode(tx, ctx.merchantId, sha256(code), new Date());
    if (email === undefined) throw new AppError(404, errorCodes.notFound, INVALID_LINK);
    await repo.updateMerchant(tx, ctx.merchantId, { emailUnverified: false });
    await completeBulletins(tx, ctx.merchantId, ['email_validation']);
    return { email_unverified: false as const, email };
  });
}

/**
 * spec 1 §7 Account: resend the e-mail-verification notification (POST merchant/verification_email).
 * The link goes to the business e-mail given at sign-up, else to the signed-in user; at most
 * VERIFICATION_EMAILS_PER_HOUR are sent an hour (429), so the button cannot flood an inbox.
 */
export function resendVerificationEmail(
  db: Database,
  ctx: UserContext,
  options: { origin: string; productName: string },
): Promise<VerificationEmailResponse> {
  return withTenant(db, ctx.merchantId, async (tx) => {
    const merchant = await repo.findMerchant(tx, ctx.merchantId);
    if (!merchant) throw notFound('The merchant');
    if (!merchant.emailUnverified) {
      throw new AppError(409, errorCodes.conflict, 'Your e-mail address is already verified.');
    }
    const hourAgo = new Date(Date.now() - 3600_000);
    if (
      (await repo.countVerificationEmailsSince(tx, ctx.merchantId, hourAgo)) >= VERIFICATION_EMAILS_PER_HOUR
    ) {
      throw new AppError(
        429,
        errorCodes.tooManyAttempts,
        'Several verification e-mails were sent in the last hour. Check your inbox and spam folder, or try again later.',
      );
    }
    const to = merchant.companyEmail || ctx.user.email;
    await queueVerificationEmail(
      tx,
      ctx.merchantId,
      { userId: ctx.userId, email: to, firstName: ctx.user.firstName },
      options,
    );
    return { sent_to: to };
  });
}
