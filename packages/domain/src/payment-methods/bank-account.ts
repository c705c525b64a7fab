// spec 2 §3: a bank account stores account_number, is_checking_account and is_personal;
// spec 2 §5: the form offers three types, checking, savings and business_checking.

/** spec 2 §5: the bank account types a form offers. */
export const BANK_ACCOUNT_TYPES = ['checking', 'savings', 'business_checking'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/** spec 2 §3: the two flags a bank account is stored with. */
export interface BankAccountFlags {
  is_checking_account: boolean;
  is_personal: boolean;
}

/** Whether a string is one of the spec 2 §5 bank account types. */
export function isBankAccountType(value: string): value is BankAccountType {
  return (BANK_ACCOUNT_TYPES as readonly string[]).includes(value);
}

/** spec 2 §5: "business_checking means a non-personal checking account"; savings is personal. */
export function toBankAccountFlags(type: BankAccountType): BankAccountFlags {
  switch (type) {
    case 'checking':
      return { is_checking_account: true, is_personal: true };
    case 'savings':
      return { is_checking_account: false, is_personal: true };
    case 'business_checking':
      return { is_checking_account: true, is_personal: false };
  }
}

/**
 * spec 2 §5: the type of stored flags. A non-personal savings account has no type among the three,
 * so it gives null and the caller decides how to show it.
 */
export function toBankAccountType(flags: BankAccountFlags): BankAccountType | null {
  if (flags.is_checking_account) return flags.is_personal ? 'checking' : 'business_checking';
  return flags.is_personal ? 'savings' : null;
}

// The spec gives no length for account_number; 17 is the ACH (NACHA) account field width and
// 4 the shortest number banks issue.
export const BANK_ACCOUNT_NUMBER_MIN_DIGITS = 4;
export const BANK_ACCOUNT_NUMBER_MAX_DIGITS = 17;

export type BankAccountNumberProblem = 'required' | 'digits' | 'length';

/** spec 2 §3 account_number: what is wrong with a typed one (4 to 17 digits), or null when it can be sent. */
export function bankAccountNumberProblem(text: string | null | undefined): BankAccountNumberProblem | null {
  if (text === null || text === undefined || text.trim() === '') return 'required';
  const digits = text.trim();
  if (!/^\d+$/.test(digits)) return 'digits';
  const fits =
    digits.length >= BANK_ACCOUNT_NUMBER_MIN_DIGITS && digits.length <= BANK_ACCOUNT_NUMBER_MAX_DIGITS;
  return fits ? null : 'length';
}

const BANK_ACCOUNT_NUMBER_MESSAGES: Record<BankAccountNumberProblem, string> = {
  required: 'Enter the bank account number.',
  digits: 'The bank account number can only contain digits.',
  length: `The bank account number must have ${BANK_ACCOUNT_NUMBER_MIN_DIGITS} to ${BANK_ACCOUNT_NUMBER_MAX_DIGITS} digits.`,
};

/** The message for a bank account number problem, naming the account number. */
export function bankAccountNumberError(text: string | null | undefined): string | null {
  const problem = bankAccountNumberProblem(text);
  return problem && BANK_ACCOUNT_NUMBER_MESSAGES[problem];
}

/** spec 2 §3 account_number as shown once saved: one star per hidden digit, then the last four. */
export function maskBankAccountNumber(text: string): string {
  const digits = text.trim();
  return '*'.repeat(Math.max(digits.length - 4, 0)) + digits.slice(-4);
}
