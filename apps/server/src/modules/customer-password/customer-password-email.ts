import { type CustomerPasswordWording, customerPasswordWording } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { PASSWORD_RESET_HOURS } from '../account/password-reset-email.ts';
import { queueTemplatedEmail } from '../email/outbox.ts';
import { insertResetLink } from './customer-password.repository.ts';

/** The page of the e-mailed link (apps/web: /my-password/{token}, as /my-appointment/{token}). */
export const customerPasswordPath = (token: string) => `/my-password/${token}`;

/** spec 2 §8 portal or legacy wording: where the customer signs in with the new password. */
const SIGN_IN_HINT: Readonly<
  Record<CustomerPasswordWording, (business: string, userName: string) => string>
> = {
  portal: (business, userName) =>
    `Then sign in to the ${business} customer portal with your user name, ${userName}, and the new password.`,
  legacy: (business, userName) =>
    `Then sign in where you pay ${business} online with your user name, ${userName}, and the new password.`,
};

/**
 * Writes a single-use link (only its hash is stored) that lives as long as the staff's reset links, and
 * queues the customer_password_reset e-mail with it, in the caller's tenant transaction (ruling 7).
 */
export async function queueCustomerPasswordEmail(
  tx: Database,
  merchantId: number,
  input: {
    customer: { id: number; email: string; firstName: string; lastName: string; userName: string };
    businessName: string;
    origin: string;
    hasCustomerPortal: boolean;
    redirectUrl: string | null;
    requestedByUserId: number;
    now: Date;
  },
): Promise<{ expiresAt: Date }> {
  const token = randomToken(32);
  const expiresAt = new Date(input.now.getTime() + PASSWORD_RESET_HOURS * 3600_000);
  const { customer } = input;
  await insertResetLink(
    tx,
    merchantId,
    {
      tokenHash: sha256(token),
      customerId: customer.id,
      hasCustomerPortal: input.hasCustomerPortal,
      redirectUrl: input.redirectUrl,
      requestedByUserId: input.requestedByUserId,
      expiresAt,
    },
    input.now,
  );
  const hint = SIGN_IN_HINT[customerPasswordWording(input.hasCustomerPortal)];
  await queueTemplatedEmail(tx, merchantId, {
    template: 'customer_password_reset',
    to: customer.email,
    values: {
      company_name: input.businessName,
      customer_first_name: customer.firstName.trim() || 'there',
      customer_last_name: customer.lastName,
    },
    paragraphs: [
      { text: '', link: `${input.origin}${customerPasswordPath(token)}` },
      { text: `The link works once and expires in ${PASSWORD_RESET_HOURS} hours.` },
      { text: hint(input.businessName, customer.userName) },
      { text: 'If you did not ask for this, you can ignore this e-mail; your password stays the same.' },
    ],
  });
  return { expiresAt };
}
