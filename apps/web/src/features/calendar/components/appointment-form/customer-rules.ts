// spec 1 §5 appointment customer rules, as the form applies them while the user types.
import { customerPhone, quickCustomerSearchQuery } from '@paybook/contracts';

/** spec 1 §5: a customer search starts at 3 characters and not with a space (the contract's rule). */
export function isSearchableQuery(query: string): boolean {
  return quickCustomerSearchQuery.safeParse({ query }).success;
}

/** spec 1 §5: non-digits are stripped before sending. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * spec 1 §5 phone input mask: ten digits shown as (303) 555-0147, whose first digit is 2 to 9; a leading 0
 * or 1 is never accepted, and digits past ten are dropped.
 */
export function formatPhoneInput(value: string): string {
  const digits = phoneDigits(value)
    .replace(/^[01]+/, '')
    .slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Empty, or a full phone number by the contract's rule (ten digits, the first 2 to 9). */
export function isValidPhone(value: string): boolean {
  return customerPhone.safeParse(value).success;
}
