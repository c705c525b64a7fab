import type { PriceViolations } from '@paybook/contracts';
import type { findPriceViolations } from '@paybook/contracts/endpoints/fee-structures';
import { callEndpoint } from '@/lib/call-endpoint';

/**
 * POST /api/catalog/fee_structure/{id}/has_price_violations (spec 3 §5): the items a saved discount is
 * attached to whose preset price is below the new dollar amount.
 */
export function checkPriceViolations(id: number, discountPrice: string): Promise<PriceViolations> {
  return callEndpoint<typeof findPriceViolations>(
    { method: 'POST', path: '/catalog/fee_structure/:id/has_price_violations' },
    { params: { id }, body: { discount_price: discountPrice } },
  );
}
