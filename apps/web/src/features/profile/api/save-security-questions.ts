import type { SaveSecurityQuestionsBody } from '@paybook/contracts';
import type { saveSecurityQuestions as saveSecurityQuestionsEndpoint } from '@paybook/contracts/endpoints/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { securityQuestionKeys } from './get-security-questions';

/** POST /api/save_security_questions (spec 3 §7). */
export function saveSecurityQuestions(body: SaveSecurityQuestionsBody): Promise<unknown> {
  return callEndpoint<typeof saveSecurityQuestionsEndpoint>(
    { method: 'POST', path: '/save_security_questions' },
    { body },
  );
}

export function useSaveSecurityQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSecurityQuestions,
    meta: { localErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityQuestionKeys.all() }),
  });
}
