import { Skeleton, Stack } from '@mantine/core';
import type { CalendarItem, CalendarWeek } from '@paybook/contracts';
import { addDays } from '@paybook/domain';
import { type PointerEvent, type ReactNode, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarWeek } from '../api/get-calendar-week';
import { AGENDA_DAYS, agendaDays } from '../lib/agenda';
import { dayLabel } from '../lib/calendar-format';
import type { CalendarView } from '../lib/calendar-search-params';
import { AgendaList } from './agenda-list';
import { DayToolbar } from './day-toolbar';
import { ViewSwitch } from './view-switch';

interface PhoneCalendarProps {
  providerId: number;
  /** The week that holds `day`, once loaded. */
  week: CalendarWeek | undefined;
  weekStart: string;
  day: string;
  today: string;
  view: CalendarView;
  /** Whether the day of every provider is offered (issue 24 point 3: to users who see them all). */
  offersProvidersDay: boolean;
  onDayChange: (day: string) => void;
  onViewChange: (view: CalendarView) => void;
  onOpenAgendaItem: (item: CalendarItem, date: string) => void;
  /**
   * The day view, drawn by the page: the provider's week grid of `day` alone (week-calendar.tsx), or the
   * providers' day (providers-day-calendar.tsx).
   */
  dayView: ReactNode;
}

/** A swipe is a mostly sideways move of at least this many pixels. */
const SWIPE_PX = 60;

/**
 * Issue 16 point 4: the calendar below 768 px (spec 1 §9): one day with previous and next (buttons or a
 * sideways swipe), the providers' day (issue 24 point 3), or the agenda of the coming days, which also
 * reads the week after the day's when the seven days run into it.
 */
export function PhoneCalendar(props: PhoneCalendarProps) {
  const { providerId, week, weekStart, day, today, view, onDayChange } = props;
  const { t } = useTranslation();
  const lastAgendaDay = addDays(day, AGENDA_DAYS - 1);
  const nextWeekStart = addDays(weekStart, 7);
  const needsNextWeek = view === 'agenda' && lastAgendaDay >= nextWeekStart;
  const nextWeek = useCalendarWeek(needsNextWeek ? providerId : null, nextWeekStart);
  const agenda = useMemo(
    () =>
      agendaDays(
        [week, needsNextWeek ? nextWeek.data : undefined].filter((w) => w !== undefined),
        day,
      ),
    [week, nextWeek.data, needsNextWeek, day],
  );

  // Pointer events, no gesture library: a touch that moves sideways more than down changes the day.
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  // A mouse's drag ends in a click on the grid, which would open the add dialog at that slot.
  const hasSwiped = useRef(false);
  const handlePointerDown = (event: PointerEvent) => {
    swipeStart.current = event.isPrimary ? { x: event.clientX, y: event.clientY } : null;
  };
  const handlePointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    hasSwiped.current = Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > 2 * Math.abs(dy);
    if (hasSwiped.current) onDayChange(addDays(day, dx < 0 ? 1 : -1));
  };

  return (
    <Stack gap="md">
      <DayToolbar
        day={day}
        today={today}
        title={view === 'agenda' ? t('calendar.phone.agendaFrom', { day: dayLabel(day) }) : dayLabel(day)}
        onDayChange={onDayChange}
        viewSwitch={
          <ViewSwitch
            value={view}
            onChange={props.onViewChange}
            options={[
              { value: 'provider', label: t('calendar.phone.day') },
              ...(props.offersProvidersDay || view === 'day-all'
                ? [{ value: 'day-all' as const, label: t('calendar.views.phoneProvidersDay') }]
                : []),
              { value: 'agenda', label: t('calendar.phone.agenda') },
            ]}
          />
        }
      />
      {view !== 'agenda' ? (
        <div
          onPointerDown={handlePointerDown}
          onPointerUp={handlePointerUp}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
          onClickCapture={(event) => {
            if (!hasSwiped.current) return;
            hasSwiped.current = false;
            event.stopPropagation();
          }}
          style={{ touchAction: 'pan-y' }}
        >
          {props.dayView}
        </div>
      ) : week && (!needsNextWeek || nextWeek.data) ? (
        <AgendaList days={agenda} today={today} timeZone={week.time_zone} onOpen={props.onOpenAgendaItem} />
      ) : (
        <Skeleton height={240} aria-busy="true" />
      )}
    </Stack>
  );
}
