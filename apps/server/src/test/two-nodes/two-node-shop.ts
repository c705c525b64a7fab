import { addDays, dayOfWeek, todayInTimeZone, zonedInstant } from '@paybook/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { calendarItems, offeringServiceProviders, offerings } from '../../db/schema/index.ts';
import { applyProcessorReport } from '../../modules/processor/processor-report.ts';
import { runSandboxBatch } from '../../modules/processor/sandbox-batch.ts';
import { createSandboxProcessor } from '../../modules/processor/sandbox-processor.ts';
import { quietLog } from '../../modules/transaction-actions/transaction-actions-test-setup.ts';
import { createMerchantWithStaff, createUser, TEST_PASSWORD } from '../factories.ts';
import { createService, makeProvider } from '../staff-factories.ts';

// Issue 23 point 6: the merchant the two-node workload works for, written straight into the database as
// the API tests' factories do: the full product with appointments activated, two providers working
// Monday to Friday 09:00–17:00 who perform a bookable 30-minute service, and a $10.00 item (no tax).

const ZONE = 'America/Denver';
const SLOT_TIMES = Array.from({ length: 16 }, (_, index) => {
  const minutes = 9 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});
/** Weeks 1 to 8 from now: inside the default three months of advance booking, past any lead time. */
const WEEKS = 8;

export type TwoNodeShop = {
  merchantId: number;
  ownerUserName: string;
  ownerUserId: number;
  urlSubdomain: string;
  serviceId: number;
  providerIds: [number, number];
  itemId: number;
};

export async function createTwoNodeShop(db: Database): Promise<TwoNodeShop> {
  const { merchant, owner, staff } = await createMerchantWithStaff(db, [], {
    productName: 'full_product',
    appointmentsActivated: true,
    timeZone: ZONE,
  });
  const first = await makeProvider(db, staff);
  const other = await createUser(db, merchant, { accessRights: ['neon_service_provider'] });
  const second = await makeProvider(db, other);
  const service = await createService(db, merchant);
  await db.insert(offeringServiceProviders).values(
    [first, second].map((provider) => ({
      merchantId: merchant.id,
      offeringId: service.id,
      serviceProviderId: provider.id,
    })),
  );
  const [item] = await db
    .insert(offerings)
    .values({ merchantId: merchant.id, name: 'Shampoo', priceCents: 1000 })
    .returning({ id: offerings.id });
  if (!item) throw new Error('the item was not written');
  return {
    merchantId: merchant.id,
    ownerUserName: owner.userName,
    ownerUserId: owner.id,
    urlSubdomain: merchant.urlSubdomain,
    serviceId: service.id,
    providerIds: [first.id, second.id],
    itemId: item.id,
  };
}

export const ownerSignIn = (shop: TwoNodeShop) => ({
  user_name: shop.ownerUserName,
  password: TEST_PASSWORD,
});

export type Slot = { providerId: number; startAt: string; endAt: string };

/**
 * Hands out each free 30-minute slot once (both providers, weekdays, weeks 1 to 8), so no two operations
 * of the run ever want the same time: every booking and move is acknowledged with success.
 */
export class SlotSupply {
  private next = 0;
  private readonly firstMonday: string;

  constructor(private readonly shop: TwoNodeShop) {
    const today = todayInTimeZone(ZONE);
    this.firstMonday = addDays(today, ((1 - dayOfWeek(today) + 7) % 7 || 7) + 7);
  }

  take(): Slot {
    const index = this.next;
    this.next += 1;
    const [providers, times, days] = [2, SLOT_TIMES.length, 5];
    const provider = index % providers;
    const time = Math.floor(index / providers) % times;
    const day = Math.floor(index / (providers * times)) % days;
    const week = Math.floor(index / (providers * times * days));
    if (week >= WEEKS) throw new Error('the slot supply ran out: lengthen WEEKS');
    const date = addDays(this.firstMonday, week * 7 + day);
    const start = zonedInstant(date, SLOT_TIMES[time] ?? '09:00', ZONE);
    return {
      providerId: this.shop.providerIds[provider] ?? 0,
      startAt: start.toISOString(),
      endAt: new Date(start.getTime() + 30 * 60_000).toISOString(),
    };
  }
}

/** The appointment a public booking made: its answer has no id (the visitor never sees one). */
export async function appointmentAt(db: Database, shop: TwoNodeShop, slot: Slot) {
  const [row] = await db
    .select({ id: calendarItems.id, customerId: calendarItems.customerId })
    .from(calendarItems)
    .where(
      and(
        eq(calendarItems.merchantId, shop.merchantId),
        eq(calendarItems.serviceProviderId, slot.providerId),
        eq(calendarItems.startAt, new Date(slot.startAt)),
        eq(calendarItems.kind, 'appointment'),
        ne(calendarItems.status, 'cancelled'),
      ),
    );
  if (!row?.customerId) throw new Error(`no appointment at ${slot.startAt}`);
  return { id: row.id, customerId: row.customerId };
}

/**
 * The sandbox's batch two days on and the processor's report applied, as the nodes' jobs would then: the
 * card payments taken so far settle, so they can be refunded through the processor.
 */
export async function settleCardPayments(db: Database): Promise<void> {
  await runSandboxBatch(db, new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
  await applyProcessorReport(db, createSandboxProcessor(db), quietLog());
}
