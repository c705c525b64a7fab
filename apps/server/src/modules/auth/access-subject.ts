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
