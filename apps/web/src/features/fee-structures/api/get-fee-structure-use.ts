import type { SchedulePriceViolations } from '@paybook/contracts';
import type {
  countFeeStructureOrders,
  countFeeStructureSchedules,
  findSchedulePriceViolations,
} from '@paybook/contracts/endpoints/fee-structure-use';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { feeStructureKeys } from './fee-structure-keys';

/** How many orders and billing schedules that still bill use a fee structure (issue 25 point 8). */
export interface FeeStructureUse {
  orders: number;
  schedules: number;
}

/** GET /api/orders/fee_structure/{id}/count and GET /api/subscriptions/fee_structure/{id}/count (spec 3 §7). */
export async function getFeeStructureUse(id: number, signal?: AbortSignal): Promise<FeeStructureUse> {
  const [orders, schedules] = await Promise.all([
    callEndpoint<typeof countFeeStructureOrders>(
      { method: 'GET', path: '/orders/fee_structure/:id/count' },
      { params: { id }, signal },
    ),
    callEndpoint<typeof countFeeStructureSchedules>(
      { method: 'GET', path: '/subscriptions/fee_structure/:id/count' },
      { params: { id }, signal },
    ),
  ]);
  return { orders: orders.count, schedules: schedules.count };
}

export const feeStructureUseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: feeStructureKeys.use(id),
    queryFn: ({ signal }) => getFeeStructureUse(id, signal),
  });

export function useFeeStructureUse(id: number | undefined) {
  return useQuery({ ...feeStructureUseQueryOptions(id ?? 0), enabled: id !== undefined });
}

/**
 * POST /api/subscription/fee_structure/{id}/has_price_violations (spec 3 §5): the billing schedules whose
 * item price the new dollar amount of a discount would exceed.
 */
export function checkSchedulePriceViolations(
  id: number,
  discountPrice: string,
): Promise<SchedulePriceViolations> {
  return callEndpoint<typeof findSchedulePriceViolations>(
    { method: 'POST', path: '/subscription/fee_structure/:id/has_price_violations' },
    { params: { id }, body: { discount_price: discountPrice } },
  );
}
