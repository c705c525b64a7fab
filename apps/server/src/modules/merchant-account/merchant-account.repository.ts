import { and, count, eq, gte, isNull, lt, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { calendarItems, customers, merchants, offerings, orders, users } from '../../db/schema/index.ts';

/** The merchant's account row and its owner, in the caller's tenant transaction. */
export async function findAccount(tx: Database, merchantId: number) {
  const [row] = await tx
    .select({
      id: merchants.id,
      name: merchants.name,
      productName: merchants.productName,
      urlSubdomain: merchants.urlSubdomain,
      timeZone: merchants.timeZone,
      emailUnverified: merchants.emailUnverified,
      // The day it was opened, on the merchant's own calendar (ruling 8).
      memberSince: sql<string>`to_char(${merchants.createdAt} at time zone ${merchants.timeZone}, 'YYYY-MM-DD')`,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
      ownerEmail: users.email,
    })
    .from(merchants)
    .leftJoin(users, and(eq(users.merchantId, merchants.id), eq(users.isOwner, true)))
    .where(eq(merchants.id, merchantId))
    .limit(1);
  return row;
}

const RECENT_DAYS = 30;

/**
 * The merchant's counts in one statement (one round trip): customers, active staff, active services and
 * products, booked appointments in the next 30 days, and the orders of the last 30 days with what they
 * have been paid.
 */
export async function countStats(tx: Database, merchantId: number) {
  const now = sql`now()`;
  const days = sql`make_interval(days => ${RECENT_DAYS})`;
  const scalar = <T>(query: { getSQL(): ReturnType<typeof sql> }) => sql<T>`(${query})`;
  const activeOfferings = (bookable: boolean) =>
    tx
      .select({ n: count() })
      .from(offerings)
      .where(
        and(
          eq(offerings.merchantId, merchantId),
          eq(offerings.isActive, true),
          eq(offerings.isBookable, bookable),
        ),
      );
  const recentOrders = tx
    .select({ n: count().as('n'), paid: sum(orders.amountPaid).as('paid') })
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), gte(orders.createdAt, sql`${now} - ${days}`)))
    .as('recent_orders');
  const [row] = await tx
    .select({
      customers: scalar<number>(
        tx
          .select({ n: count() })
          .from(customers)
          .where(and(eq(customers.merchantId, merchantId), isNull(customers.deletedAt))),
      ).mapWith(Number),
      activeStaff: scalar<number>(
        tx
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.merchantId, merchantId), eq(users.isActive, true))),
      ).mapWith(Number),
      activeServices: scalar<number>(activeOfferings(true)).mapWith(Number),
      activeProducts: scalar<number>(activeOfferings(false)).mapWith(Number),
      upcomingAppointments: scalar<number>(
        tx
          .select({ n: count() })
          .from(calendarItems)
          .where(
            and(
              eq(calendarItems.merchantId, merchantId),
              eq(calendarItems.kind, 'appointment'),
              eq(calendarItems.status, 'booked'),
              gte(calendarItems.startAt, now),
              lt(calendarItems.startAt, sql`${now} + ${days}`),
            ),
          ),
      ).mapWith(Number),
      recentOrders: sql<number>`${recentOrders.n}`.mapWith(Number),
      recentPaidCents: sql<number>`coalesce(${recentOrders.paid}, 0)`.mapWith(Number),
    })
    .from(recentOrders);
  if (!row) throw new Error('The stats query answered no row');
  return row;
}
