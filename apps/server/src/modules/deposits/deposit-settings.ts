import type { OfferingBody } from '@paybook/contracts';
import {
  centsToPrice,
  type DepositSettings,
  depositValueText,
  NO_DEPOSIT,
  readDepositSettings,
} from '@paybook/domain';
import { badRequest } from '../../lib/app-error.ts';

// Issue 15 point 7: a service save's deposit fields. Left out, the saved settings stay (a new service has
// none), so the setup page, the catalogue and older clients save a service without knowing of deposits.

/** The deposit columns of a save, or none to leave them as they are; 400 naming the field otherwise. */
export function depositColumnsOf(
  body: Pick<OfferingBody, 'deposit_type' | 'deposit_value' | 'no_show_fee'>,
  saved: DepositSettings | null,
) {
  if (body.deposit_type === undefined && body.deposit_value === undefined && body.no_show_fee === undefined)
    return {};
  const current = saved ?? NO_DEPOSIT;
  const read = readDepositSettings({
    deposit_type: body.deposit_type ?? current.deposit_type,
    deposit_value: body.deposit_value ?? depositValueText(current),
    no_show_fee: body.no_show_fee ?? centsToPrice(current.no_show_fee_cents),
  });
  if (!read.ok) throw badRequest(read.property, read.message);
  return {
    depositType: read.settings.deposit_type,
    depositValue: read.settings.deposit_value,
    noShowFeeCents: read.settings.no_show_fee_cents,
  };
}
