import { z } from 'zod';
import { fieldMessages } from './field-messages.ts';
import { int32, lineText } from './primitives.ts';

/**
 * The signed-in user's own account (spec 3 §2.5 change password and reset security questions modals,
 * §7 password_change, hub/security_questions, save_security_questions) and the public password reset.
 * New passwords follow the domain's `newPasswordProblem` (at least 10 characters).
 */

const password = lineText.min(1, fieldMessages.required('your password')).max(1024);

export const passwordChangeBody = z.object({
  current_password: password,
  new_password: lineText.max(1024),
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;

export const securityQuestion = z.object({ id: z.number().int(), text: z.string(), answered: z.boolean() });
export const securityQuestionsResponse = z.object({
  questions: z.array(securityQuestion),
  required_count: z.number().int(),
});
export type SecurityQuestionsResponse = z.infer<typeof securityQuestionsResponse>;

/** spec 3 §7 save_security_questions (Questions with QuestionId and Answer, and Password), snake_case (ruling 1). */
export const saveSecurityQuestionsBody = z.object({
  questions: z
    .array(
      z.object({
        question_id: int32.positive(),
        answer: lineText.trim().min(1, fieldMessages.required('an answer')).max(200),
      }),
    )
    .max(8),
  password,
});
export type SaveSecurityQuestionsBody = z.infer<typeof saveSecurityQuestionsBody>;

export const passwordResetCodeParams = z.object({ code: lineText.min(16).max(128) });
export const passwordResetBody = z.object({ new_password: lineText.max(1024) });
export type PasswordResetBody = z.infer<typeof passwordResetBody>;

/** 'Forgot your password?': the answer is the same whether the user name exists or not. */
export const passwordResetRequestBody = z.object({
  user_name: lineText.trim().min(1, fieldMessages.required('your user name')).max(254),
});

export const accountMessages = {
  wrongCurrentPassword: 'The current password is not correct.',
  wrongPassword: 'The password is not correct.',
  resetLinkInvalid: 'This password reset link is not valid or has expired. Ask for a new one.',
  answerEachOnce: 'Choose each question only once.',
  unknownQuestion: 'Choose a question from the list.',
  answerRequired: (count: number) => `Answer ${count} different questions.`,
} as const;
