import { errorCodes } from '@paybook/contracts';
import { type AccountOnFile, describeAccountOnFile, sameAccountOnFile } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import * as repo from './payment-accounts.repository.ts';

// spec 3 §2.5 card-account-dedupe (issue 26 point 8): an add of a card or bank account the customer has on
// file is refused with 409 ACCOUNT_ON_FILE, naming the one on file, unless the caller asks for a second copy.

type Stored = Pick<
  repo.NewPaymentAccount,
  | 'kind'
  | 'issuer'
  | 'lastFour'
  | 'expirationMonth'
  | 'expirationYear'
  | 'routingNumber'
  | 'isCheckingAccount'
  | 'isPersonal'
>;

/** What the domain compares of a stored (or just tokenised) account; the columns' checks fill a kind's own. */
export function accountOnFileOf(account: Stored): AccountOnFile {
  if (account.kind === 'card')
    return {
      kind: 'card',
      issuer: account.issuer ?? '',
      lastFour: account.lastFour,
      expiry: { month: account.expirationMonth ?? 0, year: account.expirationYear ?? 0 },
    };
  return {
    kind: 'bank',
    routingNumber: account.routingNumber ?? '',
    lastFour: account.lastFour,
    flags: {
      is_checking_account: account.isCheckingAccount ?? true,
      is_personal: account.isPersonal ?? true,
    },
  };
}

function accountOnFile(row: repo.PaymentAccountRow): AppError {
  const description = describeAccountOnFile(accountOnFileOf(row));
  const what = row.kind === 'card' ? 'card' : 'bank account';
  return new AppError(
    409,
    errorCodes.accountOnFile,
    `This ${what} is already on file: ${description}.`,
    undefined,
    {
      existing_account_id: row.id,
      existing_account_description: description,
      existing_account_is_default: row.isDefault,
    },
  );
}

/**
 * Inserts the tokenised account unless the customer has the same one on file (409 ACCOUNT_ON_FILE), or
 * `allowDuplicate`. The customer's row is locked first, in this transaction, so two adds of one card at
 * once take turns and the second sees the first; so do two first accounts, which would otherwise both
 * claim the default and one fail on its unique index. The processor was asked before, outside it.
 */
export async function insertUnlessOnFile(
  tx: Database,
  values: repo.NewPaymentAccount,
  allowDuplicate: boolean,
): Promise<repo.PaymentAccountRow> {
  if (!(await repo.lockCustomer(tx, values.merchantId, values.customerId))) throw notFound('The customer');
  if (!allowDuplicate) {
    const candidate = accountOnFileOf(values);
    const accounts = await repo.listAccounts(tx, values.merchantId, values.customerId);
    const onFile = accounts.find((row) => sameAccountOnFile(accountOnFileOf(row), candidate));
    if (onFile) throw accountOnFile(onFile);
  }
  return repo.insertAccount(tx, values);
}
