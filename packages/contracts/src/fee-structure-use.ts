import { z } from 'zod';

// spec 3 §7 Fees: the calls that count the orders and billing schedules using a fee structure, and check a
// dollar discount against the schedules' items (spec 3 §5 "A discount change checks for price violations
// against catalogue items and subscriptions"). Issue 25 point 8.

/** GET subscriptions/fee_structure/{id}/count and GET orders/fee_structure/{id}/count. */
export const feeStructureUseCount = z.object({ count: z.number().int() });
export type FeeStructureUseCount = z.infer<typeof feeStructureUseCount>;

/** POST subscription/fee_structure/{id}/has_price_violations: the schedules the discount would exceed. */
export const schedulePriceViolations = z.object({
  has_price_violations: z.boolean(),
  subscriptions: z.array(
    z.object({
      id: z.number().int(),
      subscription_number: z.number().int(),
      offering_name: z.string(),
      /** The item's unit price on the schedule, decimal text. */
      price: z.string(),
    }),
  ),
});
export type SchedulePriceViolations = z.infer<typeof schedulePriceViolations>;
