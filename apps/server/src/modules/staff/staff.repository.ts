import type { StaffListQuery } from '@paybook/contracts';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { notifyInvalidation } from '../../cache/invalidation-bus.ts';
import type { Database } from '../../db/client.ts';
import { addMerchantKeys, merchantOfKey, removeMerchantKeys } from '../../db/merchant-keys.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { images, merchantRoles, serviceProviders, users } from '../../db/schema/index.ts';

const userById = preparedQuery((db) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.merchantId, sql.placeholder('merchantId')), eq(users.id, sql.placeholder('userId'))))
    .prepare('staff_user_by_id'),
);

export async function findUser(db: Database, merchantId: number, userId: number) {
  const [row] = await userById(db).execute({ merchantId, userId });
  return row;
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

const userActiveById = preparedQuery((db) =>
  db
    .select({ isActive: users.isActive })
    .from(users)
    .where(and(eq(users.merchantId, sql.placeholder('merchantId')), eq(users.id, sql.placeholder('userId'))))
    .prepare('staff_user_active_by_id'),
);

/** Whether the merchant's user is active; undefined when there is no such user. */
export async function userIsActive(db: Database, merchantId: number, userId: number) {
  const [row] = await userActiveById(db).execute({ merchantId, userId });
  return row?.isActive;
}

const staffColumns = {
  user: users,
  provider: {
    id: serviceProviders.id,
    isActive: serviceProviders.isActive,
    appearsOnBooking: serviceProviders.appearsOnBooking,
  },
  imagePublicKey: images.publicKey,
  /** The merchant's own role's name; null for a built-in role (spec 3 §3.3). */
  merchantRoleName: merchantRoles.name,
};

function staffQuery(tx: Database) {
  return tx
    .select(staffColumns)
    .from(users)
    .leftJoin(
      serviceProviders,
      and(eq(serviceProviders.merchantId, users.merchantId), eq(serviceProviders.userId, users.id)),
    )
    .leftJoin(images, and(eq(images.merchantId, users.merchantId), eq(images.id, users.imageId)))
    .leftJoin(
      merchantRoles,
      and(eq(merchantRoles.merchantId, users.merchantId), eq(merchantRoles.id, users.merchantRoleId)),
    );
}

export type StaffRow = Awaited<ReturnType<ReturnType<typeof staffQuery>['execute']>>[number];

const sortColumns = {
  last_name: users.lastName,
  first_name: users.firstName,
  user_name: users.userName,
  email: users.email,
} as const;

/** spec 3 §2.5 staff list: one page, sorted (ties broken by first name, then id, so pages are stable). */
export async function listStaff(tx: Database, merchantId: number, query: StaffListQuery) {
  const direction = query.sort_direction === 'desc' ? desc : asc;
  const column = sortColumns[query.sort_by];
  const rows = await staffQuery(tx)
    .where(eq(users.merchantId, merchantId))
    .orderBy(direction(sql`lower(${column})`), asc(sql`lower(${users.firstName})`), asc(users.id))
    .limit(query.items_per_page)
    .offset((query.page - 1) * query.items_per_page);
  const [total] = await tx.select({ n: count() }).from(users).where(eq(users.merchantId, merchantId));
  return { rows, total: total?.n ?? 0 };
}

/** The merchant's active staff by name: the notifications page's list (issue 26 point 1). */
export function listActiveStaff(tx: Database, merchantId: number) {
  return staffQuery(tx)
    .where(and(eq(users.merchantId, merchantId), eq(users.isActive, true)))
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id));
}

/** Sets some of a user's e-mail groups, keeping the others, in one statement (concurrent changes merge). */
export async function mergeUserNotifications(
  tx: Database,
  merchantId: number,
  userId: number,
  groups: Record<string, boolean>,
) {
  const [row] = await tx
    .update(users)
    .set({
      notifications: sql`${users.notifications} || ${JSON.stringify(groups)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(and(eq(users.merchantId, merchantId), eq(users.id, userId)))
    .returning({ notifications: users.notifications });
  return row?.notifications;
}

const staffById = preparedQuery((db) =>
  staffQuery(db)
    .where(and(eq(users.merchantId, sql.placeholder('merchantId')), eq(users.id, sql.placeholder('userId'))))
    .prepare('staff_by_id'),
);

export async function findStaff(tx: Database, merchantId: number, userId: number) {
  const [row] = await staffById(tx).execute({ merchantId, userId });
  return row;
}

/** Sign-in names are unique across merchants, so this looks outside any tenant (like sign-in does). */
export async function userNameExists(db: Database, userName: string): Promise<boolean> {
  return (await merchantOfKey(db, 'user_name', userName)) !== undefined;
}

/** Whether one of the merchant's users has this sign-in name (case-insensitive). */
export async function merchantUserNameExists(tx: Database, merchantId: number, userName: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.merchantId, merchantId), sql`lower(${users.userName}) = ${userName.toLowerCase()}`))
    .limit(1);
  return row !== undefined;
}

export type UserValues = {
  email: string;
  firstName: string;
  lastName: string;
  roleId: number;
  isAdmin: boolean;
  accessRights: string[];
  title: string;
  bio: string;
  imageId: number | null;
  notifications: Record<string, boolean>;
};

export async function insertUser(
  tx: Database,
  merchantId: number,
  values: UserValues & { userName: string; passwordHash: string },
) {
  const [row] = await tx
    .insert(users)
    .values({ merchantId, ...values })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  await addMerchantKeys(tx, merchantId, 'user_name', [values.userName]);
  return row.id;
}

export async function updateUser(
  tx: Database,
  merchantId: number,
  userId: number,
  values: Partial<UserValues>,
) {
  await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.merchantId, merchantId), eq(users.id, userId)));
  // Role, rights, name, e-mail: what a signed-in session of the user carries (issue 14 point 2).
  await notifyInvalidation(tx, 'user', userId);
}

export async function setUserProvider(
  tx: Database,
  merchantId: number,
  userId: number,
  providerId: number | null,
) {
  await tx
    .update(users)
    .set({ serviceProviderId: providerId })
    .where(and(eq(users.merchantId, merchantId), eq(users.id, userId)));
  await notifyInvalidation(tx, 'user', userId);
}

export async function setUserActive(tx: Database, merchantId: number, userId: number, isActive: boolean) {
  await tx
    .update(users)
    .set({ isActive, updatedAt: new Date() })
    .where(and(eq(users.merchantId, merchantId), eq(users.id, userId)));
  await tx
    .update(serviceProviders)
    .set({ isActive, updatedAt: new Date() })
    .where(and(eq(serviceProviders.merchantId, merchantId), eq(serviceProviders.userId, userId)));
  await notifyInvalidation(tx, 'user', userId);
}

export async function deleteUser(tx: Database, merchantId: number, userId: number) {
  const deleted = await tx
    .delete(users)
    .where(and(eq(users.merchantId, merchantId), eq(users.id, userId)))
    .returning({ userName: users.userName });
  // The name is free again for any merchant (decision 101).
  await removeMerchantKeys(
    tx,
    'user_name',
    deleted.map((user) => user.userName),
  );
  await notifyInvalidation(tx, 'user', userId);
}
