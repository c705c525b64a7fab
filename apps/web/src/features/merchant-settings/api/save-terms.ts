import type { RestoreTermsBody, TermsList, UpdateTermsBody } from '@paybook/contracts';
import type {
  restoreTerms as restoreTermsEndpoint,
  updateTerms as updateTermsEndpoint,
} from '@paybook/contracts/endpoints/terms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { merchantSettingsKeys } from './merchant-settings-keys';

/** PUT /api/terms_and_conditions (spec 3 §7): saves the kinds sent. */
export function saveTerms(body: UpdateTermsBody): Promise<TermsList> {
  return callEndpoint<typeof updateTermsEndpoint>({ method: 'PUT', path: '/terms_and_conditions' }, { body });
}

/** POST /api/terms_and_conditions/restore (decision 182): the defaults of the kinds sent come back. */
export function restoreTerms(body: RestoreTermsBody): Promise<TermsList> {
  return callEndpoint<typeof restoreTermsEndpoint>(
    { method: 'POST', path: '/terms_and_conditions/restore' },
    { body },
  );
}

function useTermsWrite<B>(write: (body: B) => Promise<TermsList>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (list) => queryClient.setQueryData(merchantSettingsKeys.terms(), list),
  });
}

export const useSaveTerms = () => useTermsWrite(saveTerms);
export const useRestoreTerms = () => useTermsWrite(restoreTerms);
