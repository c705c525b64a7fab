import type { FeeStructureUsage } from '@paybook/contracts';
import type { getFeeStructureUsage as getFeeStructureUsageEndpoint } from '@paybook/contracts/endpoints/fee-structures';
import { callEndpoint } from '@/lib/call-endpoint';

/** GET /api/catalog/fee_structure/{id}/attached_offering_count: what the delete confirmation names (spec 3 §2.5). */
export function getFeeStructureUsage(id: number): Promise<FeeStructureUsage> {
  return callEndpoint<typeof getFeeStructureUsageEndpoint>(
    { method: 'GET', path: '/catalog/fee_structure/:id/attached_offering_count' },
    { params: { id } },
  );
}
