import { z } from 'zod';
import { entityId, idParam } from './primitives.ts';

/** POST /api/merge_customers (spec 2 §7): the customer to keep and those merged into it. */
export const mergeCustomersBody = z.object({
  primary_customer_id: entityId,
  secondary_customer_ids: z
    .array(entityId)
    .min(1, 'Choose at least one other customer to merge')
    .max(20, 'Merge at most 20 customers at once'),
});
export type MergeCustomersBody = z.infer<typeof mergeCustomersBody>;

/** GET /api/merge_customers_status (spec 2 §4 steps 5 and 6): polled every second. */
export const mergeStatus = z.object({
  id: z.number().int(),
  primary_customer_id: z.number().int(),
  raw_status: z.enum(['queued', 'processing', 'finished', 'error']),
  is_finished: z.boolean(),
  error_message: z.string(),
});
export type MergeStatus = z.infer<typeof mergeStatus>;
export const mergeStatusQuery = z.object({ id: idParam.optional() });
/** No merge yet: `null`. */
export const latestMergeStatus = mergeStatus.nullable();
