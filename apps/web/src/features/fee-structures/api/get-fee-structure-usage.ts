import type { FeeStructureUsage } from '@paybook/contracts';
import { api } from '@/lib/api-client';

/** GET /api/catalog/fee_structure/{id}/attached_offering_count: what the delete confirmation names (spec 3 §2.5). */
export function getFeeStructureUsage(id: number): Promise<FeeStructureUsage> {
  return api.get<FeeStructureUsage>(`/catalog/fee_structure/${id}/attached_offering_count`);
}
