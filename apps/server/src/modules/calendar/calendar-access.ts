import { calendarAccessMessages, canUseProviderCalendar, isWithinEditWindow } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import * as repo from './calendar.repository.ts';

/**
 * The provider whose calendar the user works on: 404 for an id that is not the merchant's (as if it did
 * not exist), 403 for another provider's calendar without manage_appointments (spec 1 §2.5).
 */
export async function loadProvider(tx: Database, ctx: UserContext, providerId: number) {
  const provider = await repo.findProvider(tx, ctx.merchantId, providerId);
  if (!provider) throw notFound('The service provider');
  if (!canUseProviderCalendar(ctx.subject, ctx.user.serviceProviderId, providerId))
    throw forbidden(calendarAccessMessages.ownCalendarOnly);
  return provider;
}

/** spec 1 §4.2: an item that started more than 7 days ago (provider's zone) can no longer change. */
export function assertEditable(startAt: Date, timeZone: string) {
  if (!isWithinEditWindow(startAt, timeZone)) throw forbidden(calendarAccessMessages.outsideEditWindow);
}
