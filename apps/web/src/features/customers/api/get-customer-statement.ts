import type { CustomerStatement } from '@paybook/contracts';
import type { getCustomerStatement as getCustomerStatementEndpoint } from '@paybook/contracts/endpoints/customer-money';
import { STATEMENT_PAGE_SIZE } from '@paybook/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { customerKeys } from './customer-keys';

/** GET /api/customer/{id}/statement?limit&offset: 15 rows a page (spec 2 §2.1); 'View more' asks for the next. */
export function getCustomerStatement(
  customerId: number,
  offset: number,
  signal?: AbortSignal,
): Promise<CustomerStatement> {
  return callEndpoint<typeof getCustomerStatementEndpoint>(
    { method: 'GET', path: '/customer/:id/statement' },
    { params: { id: customerId }, query: { limit: STATEMENT_PAGE_SIZE, offset }, signal },
  );
}

export const customerStatementQueryOptions = (customerId: number) =>
  infiniteQueryOptions({
    queryKey: customerKeys.statement(customerId),
    queryFn: ({ pageParam, signal }) => getCustomerStatement(customerId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length * STATEMENT_PAGE_SIZE : undefined),
  });

export function useCustomerStatement(customerId: number, enabled = true) {
  return useInfiniteQuery({ ...customerStatementQueryOptions(customerId), enabled });
}
