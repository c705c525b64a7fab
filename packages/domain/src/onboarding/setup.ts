// spec 1 §4.5 setup (appointments.setup, /appointments/get-started/about-your-business).
import { allOf, needClaim, needFeature, needRight, type Requirement } from '../access/requirement.ts';

/** spec 1 §9: the setup screen polls the login context every 2 s, up to 5 times. */
export const SETUP_POLL_INTERVAL_MS = 2000;
export const SETUP_POLL_ATTEMPTS = 5;

/** spec 1 §4.5: setup is finished once the merchant has a (non-zero) client id. */
export function isSetupComplete(merchant: { client_id: number }): boolean {
  return merchant.client_id !== 0;
}

/** Decided: setting up the business is configuration; the owner who signed up holds every right. */
export const SETUP_REQUIREMENT: Requirement = allOf(
  needFeature('appointments'),
  needClaim('appointments'),
  needRight('manage_configuration'),
);

/**
 * The processor's client number assigned at setup. Decided: derived from the merchant id, so it is
 * unique without a counter and stays clear of the demo merchants' numbers (41001…).
 */
export const CLIENT_ID_BASE = 100_000;
export function clientIdFor(merchantId: number): number {
  return CLIENT_ID_BASE + merchantId;
}
