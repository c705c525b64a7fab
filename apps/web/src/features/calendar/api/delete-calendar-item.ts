import type { CalendarItem } from '@paybook/contracts';
import { useMutation } from '@tanstack/react-query';
import { deleteAppointment, useCalendarChanged } from './appointments';
import { deleteBreakForDate } from './day-settings';
import { deletePersonalTime } from './personal-time';

export interface DeleteCalendarItemInput {
  serviceProviderId: number;
  item: CalendarItem;
  /** The date the block is on: a weekly break is left out on this date only. */
  date: string;
}

/**
 * The popover's delete (spec 1 §4.2, §7): DELETE appointment/{id}, DELETE service_provider/{id}/
 * personal_time/{id}, or DELETE service_provider/{id}/break/{breakId}/{date} for a break on one date.
 */
export async function deleteCalendarItem({ serviceProviderId, item, date }: DeleteCalendarItemInput) {
  switch (item.calendar_item_type) {
    case 'appointment':
      return deleteAppointment(item.id);
    case 'personal_time':
      return deletePersonalTime({ serviceProviderId, personalTimeId: item.id });
    case 'break':
      return deleteBreakForDate({ serviceProviderId, breakId: item.id, date });
  }
}

/** Every delete reloads the week and the free slots (spec 1 §7 "What each answer does"). */
export function useDeleteCalendarItem() {
  const calendarChanged = useCalendarChanged();
  return useMutation({
    mutationFn: deleteCalendarItem,
    meta: { localErrors: true },
    onSettled: calendarChanged,
  });
}
