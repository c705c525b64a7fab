import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { images } from './images.ts';
import { merchantRoles } from './merchant-roles.ts';
import { merchants } from './merchants.ts';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';

/**
 * spec 1 §3 User, spec 3 §3.3 Staff user. `role_id` names a built-in role (packages/domain staff/roles)
 * or a merchant's own (merchant_roles, ids from 101; `merchant_role_id` is its foreign key, so a role held
 * by a user cannot be deleted; decision 169); `access_rights` is the role's rights (plus neon_service_provider while the
 * user appears on booking), copied on save so sign-in and every request read one row.
 */
export const users = pgTable(
  'users',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    isOwner: boolean('is_owner').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    accessRights: text('access_rights').array().notNull().default(sql`'{}'::text[]`),
    serviceProviderId: bigint('service_provider_id', { mode: 'number' }),
    roleId: integer('role_id').notNull().default(1),
    merchantRoleId: integer('merchant_role_id').generatedAlwaysAs(
      sql`case when role_id >= 101 then role_id end`,
    ),
    title: text('title').notNull().default(''),
    bio: text('bio').notNull().default(''),
    imageId: bigint('image_id', { mode: 'number' }),
    isSsoUser: boolean('is_sso_user').notNull().default(false),
    /** spec 3 §3.3 notification groups: group name → on. */
    notifications: jsonb('notifications').$type<Record<string, boolean>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    // User names are unique across merchants by merchant_keys (decision 101); here within the merchant, which
    // is what sign-in reads once merchant_keys named the merchant.
    uniqueIndex('users_user_name_key').on(t.merchantId, sql`lower(${t.userName})`),
    index('users_merchant_last_name_idx').on(t.merchantId, t.lastName),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.merchantId, t.imageId], foreignColumns: [images.merchantId, images.id] }),
    foreignKey({
      name: 'users_merchant_role_fk',
      columns: [t.merchantId, t.merchantRoleId],
      foreignColumns: [merchantRoles.merchantId, merchantRoles.id],
    }),
    check('users_role_id_check', sql`role_id between 1 and 6 or role_id >= 101`),
    tenantPolicy(),
  ],
);
