import { type ProviderDay, providerDay } from '@paybook/contracts';
import { canUseProviderCalendar, editWindowStart, PICKER_SHOW_MORE_SIZE } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { presentProviderDays, sortCategories } from './calendar-days-presenter.ts';
import { listActiveProviderIds, loadProvidersDay } from './calendar-week.repository.ts';
import type { CachedWeek, CalendarWeekCache } from './calendar-week-cache.ts';

/**
 * Issue 24 point 3, GET calendar_day/{yyyyMMdd}: the local date `date` of every active provider the user
 * may see, side by side, as a front desk works (spec 1 §2.5: with manage_appointments every provider, else
 * only their own; the domain's canUseProviderCalendar decides, as it does for each provider's week). The
 * columns are the calendar picker's providers (appearing on booking), at most as many as its longest list
 * (100), in its order; each day is in its provider's zone (ruling 8) and reads as their week's day.
 * Each column is kept by the week cache (calendar-week-cache.ts), checked by the providerDay schema once
 * when written, and so is each merchant's list of providers: a desk reading the day again costs no
 * statement, only the columns' JSON put together. Otherwise the providers are one statement and the columns
 * it misses one more.
 */
export async function getProvidersDayJson(
  db: Database,
  ctx: UserContext,
  date: string,
  cache: CalendarWeekCache | null,
): Promise<string> {
  const now = new Date();
  const editableFrom = (zone: string) => editWindowStart(zone, now);
  const visibleOf = (ids: readonly number[]) =>
    ids.filter((id) => canUseProviderCalendar(ctx.subject, ctx.user.serviceProviderId, id));
  const cachedColumns = (ids: readonly number[]) => {
    const columns = new Map<number, CachedWeek>();
    for (const id of ids) {
      const cached = cache?.readDay(ctx.merchantId, id, date, editableFrom);
      if (cached) columns.set(id, cached);
    }
    return columns;
  };
  // A day read again: the providers and every column from the cache, no statement at all.
  const cachedProviders = cache?.readProviders(ctx.merchantId);
  if (cachedProviders) {
    const visible = visibleOf(cachedProviders);
    const columns = cachedColumns(visible);
    if (columns.size === visible.length) return providersDayJson(date, visible, columns);
  }
  const loadedAt = cache?.generation;
  const providersLoadedAt = cache?.providersGeneration;
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    const active = await listActiveProviderIds(tx, ctx.merchantId, PICKER_SHOW_MORE_SIZE);
    if (cache && providersLoadedAt !== undefined)
      cache.storeProviders(ctx.merchantId, active, providersLoadedAt);
    const visible = visibleOf(active);
    const columns = cachedColumns(visible);
    const missing = visible.filter((id) => !columns.has(id));
    for (const row of await loadProvidersDay(tx, ctx.merchantId, missing, date)) {
      const presented = presentProviderDays(row, date, 1, editableFrom(row.timeZone));
      const column: ProviderDay = {
        service_provider_id: row.id,
        first_name: row.firstName,
        last_name: row.lastName,
        time_zone: row.timeZone,
        day: presented.days[0]!,
      };
      const entry: CachedWeek = {
        merchantId: ctx.merchantId,
        providerId: row.id,
        userId: row.userId,
        timeZone: row.timeZone,
        editableFrom: editableFrom(row.timeZone),
        offeringIds: row.offerings.map((offering) => offering.id),
        json: JSON.stringify(providerDay.parse(column)),
        offeringCategories: presented.offeringCategories,
      };
      columns.set(row.id, entry);
      if (cache && loadedAt !== undefined) cache.storeDay(date, entry, loadedAt);
    }
    return providersDayJson(date, visible, columns);
  });
}

/** The providersDay schema's keys, in its order; each column was checked when it was written. */
function providersDayJson(
  date: string,
  visible: readonly number[],
  columns: Map<number, CachedWeek>,
): string {
  const shown = visible.flatMap((id) => columns.get(id) ?? []);
  const categories = sortCategories(shown.flatMap((column) => column.offeringCategories ?? []));
  return `{"date":${JSON.stringify(date)},"offering_categories":${JSON.stringify(categories)},"providers":[${shown.map((column) => column.json).join(',')}]}`;
}
