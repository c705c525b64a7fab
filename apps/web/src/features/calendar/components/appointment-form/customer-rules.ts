// spec 1 §5 appointment customer rules, as the form applies them while the user types.
import { customerPhone, quickCustomerSearchQuery } from '@paybook/contracts';

/** spec 1 §5: a customer search starts at 3 characters and not with a space (the contract's rule). */
export function isSearchableQuery(query: string): boolean {
  return quickCustomerSearchQuery.safeParse({ query }).success;
}

/** Empty, or a full phone number by the contract's rule (ten digits, the first 2 to 9). */
export function isValidPhone(value: string): boolean {
  return customerPhone.safeParse(value).success;
}
