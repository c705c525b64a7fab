import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { notifyInvalidation } from '../../cache/invalidation-bus.ts';
import type { Database } from '../../db/client.ts';
import { merchantRoles, serviceProviders, users } from '../../db/schema/index.ts';

/** spec 3 §3.3 Role rows of one merchant, by name. */
export async function listMerchantRoles(tx: Database, merchantId: number) {
  return tx
    .select()
    .from(merchantRoles)
    .where(eq(merchantRoles.merchantId, merchantId))
    .orderBy(asc(sql`lower(${merchantRoles.name})`), asc(merchantRoles.id));
}

export type MerchantRoleRow = Awaited<ReturnType<typeof listMerchantRoles>>[number];

/**
 * One of the merchant's roles. `lock`: FOR SHARE, so the role's permissions cannot change before the
 * caller commits what it derived from them (a staff member's rights); FOR UPDATE to change them.
 */
export async function findMerchantRole(
  tx: Database,
  merchantId: number,
  roleId: number,
  lock?: 'share' | 'update',
): Promise<MerchantRoleRow | undefined> {
  const query = tx
    .select()
    .from(merchantRoles)
    .where(and(eq(merchantRoles.merchantId, merchantId), eq(merchantRoles.id, roleId)));
  const [row] = await (lock ? query.for(lock) : query);
  return row;
}

/** How many of the merchant's users hold each role (built-in or own), by role id. */
export async function staffCountsByRole(tx: Database, merchantId: number, roleIds?: number[]) {
  const rows = await tx
    .select({ roleId: users.roleId, n: count() })
    .from(users)
    .where(and(eq(users.merchantId, merchantId), roleIds ? inArray(users.roleId, roleIds) : undefined))
    .groupBy(users.roleId);
  return new Map(rows.map((row) => [row.roleId, row.n]));
}

export type RoleValues = { name: string; description: string; permissionIds: number[] };

export async function insertRole(tx: Database, merchantId: number, values: RoleValues) {
  const [row] = await tx
    .insert(merchantRoles)
    .values({ merchantId, ...values })
    .returning();
  if (!row) throw new Error('role insert returned nothing');
  return row;
}

export async function updateRole(tx: Database, merchantId: number, roleId: number, values: RoleValues) {
  const [row] = await tx
    .update(merchantRoles)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(merchantRoles.merchantId, merchantId), eq(merchantRoles.id, roleId)))
    .returning();
  if (!row) throw new Error('role update returned nothing');
  return row;
}

export async function deleteRole(tx: Database, merchantId: number, roleId: number) {
  await tx
    .delete(merchantRoles)
    .where(and(eq(merchantRoles.merchantId, merchantId), eq(merchantRoles.id, roleId)));
}

/** The users holding a role, with whether each appears on booking (their provider right, spec 1 §3). */
export async function holdersOf(tx: Database, merchantId: number, roleId: number) {
  return tx
    .select({
      id: users.id,
      accessRights: users.accessRights,
      appearsOnBooking: sql<boolean>`coalesce(${serviceProviders.appearsOnBooking}, false)`,
    })
    .from(users)
    .leftJoin(
      serviceProviders,
      and(eq(serviceProviders.merchantId, users.merchantId), eq(serviceProviders.userId, users.id)),
    )
    .where(and(eq(users.merchantId, merchantId), eq(users.roleId, roleId)))
    .for('update', { of: users });
}

/**
 * A holder's rights after their role changed. The signed-in sessions of the user are told from this
 * transaction, so every node's session cache drops them at COMMIT (ARCHITECTURE.md "Stateless API nodes").
 */
export async function setUserRights(tx: Database, merchantId: number, userId: number, rights: string[]) {
  await tx
    .update(users)
    .set({ accessRights: rights, updatedAt: new Date() })
    .where(and(eq(users.merchantId, merchantId), eq(users.id, userId)));
  await notifyInvalidation(tx, 'user', userId);
}
