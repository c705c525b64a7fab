import type { Appointment, CalendarItem, PersonalTime } from '@paybook/contracts';
import { isWithinEditWindow, zoneOffsetMinutes } from '@paybook/domain';
import type { ItemRow, ProviderRow } from './calendar.repository.ts';

export function presentItem(row: ItemRow, provider: ProviderRow, now: Date): CalendarItem {
  const isAppointment = row.kind === 'appointment';
  return {
    calendar_item_type: row.kind,
    id: row.id,
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    title: isAppointment ? (row.offeringName ?? '') : row.title,
    offering:
      row.offeringId !== null && row.offeringName !== null
        ? { id: row.offeringId, name: row.offeringName }
        : null,
    customer:
      row.customerId !== null
        ? {
            id: row.customerId,
            first_name: row.customerFirstName ?? '',
            last_name: row.customerLastName ?? '',
          }
        : null,
    provider: { id: provider.id, first_name: provider.firstName, last_name: provider.lastName },
    time_zone_offset: zoneOffsetMinutes(row.startAt, provider.timeZone),
    can_edit: isWithinEditWindow(row.startAt, provider.timeZone, now),
  };
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
