import { z } from 'zod';

// Issue 15 point 7: deposits and no-show fees (beyond the spec, as Square Appointments and Acuity have them).

export const depositStatuses = ['paid', 'refunded', 'kept', 'credited'] as const;
export const depositStatus = z.enum(depositStatuses);
export type DepositStatusName = z.infer<typeof depositStatus>;

/** The code of a booking or a no-show whose card the processor declined (402, the processor's reason). */
export const CARD_DECLINED = 'CARD_DECLINED';
/** The code of a no-show the rules refuse (not started, cancelled, already charged, no fee, no card). */
export const NO_SHOW_REFUSED = 'NO_SHOW_REFUSED';
/** The code of a deposit that cannot be given back at this moment (its settlement is not yet known). */
export const DEPOSIT_NOT_RETURNABLE = 'DEPOSIT_NOT_RETURNABLE';

/** POST appointment/{id}/no_show (Idempotency-Key): the fee charged, its order and payment. */
export const noShowResult = z.object({
  appointment_id: z.number().int(),
  status: z.literal('no_show'),
  fee: z.string().describe('Decimal string with two decimals'),
  card_label: z.string(),
  order_id: z.number().int(),
  order_number: z.number().int(),
  transaction_id: z.number().int(),
  deposit_status: depositStatus.nullable(),
});
export type NoShowResult = z.infer<typeof noShowResult>;
