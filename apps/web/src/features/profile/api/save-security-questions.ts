import type { SaveSecurityQuestionsBody } from '@paybook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { securityQuestionKeys } from './get-security-questions';

/** POST /api/save_security_questions (spec 3 §7). */
export function saveSecurityQuestions(body: SaveSecurityQuestionsBody): Promise<unknown> {
  return api.post<unknown>('/save_security_questions', body);
}

export function useSaveSecurityQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSecurityQuestions,
    meta: { localErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityQuestionKeys.all() }),
  });
}
