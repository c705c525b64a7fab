import { newPasswordProblem } from '@paybook/domain';
import type { z } from 'zod';
import { i18n } from '@/lib/i18n';

/**
 * Checks a new password typed twice with the server's policy (packages/domain newPasswordProblem);
 * for a schema's superRefine.
 */
export function refineNewPassword(userName: string) {
  return (values: { new_password: string; confirm_password: string }, context: z.RefinementCtx) => {
    const problem = newPasswordProblem(values.new_password, userName);
    if (problem) context.addIssue({ code: 'custom', path: ['new_password'], message: problem });
    else if (values.confirm_password !== values.new_password) {
      context.addIssue({
        code: 'custom',
        path: ['confirm_password'],
        message: i18n.t('profile.password.mismatch'),
      });
    }
  };
}
