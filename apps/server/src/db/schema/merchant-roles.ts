import { FIRST_MERCHANT_ROLE_ID } from '@paybook/domain/staff/roles-rules';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';

/**
 * spec 3 §3.3 Role: a merchant's own roles beside the built-in ones (packages/domain staff/roles.ts, ids
 * 1–6). Ids start at FIRST_MERCHANT_ROLE_ID so users.role_id names either without doubt (decision 169);
 * users.merchant_role_id keeps a user from holding a role that is gone (users.ts).
 */
export const merchantRoles = pgTable(
  'merchant_roles',
  {
    merchantId: merchantIdColumn(),
    id: integer('id').notNull().generatedAlwaysAsIdentity({ startWith: FIRST_MERCHANT_ROLE_ID }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** spec 3 §3.3 permission ids (11, 41–46), each once, in the spec's order. */
    permissionIds: integer('permission_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('merchant_roles_name_key').on(t.merchantId, sql`lower(${t.name})`),
    check('merchant_roles_id_check', sql`${t.id} >= ${sql.raw(String(FIRST_MERCHANT_ROLE_ID))}`),
    check('merchant_roles_name_check', sql`length(trim(${t.name})) between 1 and 100`),
    check(
      'merchant_roles_permission_ids_check',
      sql`${t.permissionIds} <@ array[11, 41, 42, 43, 44, 45, 46]::integer[]`,
    ),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
);
