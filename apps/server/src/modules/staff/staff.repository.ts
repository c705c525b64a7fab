import type { StaffListQuery, WorkPlanDayInput } from '@paybook/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  appointments,
  daysOff,
  images,
  offeringServiceProviders,
  offerings,
  serviceProviders,
  users,
  workPlanBreaks,
  workPlans,
} from '../../db/schema/index.ts';

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

const staffColumns = {
  user: users,
  provider: {
    id: serviceProviders.id,
    isActive: serviceProviders.isActive,
    appearsOnBooking: serviceProviders.appearsOnBooking,
  },
  imagePublicKey: images.publicKey,
};

function staffQuery(tx: Database) {
  return tx
    .select(staffColumns)
    .from(users)
    .leftJoin(
      serviceProviders,
      and(eq(serviceProviders.merchantId, users.merchantId), eq(serviceProviders.userId, users.id)),
    )
    .leftJoin(images, and(eq(images.merchantId, users.merchantId), eq(images.id, users.imageId)));
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

export async function findStaff(tx: Database, merchantId: number, userId: number) {
  const [row] = await staffQuery(tx).where(and(eq(users.merchantId, merchantId), eq(users.id, userId)));
  return row;
}

const hhmm = (time: string) => time.slice(0, 5);

/** The provider's week, days off and services. */
export async function loadSchedule(tx: Database, merchantId: number, providerId: number) {
  const scope = (table: typeof workPlans | typeof workPlanBreaks | typeof daysOff) =>
    and(eq(table.merchantId, merchantId), eq(table.serviceProviderId, providerId));
  const [days, breaks, offs, offeringRows] = await Promise.all([
    tx.select().from(workPlans).where(scope(workPlans)).orderBy(asc(workPlans.dayOfWeek)),
    tx.select().from(workPlanBreaks).where(scope(workPlanBreaks)).orderBy(asc(workPlanBreaks.startTime)),
    tx.select().from(daysOff).where(scope(daysOff)).orderBy(asc(daysOff.date)),
    tx
      .select({ id: offeringServiceProviders.offeringId })
      .from(offeringServiceProviders)
      .where(
        and(
          eq(offeringServiceProviders.merchantId, merchantId),
          eq(offeringServiceProviders.serviceProviderId, providerId),
        ),
      )
      .orderBy(asc(offeringServiceProviders.offeringId)),
  ]);
  return {
    workPlans: days.map((day) => ({
      day_of_week: day.dayOfWeek,
      start_at: hhmm(day.startTime),
      end_at: hhmm(day.endTime),
      enabled: day.enabled,
      breaks: breaks
        .filter((item) => item.dayOfWeek === day.dayOfWeek)
        .map((item) => ({ start_at: hhmm(item.startTime), end_at: hhmm(item.endTime) })),
    })),
    daysOff: offs.map((off) => ({ id: off.id, date: off.date })),
    offeringIds: offeringRows.map((row) => row.id),
  };
}

/** Sign-in names are unique across merchants, so this looks outside any tenant (like sign-in does). */
export async function userNameExists(
  db: Database,
  userName: string,
  exceptUserId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.userName}) = ${userName.toLowerCase()}`,
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
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
}

/** The user's provider row, created on first need; it outlives a switch-off (see the schema). */
export async function upsertProvider(
  tx: Database,
  merchantId: number,
  userId: number,
  values: { isActive: boolean; appearsOnBooking: boolean },
): Promise<number> {
  const [row] = await tx
    .insert(serviceProviders)
    .values({ merchantId, userId, ...values })
    .onConflictDoUpdate({
      target: [serviceProviders.merchantId, serviceProviders.userId],
      set: { ...values, updatedAt: new Date() },
    })
    .returning({ id: serviceProviders.id });
  if (!row) throw new Error('provider upsert returned nothing');
  return row.id;
}

/** Replaces the week: seven day rows and their breaks (the input is already cleaned, spec 3 §5). */
export async function replaceWorkPlan(
  tx: Database,
  merchantId: number,
  providerId: number,
  days: readonly WorkPlanDayInput[],
) {
  await tx
    .delete(workPlans)
    .where(and(eq(workPlans.merchantId, merchantId), eq(workPlans.serviceProviderId, providerId)));
  if (days.length === 0) return;
  await tx.insert(workPlans).values(
    days.map((day) => ({
      merchantId,
      serviceProviderId: providerId,
      dayOfWeek: day.day_of_week,
      enabled: day.enabled,
      startTime: day.start_at,
      endTime: day.end_at,
    })),
  );
  const breaks = days.flatMap((day) =>
    day.breaks.map((item) => ({
      merchantId,
      serviceProviderId: providerId,
      dayOfWeek: day.day_of_week,
      startTime: item.start_at,
      endTime: item.end_at,
    })),
  );
  if (breaks.length > 0) await tx.insert(workPlanBreaks).values(breaks);
}

export async function hasEnabledWorkDayStored(tx: Database, merchantId: number, providerId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(workPlans)
    .where(
      and(
        eq(workPlans.merchantId, merchantId),
        eq(workPlans.serviceProviderId, providerId),
        eq(workPlans.enabled, true),
      ),
    );
  return (row?.n ?? 0) > 0;
}

export async function addDaysOff(tx: Database, merchantId: number, providerId: number, dates: string[]) {
  if (dates.length === 0) return;
  await tx
    .insert(daysOff)
    .values(dates.map((date) => ({ merchantId, serviceProviderId: providerId, date })))
    .onConflictDoNothing();
}

export async function deleteDaysOff(tx: Database, merchantId: number, providerId: number, ids: number[]) {
  if (ids.length === 0) return;
  await tx
    .delete(daysOff)
    .where(
      and(
        eq(daysOff.merchantId, merchantId),
        eq(daysOff.serviceProviderId, providerId),
        inArray(daysOff.id, ids),
      ),
    );
}

/** The ids among `ids` that are the merchant's live offerings. */
export async function existingOfferingIds(
  tx: Database,
  merchantId: number,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: offerings.id })
    .from(offerings)
    .where(
      and(eq(offerings.merchantId, merchantId), inArray(offerings.id, ids), isNull(offerings.deletedAt)),
    );
  return rows.map((row) => row.id);
}

/** Who performs which service (spec 3 §3.3 offering_ids): the provider's join rows become exactly `ids`. */
export async function replaceProviderOfferings(
  tx: Database,
  merchantId: number,
  providerId: number,
  ids: number[],
) {
  await tx
    .delete(offeringServiceProviders)
    .where(
      and(
        eq(offeringServiceProviders.merchantId, merchantId),
        eq(offeringServiceProviders.serviceProviderId, providerId),
      ),
    );
  if (ids.length === 0) return;
  await tx
    .insert(offeringServiceProviders)
    .values(ids.map((offeringId) => ({ merchantId, offeringId, serviceProviderId: providerId })));
}

/** spec 1 §7 GET service_providers: providers who appear on booking, by name. */
export async function listServiceProviders(tx: Database, merchantId: number, page: number, perPage: number) {
  const where = and(eq(serviceProviders.merchantId, merchantId), eq(serviceProviders.appearsOnBooking, true));
  const rows = await tx
    .select({
      id: serviceProviders.id,
      isActive: serviceProviders.isActive,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      imagePublicKey: images.publicKey,
      imageId: images.id,
      offeringIds: sql<number[]>`coalesce((
        select array_agg(${offeringServiceProviders.offeringId} order by ${offeringServiceProviders.offeringId})
        from ${offeringServiceProviders}
        where ${offeringServiceProviders.merchantId} = ${serviceProviders.merchantId}
          and ${offeringServiceProviders.serviceProviderId} = ${serviceProviders.id}
      ), '{}')`.mapWith((value: (number | string)[]) => value.map(Number)),
    })
    .from(serviceProviders)
    .innerJoin(
      users,
      and(eq(users.merchantId, serviceProviders.merchantId), eq(users.id, serviceProviders.userId)),
    )
    .leftJoin(images, and(eq(images.merchantId, users.merchantId), eq(images.id, users.imageId)))
    .where(where)
    .orderBy(
      asc(sql`lower(${users.firstName})`),
      asc(sql`lower(${users.lastName})`),
      asc(serviceProviders.id),
    )
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await tx.select({ n: count() }).from(serviceProviders).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findProvider(tx: Database, merchantId: number, providerId: number) {
  const [row] = await tx
    .select({ id: serviceProviders.id })
    .from(serviceProviders)
    .where(and(eq(serviceProviders.merchantId, merchantId), eq(serviceProviders.id, providerId)));
  return row;
}

/** spec 3 §7 service_provider/{id}/has_future_appointments: booked and not yet over. */
export async function hasFutureAppointments(tx: Database, merchantId: number, providerId: number, now: Date) {
  const [row] = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.merchantId, merchantId),
        eq(appointments.serviceProviderId, providerId),
        eq(appointments.status, 'booked'),
        gt(appointments.endAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function deleteUser(tx: Database, merchantId: number, userId: number) {
  await tx.delete(users).where(and(eq(users.merchantId, merchantId), eq(users.id, userId)));
}

/** Any appointment at all, past or future: deleting the provider would orphan it. */
export async function providerHasAppointments(tx: Database, merchantId: number, providerId: number) {
  const [row] = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.merchantId, merchantId), eq(appointments.serviceProviderId, providerId)))
    .limit(1);
  return row !== undefined;
}
