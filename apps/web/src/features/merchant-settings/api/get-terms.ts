import type { DefaultTermsList, TermsList } from '@paybook/contracts';
import type {
  getDefaultTerms as getDefaultTermsEndpoint,
  getTerms as getTermsEndpoint,
} from '@paybook/contracts/endpoints/terms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { merchantSettingsKeys } from './merchant-settings-keys';

/** GET /api/terms_and_conditions (spec 3 §7): the seven texts, each the merchant's own or the default. */
export function getTerms(): Promise<TermsList> {
  return callEndpoint<typeof getTermsEndpoint>({ method: 'GET', path: '/terms_and_conditions' }, {});
}

/** GET /api/default_terms_and_conditions (spec 3 §7). */
export function getDefaultTerms(): Promise<DefaultTermsList> {
  return callEndpoint<typeof getDefaultTermsEndpoint>(
    { method: 'GET', path: '/default_terms_and_conditions' },
    {},
  );
}

export const termsQueryOptions = () =>
  queryOptions({ queryKey: merchantSettingsKeys.terms(), queryFn: getTerms });
export const useTerms = () => useQuery(termsQueryOptions());
export const useDefaultTerms = () =>
  useQuery({ queryKey: merchantSettingsKeys.defaultTerms(), queryFn: getDefaultTerms, staleTime: Infinity });
