import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dayLabel } from '../lib/calendar-format';
import type { CalendarView } from '../lib/calendar-search-params';
import { CalendarToolbar } from './calendar-toolbar';
import { DayArrows, DayTitle } from './day-toolbar';
import { ViewSwitch } from './view-switch';

interface DesktopNavigationProps {
  isProvidersDay: boolean;
  /** The providers' day shown, and the merchant's today. */
  day: string;
  merchantToday: string;
  /** The week shown, with the provider's today and zone and the merchant's first day of the week. */
  weekStart: string;
  today: string;
  timeZone: string;
  weekStartsOn: number;
  onDayChange: (day: string) => void;
  onWeekChange: (weekStart: string) => void;
  /** What stands on the right (the provider picker). */
  children?: ReactNode;
}

/**
 * A desktop's calendar navigation: the provider's week (calendar-toolbar.tsx), or the providers' day with
 * its day arrows (issue 24 point 3), and `children` on the right.
 */
export function DesktopNavigation(props: DesktopNavigationProps) {
  const { isProvidersDay, day, merchantToday } = props;
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      {isProvidersDay ? (
        <Group gap="xs" wrap="wrap" align="center">
          <DayArrows day={day} today={merchantToday} onDayChange={props.onDayChange} />
          <DayTitle>{dayLabel(day)}</DayTitle>
        </Group>
      ) : (
        <CalendarToolbar
          weekStart={props.weekStart}
          today={props.today}
          timeZone={props.timeZone}
          weekStartsOn={props.weekStartsOn}
          onWeekChange={props.onWeekChange}
        />
      )}
      {props.children}
    </Group>
  );
}

/** A desktop's two views (issue 24 point 3): a provider's week, or every provider's day side by side. */
export function DesktopViewSwitch({
  isProvidersDay,
  onChange,
}: {
  isProvidersDay: boolean;
  onChange: (view: CalendarView) => void;
}) {
  const { t } = useTranslation();
  return (
    <ViewSwitch
      value={isProvidersDay ? 'day-all' : 'provider'}
      onChange={onChange}
      options={[
        { value: 'provider', label: t('calendar.views.week') },
        { value: 'day-all', label: t('calendar.views.providersDay') },
      ]}
    />
  );
}
