import { bigint, foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';
import { users } from './users.ts';

/** spec 3 §7 save_security_questions: a user's answers, hashed like passwords (argon2id, normalised case). */
export const userSecurityAnswers = pgTable(
  'user_security_answers',
  {
    merchantId: merchantIdColumn(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    questionId: integer('question_id').notNull(),
    answerHash: text('answer_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.userId, t.questionId] }),
    foreignKey({ columns: [t.merchantId, t.userId], foreignColumns: [users.merchantId, users.id] }).onDelete(
      'cascade',
    ),
    tenantPolicy(),
  ],
);
