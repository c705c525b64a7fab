import {
  accountMessages,
  type PasswordChangeBody,
  type SaveSecurityQuestionsBody,
  type SecurityQuestionsResponse,
} from '@paybook/contracts';
import {
  isSecurityQuestionId,
  newPasswordProblem,
  normaliseSecurityAnswer,
  SECURITY_QUESTIONS,
  SECURITY_QUESTIONS_REQUIRED,
} from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { sha256 } from '../../lib/tokens.ts';
import type { UserContext } from '../../plugins/auth.ts';
import * as repo from './account.repository.ts';
import { queuePasswordResetEmail } from './password-reset-email.ts';

async function requireOwnUser(tx: Database, ctx: UserContext) {
  const user = await repo.findUser(tx, ctx.merchantId, ctx.userId);
  if (!user) throw notFound('The user');
  return user;
}

function assertNewPassword(password: string, userName: string, property: string) {
  const problem = newPasswordProblem(password, userName);
  if (problem) throw badRequest(property, problem);
}

/** spec 3 §7 password_change: the current password proves who asks; other sessions end. */
export async function changePassword(
  db: Database,
  ctx: UserContext,
  body: PasswordChangeBody,
): Promise<void> {
  const user = await withTenantRead(db, ctx.merchantId, (tx) => requireOwnUser(tx, ctx));
  if (!(await verifyPassword(user.passwordHash, body.current_password))) {
    throw badRequest('current_password', accountMessages.wrongCurrentPassword);
  }
  assertNewPassword(body.new_password, user.userName, 'new_password');
  const passwordHash = await hashPassword(body.new_password);
  await withTenant(db, ctx.merchantId, async (tx) => {
    await repo.updatePasswordHash(tx, ctx.merchantId, ctx.userId, passwordHash);
    await repo.deleteUserSessions(tx, ctx.merchantId, ctx.userId, ctx.session.id);
  });
}

/** spec 3 §7 hub/security_questions: the fixed list and which ones the user answered. */
export async function getSecurityQuestions(
  db: Database,
  ctx: UserContext,
): Promise<SecurityQuestionsResponse> {
  const answered = await withTenantRead(db, ctx.merchantId, (tx) =>
    repo.answeredQuestionIds(tx, ctx.merchantId, ctx.userId),
  );
  return {
    questions: SECURITY_QUESTIONS.map((question) => ({
      id: question.id,
      text: question.text,
      answered: answered.includes(question.id),
    })),
    required_count: SECURITY_QUESTIONS_REQUIRED,
  };
}

/** spec 3 §7 save_security_questions: replaces the answers (hashed) after checking the password. */
export async function saveSecurityQuestions(
  db: Database,
  ctx: UserContext,
  body: SaveSecurityQuestionsBody,
): Promise<void> {
  const ids = body.questions.map((question) => question.question_id);
  body.questions.forEach((question, index) => {
    if (!isSecurityQuestionId(question.question_id)) {
      throw badRequest(`questions.${index}.question_id`, accountMessages.unknownQuestion);
    }
    if (ids.indexOf(question.question_id) !== index) {
      throw badRequest(`questions.${index}.question_id`, accountMessages.answerEachOnce);
    }
  });
  if (ids.length !== SECURITY_QUESTIONS_REQUIRED) {
    throw badRequest('questions', accountMessages.answerRequired(SECURITY_QUESTIONS_REQUIRED));
  }
  const user = await withTenantRead(db, ctx.merchantId, (tx) => requireOwnUser(tx, ctx));
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    throw badRequest('password', accountMessages.wrongPassword);
  }
  const answers = await Promise.all(
    body.questions.map(async (question) => ({
      questionId: question.question_id,
      answerHash: await hashPassword(normaliseSecurityAnswer(question.answer)),
    })),
  );
  await withTenant(db, ctx.merchantId, (tx) =>
    repo.replaceSecurityAnswers(tx, ctx.merchantId, ctx.userId, answers),
  );
}

/** The signed-in user asks for a reset e-mail to themselves (profile page). */
export async function sendOwnPasswordReset(db: Database, ctx: UserContext, origin: string): Promise<void> {
  await withTenant(db, ctx.merchantId, async (tx) => {
    const user = await requireOwnUser(tx, ctx);
    await queuePasswordResetEmail(tx, ctx.merchantId, user, {
      origin,
      kind: 'password_reset',
      merchantName: ctx.merchant.name,
    });
  });
}

/** Public: POST password_reset/{code}. The code works once, within 24 hours; every session ends. */
export async function resetPasswordWithCode(
  db: Database,
  code: string,
  newPassword: string,
  now = new Date(),
) {
  const codeHash = sha256(code);
  const found = await repo.findLivePasswordResetCode(db, codeHash, now);
  if (!found || found.userId === null) throw badRequest('code', accountMessages.resetLinkInvalid);
  const { merchantId, userId } = found;
  const user = await withTenantRead(db, merchantId, (tx) => repo.findUser(tx, merchantId, userId));
  if (!user) throw badRequest('code', accountMessages.resetLinkInvalid);
  assertNewPassword(newPassword, user.userName, 'new_password');
  const passwordHash = await hashPassword(newPassword);
  await withTenant(db, merchantId, async (tx) => {
    if (!(await repo.useCode(tx, merchantId, codeHash, now))) {
      throw badRequest('code', accountMessages.resetLinkInvalid);
    }
    await repo.updatePasswordHash(tx, merchantId, userId, passwordHash);
    await repo.deleteUserSessions(tx, merchantId, userId);
  });
}

/** Anyone may ask, so a user gets at most this many reset e-mails per window; more are dropped quietly. */
export const PUBLIC_RESET_LIMIT = { count: 3, windowMinutes: 15 };

/**
 * Public 'Forgot your password?': the same answer whether or not the user name exists or is active, and
 * whether or not the user's limit of reset e-mails was reached (so nobody can fill an inbox with them).
 */
export async function requestPasswordReset(
  db: Database,
  userName: string,
  origin: string,
  now = new Date(),
): Promise<void> {
  const found = await repo.findUserWithMerchant(db, userName);
  if (!found?.user.isActive) return;
  const { user, merchantName } = found;
  const since = new Date(now.getTime() - PUBLIC_RESET_LIMIT.windowMinutes * 60_000);
  await withTenant(db, user.merchantId, async (tx) => {
    if ((await repo.countResetCodesSince(tx, user.merchantId, user.id, since)) >= PUBLIC_RESET_LIMIT.count)
      return;
    await queuePasswordResetEmail(tx, user.merchantId, user, {
      origin,
      kind: 'password_reset',
      merchantName,
      now,
    });
  });
}
