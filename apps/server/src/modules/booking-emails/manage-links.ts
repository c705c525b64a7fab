import type { Database } from '../../db/client.ts';
import { addMerchantKeys } from '../../db/merchant-keys.ts';
import { appointmentLinks } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';

/** The path of the customer's manage page (ruling 4); the web app serves it. */
export const MANAGE_PATH = '/my-appointment';

/**
 * Ruling 4: what appointment_links stores for a manage token, its SHA-256 (hex). The manage page API looks
 * a token up by this hash, so a leaked table holds no usable link.
 */
export function hashManageToken(token: string): string {
  return sha256(token);
}

/**
 * Ruling 4: a new link for the customer to cancel or reschedule one appointment, `${origin}/my-appointment/
 * {token}` with 32 random bytes (base64url). Only the hash is stored, in the caller's transaction, so the
 * link exists exactly when the e-mail that carries it is queued. Each e-mail gets its own link; earlier
 * links keep working (the cancellation window, not the link, decides what may change).
 */
export async function createManageLink(
  tx: Database,
  merchantId: number,
  calendarItemId: number,
  origin: string,
): Promise<string> {
  return manageUrl(origin, await createManageToken(tx, merchantId, calendarItemId));
}

/** A new manage token (only its hash stored): the booking page's confirmation gets its own (issue 16 point 5). */
export async function createManageToken(tx: Database, merchantId: number, calendarItemId: number) {
  const token = randomToken(32);
  const tokenHash = hashManageToken(token);
  await tx.insert(appointmentLinks).values({ merchantId, calendarItemId, tokenHash });
  await addMerchantKeys(tx, merchantId, 'manage_link', [tokenHash]);
  return token;
}

/** `${origin}/my-appointment/{token}`. */
export function manageUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}${MANAGE_PATH}/${token}`;
}
