import { type AccessSubject, subjectFromRecords } from '@paybook/domain';
import { presentMerchant, presentUser } from './presenters.ts';
import type { MerchantRow, UserRow } from './sessions.repository.ts';

/** The same access functions the web uses to show and hide decide here what the server allows (spec 1 §6). */
export function buildSubject(user: UserRow, merchant: MerchantRow, impersonated: boolean): AccessSubject {
  return subjectFromRecords({
    user: presentUser(user, false),
    merchant: { ...presentMerchant(merchant), features: merchant.features },
    impersonated,
  });
}

/** A cached session's rows are never changed in place (a change replaces them), so one subject serves all. */
const subjects = new WeakMap<
  UserRow,
  { merchant: MerchantRow; impersonated: boolean; subject: AccessSubject }
>();

/**
 * The subject of a session's rows, built once per cached copy rather than on every request (issue 14
 * point 2: the session cache's entries hold these rows for up to 30 s).
 */
export function subjectOf(user: UserRow, merchant: MerchantRow, impersonated: boolean): AccessSubject {
  const known = subjects.get(user);
  if (known && known.merchant === merchant && known.impersonated === impersonated) return known.subject;
  const subject = buildSubject(user, merchant, impersonated);
  subjects.set(user, { merchant, impersonated, subject });
  return subject;
}
