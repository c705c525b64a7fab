import { randomBytes } from 'node:crypto';
import { type AccessRight, accessRights, type ProductName } from '@paybook/contracts';
import { DEFAULT_TIER_FEATURES } from '@paybook/domain';
import type { Database } from '../db/client.ts';
import { addMerchantKeys, claimUrlSubdomain } from '../db/merchant-keys.ts';
import { merchants, supportUsers, users } from '../db/schema/index.ts';
import { cheapPasswordHash } from './cheap-password-hash.ts';

export const TEST_PASSWORD = 'Correct-horse-7';
const testPasswordHash = () => cheapPasswordHash(TEST_PASSWORD);

const unique = () => randomBytes(4).toString('hex');

export type MerchantRecord = typeof merchants.$inferSelect;
export type UserRecord = typeof users.$inferSelect;

export async function createMerchant(
  db: Database,
  overrides: Partial<typeof merchants.$inferInsert> & { productName?: ProductName } = {},
): Promise<MerchantRecord> {
  const productName = overrides.productName ?? 'full_product';
  const id = unique();
  const [row] = await db
    .insert(merchants)
    .values({
      name: `Test Merchant ${id}`,
      urlSubdomain: `test-${id}`,
      clientId: 1,
      features: [...DEFAULT_TIER_FEATURES[productName]],
      ...overrides,
      productName,
    })
    .returning();
  await claimUrlSubdomain(db, row!.id, row!.urlSubdomain);
  return row!;
}

export async function createUser(
  db: Database,
  merchant: { id: number },
  overrides: Partial<Omit<typeof users.$inferInsert, 'accessRights'>> & { accessRights?: AccessRight[] } = {},
): Promise<UserRecord> {
  const name = `user-${unique()}@example.test`;
  const [row] = await db
    .insert(users)
    .values({
      merchantId: merchant.id,
      userName: name,
      email: name,
      firstName: 'Test',
      lastName: 'User',
      passwordHash: await testPasswordHash(),
      accessRights: [],
      ...overrides,
    })
    .returning();
  await addMerchantKeys(db, merchant.id, 'user_name', [row!.userName]);
  return row!;
}

/** A merchant with an admin owner holding every right, and a staff member with the given rights. */
export async function createMerchantWithStaff(
  db: Database,
  staffRights: AccessRight[] = [],
  merchantOverrides: Parameters<typeof createMerchant>[1] = {},
) {
  const merchant = await createMerchant(db, merchantOverrides);
  const owner = await createUser(db, merchant, {
    isOwner: true,
    isAdmin: true,
    firstName: 'Olive',
    lastName: 'Owner',
    // Every right but the service-provider one: an owner who is not on the booking page.
    accessRights: accessRights.filter((right) => right !== 'neon_service_provider'),
  });
  const staff = await createUser(db, merchant, {
    firstName: 'Sam',
    lastName: 'Staff',
    accessRights: staffRights,
  });
  return { merchant, owner, staff };
}

export async function createSupportUser(db: Database) {
  const userName = `support-${unique()}@paybook.test`;
  const [row] = await db
    .insert(supportUsers)
    .values({ userName, name: 'Riley Support', passwordHash: await testPasswordHash() })
    .returning();
  return row!;
}
