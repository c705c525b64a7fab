import { isCardExpired } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { listAccounts } from './payment-accounts.repository.ts';

/**
 * Issue 24 point 3: whether the customer keeps a card the desk could charge, one not expired on `today`
 * (the merchant's date, 'YYYY-MM-DD'), as the appointment's popover says.
 */
export async function hasCardOnFile(
  tx: Database,
  merchantId: number,
  customerId: number,
  today: string,
): Promise<boolean> {
  const accounts = await listAccounts(tx, merchantId, customerId);
  return accounts.some(
    (account) =>
      account.kind === 'card' &&
      account.expirationMonth !== null &&
      account.expirationYear !== null &&
      !isCardExpired({ month: account.expirationMonth, year: account.expirationYear }, today),
  );
}
