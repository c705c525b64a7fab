import { cardBrandName } from '../payments/card-brand.ts';
import { type BankAccountFlags, toBankAccountType } from './bank-account.ts';
import type { CardExpiry } from './card-expiry.ts';

// spec 3 §2.5 card-account-dedupe, spec 2 §2.1 add card or bank account (issue 26 point 8): adding a card
// or bank account the customer already has on file stores a second copy only when the user says so. The
// full numbers are the processor's (ruling 5), so sameness is read from what is kept of them. A deleted
// account is no longer on file: spec 2 §4 "Delete removes the account", so it is not among those compared.

/** What makes a stored (or just tokenised) card or bank account the same one. */
export type AccountOnFile =
  | { kind: 'card'; issuer: string; lastFour: string; expiry: CardExpiry }
  | { kind: 'bank'; routingNumber: string; lastFour: string; flags: BankAccountFlags };

/**
 * Whether `candidate` is an account already on file: a card of the same brand, last four and expiry month
 * and year; a bank account of the same routing number, last four of the account number and account type
 * (checking, savings or business checking: both flags). A card never matches a bank account.
 */
export function sameAccountOnFile(existing: AccountOnFile, candidate: AccountOnFile): boolean {
  if (existing.lastFour !== candidate.lastFour) return false;
  if (existing.kind === 'card' && candidate.kind === 'card') {
    return (
      cardBrandName(existing.issuer) === cardBrandName(candidate.issuer) &&
      existing.expiry.month === candidate.expiry.month &&
      existing.expiry.year === candidate.expiry.year
    );
  }
  if (existing.kind === 'bank' && candidate.kind === 'bank') {
    return (
      existing.routingNumber.trim() === candidate.routingNumber.trim() &&
      existing.flags.is_checking_account === candidate.flags.is_checking_account &&
      existing.flags.is_personal === candidate.flags.is_personal
    );
  }
  return false;
}

const BANK_ACCOUNT_NAMES = {
  checking: 'Checking account',
  savings: 'Savings account',
  business_checking: 'Business checking account',
} as const;

/** How the dedupe names the account on file: 'Visa ending 4242, expires 12/28'. */
export function describeAccountOnFile(account: AccountOnFile): string {
  if (account.kind === 'card') {
    const month = String(account.expiry.month).padStart(2, '0');
    const year = String(account.expiry.year % 100).padStart(2, '0');
    return `${cardBrandName(account.issuer)} ending ${account.lastFour}, expires ${month}/${year}`;
  }
  const type = toBankAccountType(account.flags);
  const name = type ? BANK_ACCOUNT_NAMES[type] : 'Bank account';
  return `${name} ending ${account.lastFour}, routing ${account.routingNumber}`;
}
