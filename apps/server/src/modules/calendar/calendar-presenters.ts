import type { Appointment, CalendarItem, PersonalTime } from '@paybook/contracts';
import { centsToPrice, isVisitStatus, isWithinEditWindow, zoneOffsetMinutes } from '@paybook/domain';
import { isoInstant } from '../../lib/iso-instant.ts';
import { appointmentPaymentOf } from './appointment-sales.ts';
import type { ItemRow } from './calendar.repository.ts';
import type { WeekItemRow } from './calendar-week.repository.ts';

/** The provider as every item of its week names it (keys in the contract's order). */
export type ProviderName = { first_name: string; last_name: string; id: number };
/** An offering or customer as the week's items name it: one object per id, shared by its items. */
export type WeekOffering = { id: number; name: string };
export type WeekCustomer = { first_name: string; last_name: string; id: number };

/**
 * One booked item of a week. `startDate` is its local start date and `editableFrom` the first editable
 * date (spec 1 §4.2, `editWindowStart`), both read once by the caller: a week has hundreds of items
 * (issue 14 point 5), so instants are written by isoInstant and the offering and customer are the shared
 * objects of their ids. Keys follow the contract's order, as the response schema would write them.
 */
export function presentWeekItem(
  row: WeekItemRow,
  provider: ProviderName,
  offering: WeekOffering | null,
  customer: WeekCustomer | null,
  timeZone: string,
  start: Date,
  startDate: string,
  editableFrom: string,
): CalendarItem {
  return {
    calendar_item_type: row.kind,
    id: row.id,
    start_at: isoInstant(row.startMs),
    end_at: isoInstant(row.endMs),
    title: row.kind === 'appointment' ? (offering?.name ?? '') : row.title,
    offering,
    customer,
    provider,
    time_zone_offset: zoneOffsetMinutes(start, timeZone),
    can_edit: startDate >= editableFrom,
    // Issue 15 point 7: only an appointment that has them carries them, so an ordinary week stays as small.
    ...(row.depositStatus === null ? {} : { deposit_status: row.depositStatus }),
    ...(row.isNoShow ? { is_no_show: true } : {}),
    ...(row.kind === 'appointment' ? { status: row.status } : {}),
    ...(row.noShowFeeCents === null ? {} : { no_show_fee: centsToPrice(row.noShowFeeCents) }),
    ...weekItemPayment(row),
  };
}

/** Issue 24 point 1: an appointment's `payment`, left out when nothing is paid and no order was made. */
function weekItemPayment(row: WeekItemRow): Pick<CalendarItem, 'payment'> {
  if (row.kind !== 'appointment' || (row.sale === null && row.depositStatus === null)) return {};
  const payment = appointmentPaymentOf(row.sale ? [row.sale] : [], row.depositStatus);
  return payment ? { payment } : {};
}

export function presentAppointment(row: ItemRow, timeZone: string): Appointment {
  return {
    id: row.id,
    service_provider_id: row.serviceProviderId,
    offering_id: row.offeringId ?? 0,
    offering: { id: row.offeringId ?? 0, name: row.offeringName ?? '' },
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    customer:
      row.customerId !== null
        ? {
            id: row.customerId,
            first_name: row.customerFirstName ?? '',
            last_name: row.customerLastName ?? '',
            email: row.customerEmail ?? '',
            phone: row.customerPhone ?? '',
          }
        : null,
    can_edit: isWithinEditWindow(row.startAt, timeZone),
    status: isVisitStatus(row.status) ? row.status : 'booked',
  };
}

export function presentPersonalTime(row: ItemRow): PersonalTime {
  return {
    id: row.id,
    service_provider_id: row.serviceProviderId,
    title: row.title,
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
  };
}
