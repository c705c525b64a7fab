import { calendarAccessMessages, canUseProviderCalendar, isWithinEditWindow } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import * as repo from './calendar.repository.ts';

/**
 * The provider whose calendar the user works on, once found: 404 when it was not (an id that is not the
 * merchant's, as if it did not exist), 403 for another provider's calendar without manage_appointments
 * (spec 1 §2.5).
 */
export function assertProviderAccess<T extends { id: number }>(ctx: UserContext, provider: T | undefined): T {
  if (!provider) throw notFound('The service provider');
  if (!canUseProviderCalendar(ctx.subject, ctx.user.serviceProviderId, provider.id))
    throw forbidden(calendarAccessMessages.ownCalendarOnly);
  return provider;
}

/** The provider whose calendar the user works on (assertProviderAccess). */
export async function loadProvider(tx: Database, ctx: UserContext, providerId: number) {
  return assertProviderAccess(ctx, await repo.findProvider(tx, ctx.merchantId, providerId));
}

/** spec 1 §4.2: an item that started more than 7 days ago (provider's zone) can no longer change. */
export function assertEditable(startAt: Date, timeZone: string) {
  if (!isWithinEditWindow(startAt, timeZone)) throw forbidden(calendarAccessMessages.outsideEditWindow);
}
