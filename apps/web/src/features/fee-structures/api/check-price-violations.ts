import type { PriceViolations } from '@paybook/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/catalog/fee_structure/{id}/has_price_violations (spec 3 §5): the items a saved discount is
 * attached to whose preset price is below the new dollar amount.
 */
export function checkPriceViolations(id: number, discountPrice: string): Promise<PriceViolations> {
  return api.post<PriceViolations>(`/catalog/fee_structure/${id}/has_price_violations`, {
    discount_price: discountPrice,
  });
}
