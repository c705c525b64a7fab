import type { CustomerSummary } from '@paybook/contracts';
import type { findDuplicateCustomers } from '@paybook/contracts/endpoints/customers';
import type { DuplicateSearch } from '@paybook/domain';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST /api/customer/search: existing customers like the one being added (spec 2 §5 e-mail dedupe). */
export async function searchDuplicateCustomers(
  search: DuplicateSearch,
  excludeId?: number,
): Promise<CustomerSummary[]> {
  const body =
    search.by === 'email'
      ? { email: search.email, exclude_id: excludeId }
      : { first_name: search.first_name, last_name: search.last_name, exclude_id: excludeId };
  const answer = await callEndpoint<typeof findDuplicateCustomers>(
    { method: 'POST', path: '/customer/search' },
    { body },
  );
  return answer.data;
}
