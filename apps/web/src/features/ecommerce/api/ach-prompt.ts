import type {
  enableStoresAch,
  isOperationCompleted,
  setEnableAchShown,
} from '@paybook/contracts/endpoints/stores';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { storeKeys } from './store-keys';

// spec 2 §2.2 the enable-bank-payments prompt, §7: merchant_config/is_op_completed/{op},
// merchant/setEnableEcommerceAchShown, stores/enableAch.

const ACH_SHOWN = 'enable_ecommerce_ach_shown';

/** Whether the prompt was shown already; asked only when it may be offered (`enabled`). */
export function useAchPromptShown(enabled: boolean) {
  return useQuery({
    queryKey: storeKeys.operation(ACH_SHOWN),
    enabled,
    queryFn: ({ signal }) =>
      callEndpoint<typeof isOperationCompleted>(
        { method: 'GET', path: '/merchant_config/is_op_completed/:op' },
        { params: { op: ACH_SHOWN }, signal },
      ),
    select: (answer) => answer.is_completed,
    meta: { localErrors: true },
  });
}

/** Answers the prompt: takes bank payments on every store and form first when `enable`; records it as shown. */
export function useAnswerAchPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enable: boolean) => {
      const enabled = enable
        ? await callEndpoint<typeof enableStoresAch>({ method: 'PUT', path: '/stores/enableAch' }, {})
        : null;
      await callEndpoint<typeof setEnableAchShown>(
        { method: 'PUT', path: '/merchant/setEnableEcommerceAchShown' },
        {},
      );
      return enabled;
    },
    meta: { localErrors: true },
    onSettled: async () => {
      // Asked once: not again on this visit, whatever the answer's fate.
      queryClient.setQueryData(storeKeys.operation(ACH_SHOWN), { op: ACH_SHOWN, is_completed: true });
      await queryClient.invalidateQueries({ queryKey: storeKeys.list() });
    },
  });
}
