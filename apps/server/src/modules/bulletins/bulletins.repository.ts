import type { BulletinName } from '@paybook/contracts';
import type { BulletinFact } from '@paybook/domain';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { merchantBulletins, merchants, offerings, users } from '../../db/schema/index.ts';

export async function listCompletedBulletins(tx: Database, merchantId: number): Promise<BulletinName[]> {
  const rows = await tx
    .select({ name: merchantBulletins.name })
    .from(merchantBulletins)
    .where(and(eq(merchantBulletins.merchantId, merchantId), isNotNull(merchantBulletins.completedAt)));
  return rows.map((row) => row.name as BulletinName);
}

/** Completed (now) or reverted (null), whichever the row held before. */
export async function setBulletinsCompleted(
  tx: Database,
  merchantId: number,
  names: readonly BulletinName[],
  completed: boolean,
): Promise<void> {
  if (names.length === 0) return;
  const completedAt = completed ? sql`now()` : sql`null`;
  await tx
    .insert(merchantBulletins)
    .values(names.map((name) => ({ merchantId, name, completedAt })))
    .onConflictDoUpdate({
      target: [merchantBulletins.merchantId, merchantBulletins.name],
      // A completion keeps its first time; a revert clears it.
      set: {
        completedAt: completed ? sql`coalesce(${merchantBulletins.completedAt}, now())` : sql`null`,
        updatedAt: sql`now()`,
      },
    });
}

export async function isEmailUnverified(tx: Database, merchantId: number): Promise<boolean> {
  const [row] = await tx
    .select({ emailUnverified: merchants.emailUnverified })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row?.emailUnverified ?? false;
}

/** The facts of domain BulletinFacts, read in the tenant transaction. */
export async function readFact(tx: Database, merchantId: number, fact: BulletinFact): Promise<number> {
  if (fact === 'staffCount') {
    const [row] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.merchantId, merchantId), eq(users.isActive, true)));
    return row?.n ?? 0;
  }
  const [row] = await tx
    .select({ n: count() })
    .from(offerings)
    .where(
      and(
        eq(offerings.merchantId, merchantId),
        eq(offerings.isActive, true),
        eq(offerings.isBookable, true),
        isNull(offerings.deletedAt),
      ),
    );
  return row?.n ?? 0;
}
