import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  emailCodes,
  offerings,
  outboxEmails,
  serviceProviders,
  users,
  workPlans,
} from '../db/schema/index.ts';

/** Makes a user a service provider with the given enabled weekdays (09:00–17:00). */
export async function makeProvider(
  db: Database,
  user: { merchantId: number; id: number },
  enabledDays: number[] = [1, 2, 3, 4, 5],
) {
  const [provider] = await db
    .insert(serviceProviders)
    .values({ merchantId: user.merchantId, userId: user.id })
    .returning();
  await db.insert(workPlans).values(
    [0, 1, 2, 3, 4, 5, 6].map((day) => ({
      merchantId: user.merchantId,
      serviceProviderId: provider!.id,
      dayOfWeek: day,
      enabled: enabledDays.includes(day),
      startTime: '09:00',
      endTime: '17:00',
    })),
  );
  await db
    .update(users)
    .set({ serviceProviderId: provider!.id })
    .where(and(eq(users.merchantId, user.merchantId), eq(users.id, user.id)));
  return provider!;
}

export async function createService(db: Database, merchant: { id: number }, name = 'Haircut') {
  const [row] = await db
    .insert(offerings)
    .values({
      merchantId: merchant.id,
      name,
      isBookable: true,
      durationMinutes: 30,
      durationDisplayUnit: 'Minutes',
    })
    .returning();
  return row!;
}

/** The newest queued e-mail to an address (ruling 7: the outbox is the delivery in tests). */
export async function lastEmailTo(db: Database, address: string) {
  const [row] = await db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, address))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  return row;
}

/** The code in the reset link of an e-mail body. */
export function resetCodeIn(text: string): string {
  const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no reset link in the e-mail');
  return match[1];
}

export async function expireResetCodes(db: Database, userId: number) {
  await db
    .update(emailCodes)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(emailCodes.userId, userId));
}
