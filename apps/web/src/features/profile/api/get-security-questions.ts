import type { SecurityQuestionsResponse } from '@paybook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const securityQuestionKeys = { all: () => ['profile', 'security-questions'] as const };

/** GET /api/hub/security_questions (spec 3 §7). */
export function getSecurityQuestions(signal?: AbortSignal): Promise<SecurityQuestionsResponse> {
  return api.get<SecurityQuestionsResponse>('/hub/security_questions', { signal });
}

export const securityQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: securityQuestionKeys.all(),
    queryFn: ({ signal }) => getSecurityQuestions(signal),
  });

export function useSecurityQuestions(enabled: boolean) {
  return useQuery({ ...securityQuestionsQueryOptions(), enabled });
}
