import type { isOperationCompleted, requestCardPayments } from '@paybook/contracts/endpoints/stores';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { storeKeys } from './store-keys';

// spec 2 §7 merchant_config/request_cc_payment and is_op_completed/{op}: a merchant that takes no cards
// asks for them once.

const REQUEST_CC = 'request_cc_payment';

/** Whether the merchant has asked already; read only when it may ask (`enabled`). */
export function useCardPaymentsRequested(enabled: boolean) {
  return useQuery({
    queryKey: storeKeys.operation(REQUEST_CC),
    enabled,
    queryFn: ({ signal }) =>
      callEndpoint<typeof isOperationCompleted>(
        { method: 'GET', path: '/merchant_config/is_op_completed/:op' },
        { params: { op: REQUEST_CC }, signal },
      ),
    select: (answer) => answer.is_completed,
    meta: { localErrors: true },
  });
}

export function useRequestCardPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callEndpoint<typeof requestCardPayments>(
        { method: 'POST', path: '/merchant_config/request_cc_payment' },
        {},
      ),
    meta: { localErrors: true },
    onSuccess: (answer) => queryClient.setQueryData(storeKeys.operation(REQUEST_CC), answer),
  });
}
