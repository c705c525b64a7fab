import type { FeeStructure } from '@paybook/contracts';
import { formatDollars, priceToCents } from '@paybook/domain';

/** "8.375%" or "$2.50" (ruling 9: the amount is a decimal string; dollars go through cents). */
export function formatFeeAmount(fee: Pick<FeeStructure, 'amount' | 'is_percent'>): string {
  if (fee.is_percent) return `${fee.amount}%`;
  const cents = priceToCents(fee.amount);
  return cents === null ? fee.amount : formatDollars(cents);
}
