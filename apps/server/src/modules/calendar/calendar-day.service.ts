import type { ProvidersDay } from '@paybook/contracts';
import { canUseProviderCalendar, editWindowStart, PICKER_SHOW_MORE_SIZE } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { presentProviderDays, sortCategories } from './calendar-days-presenter.ts';
import { listActiveProviderIds, loadProvidersDay } from './calendar-week.repository.ts';

/**
 * Issue 24 point 3, GET calendar_day/{yyyyMMdd}: the local date `date` of every active provider the user
 * may see, side by side, as a front desk works (spec 1 §2.5: with manage_appointments every provider, else
 * only their own; the domain's canUseProviderCalendar decides, as it does for each provider's week). The
 * columns are the calendar picker's providers (appearing on booking), at most as many as its longest list
 * (100), in its order; each day is in its provider's zone (ruling 8) and reads as their week's day. Two
 * statements: the active providers, then the days of those the user may see.
 */
export function getProvidersDay(db: Database, ctx: UserContext, date: string): Promise<ProvidersDay> {
  const now = new Date();
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    const active = await listActiveProviderIds(tx, ctx.merchantId, PICKER_SHOW_MORE_SIZE);
    const visible = active.filter((id) =>
      canUseProviderCalendar(ctx.subject, ctx.user.serviceProviderId, id),
    );
    const rows = await loadProvidersDay(tx, ctx.merchantId, visible, date);
    const providers = rows.map((row) => {
      const presented = presentProviderDays(row, date, 1, editWindowStart(row.timeZone, now));
      return { row, presented };
    });
    return {
      date,
      offering_categories: sortCategories(providers.flatMap(({ presented }) => presented.offeringCategories)),
      providers: providers.map(({ row, presented }) => ({
        service_provider_id: row.id,
        first_name: row.firstName,
        last_name: row.lastName,
        time_zone: row.timeZone,
        day: presented.days[0]!,
      })),
    };
  });
}
