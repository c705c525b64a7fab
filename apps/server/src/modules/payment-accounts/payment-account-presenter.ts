import type { BankAccount, CardAccount } from '@paybook/contracts';
import {
  type AccessSubject,
  type CardBrand,
  canDeletePaymentAccount,
  canEditPaymentAccount,
  formatCardExpiry,
  isCardExpired,
  toBankAccountType,
} from '@paybook/domain';
import type { PaymentAccountRow } from './payment-accounts.repository.ts';

export interface Viewer {
  subject: AccessSubject;
  userId: number;
  /** The merchant's today ('YYYY-MM-DD' in its zone), for expiry. */
  today: string;
}

const rights = (row: PaymentAccountRow, viewer: Viewer) => {
  const owned = { created_by_user_id: row.createdByUserId };
  return {
    can_edit: canEditPaymentAccount(viewer.subject, owned, viewer.userId),
    can_delete: canDeletePaymentAccount(viewer.subject, owned, viewer.userId),
  };
};

/** A card as spec 2 §3 names it; the number masked to its issuer's length. */
export function presentCard(row: PaymentAccountRow, viewer: Viewer): CardAccount {
  const issuer = (row.issuer ?? 'Visa') as CardBrand;
  // Shown at the usual length: 15 digits for Amex, 16 for the others.
  const length = issuer === 'Amex' ? 15 : 16;
  const expiry = { month: row.expirationMonth ?? 1, year: row.expirationYear ?? 2000 };
  return {
    id: row.id,
    customer_id: row.customerId,
    credit_card_number: `${'*'.repeat(length - 4)}${row.lastFour}`,
    issuer,
    expiration_date: formatCardExpiry(expiry),
    billing_zip_code: row.billingZipCode,
    is_default: row.isDefault,
    is_expired: isCardExpired(expiry, viewer.today),
    ...rights(row, viewer),
  };
}

/** A bank account as spec 2 §3 names it; the account number masked. */
export function presentBankAccount(row: PaymentAccountRow, viewer: Viewer): BankAccount {
  const flags = { is_checking_account: row.isCheckingAccount ?? true, is_personal: row.isPersonal ?? true };
  return {
    id: row.id,
    customer_id: row.customerId,
    account_number: `****${row.lastFour}`,
    routing_number: row.routingNumber ?? '',
    bank_name: row.bankName ?? '',
    // The API stores only the three types of spec 2 §5, so every stored pair of flags has one.
    account_type: toBankAccountType(flags) ?? 'savings',
    ...flags,
    customer_company_name: row.customerCompanyName,
    is_default: row.isDefault,
    ...rights(row, viewer),
  };
}
