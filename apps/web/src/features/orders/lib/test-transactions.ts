import type { Transaction } from '@paybook/contracts';
import { cardPayment } from '@paybook/contracts/test-transaction';

// An order's transactions as the API answers them, for the order page's tests.

/** A cash payment of $20.00, settled when taken, with $5.00 change. */
export const settledCash: Transaction = {
  ...cardPayment,
  id: 601,
  payment_type: 'cash',
  payment_mode: 'cash',
  processor_status: 'settled',
  amount: '20.00',
  can_void_until: null,
  account: null,
  change_due: '5.00',
};
/** A refund of the cash payment. */
export const refund = (
  id: number,
  amount: string,
  processorStatus: Transaction['processor_status'],
): Transaction => ({
  ...settledCash,
  id,
  is_refund: true,
  ref_payment_id: settledCash.id,
  amount,
  processor_status: processorStatus,
  status: { code: 4, name: 'Refunded' },
  change_due: null,
});
