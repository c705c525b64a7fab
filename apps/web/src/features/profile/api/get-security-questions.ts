import type { SecurityQuestionsResponse } from '@paybook/contracts';
import type { getSecurityQuestions as getSecurityQuestionsEndpoint } from '@paybook/contracts/endpoints/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

export const securityQuestionKeys = { all: () => ['profile', 'security-questions'] as const };

/** GET /api/hub/security_questions (spec 3 §7). */
export function getSecurityQuestions(signal?: AbortSignal): Promise<SecurityQuestionsResponse> {
  return callEndpoint<typeof getSecurityQuestionsEndpoint>(
    { method: 'GET', path: '/hub/security_questions' },
    { signal },
  );
}

export const securityQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: securityQuestionKeys.all(),
    queryFn: ({ signal }) => getSecurityQuestions(signal),
  });

export function useSecurityQuestions(enabled: boolean) {
  return useQuery({ ...securityQuestionsQueryOptions(), enabled });
}
