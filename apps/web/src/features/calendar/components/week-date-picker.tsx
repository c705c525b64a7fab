import '@mantine/dates/styles.css';
import { Popover } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { addDays, BACK_NAVIGATION_DAYS, weekStartOf } from '@paybook/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from '@/ui/on-demand';
import { WeekDateButton } from './week-date-button';

interface WeekDatePickerProps {
  weekStart: string;
  today: string;
  /** The merchant's first day of the week (issue 16 point 9): the month grid starts its rows on it. */
  weekStartsOn: number;
  onWeekChange: (weekStart: string) => void;
}

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * The toolbar's date picker: goes to the week of the chosen date, at most 365 days back (spec 1 §4.2). Its
 * own chunk (Mantine's dates, the popover), mounted by calendar-toolbar.tsx when the field is first pressed.
 */
export function WeekDatePicker({ weekStart, today, weekStartsOn, onWeekChange }: WeekDatePickerProps) {
  const { t } = useTranslation();
  const targetRef = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(true);
  const isOpened = useOpenedAfterMount(opened, targetRef);
  return (
    <Popover opened={isOpened} onChange={setOpened} position="bottom-start" trapFocus withinPortal>
      <Popover.Target>
        <WeekDateButton
          ref={targetRef}
          weekStart={weekStart}
          aria-expanded={isOpened}
          onClick={() => setOpened((o) => !o)}
        />
      </Popover.Target>
      <Popover.Dropdown data-dates-dropdown>
        <DatePicker
          value={weekStart}
          defaultDate={weekStart}
          firstDayOfWeek={WEEKDAYS[weekStartsOn] ?? 0}
          minDate={addDays(today, -BACK_NAVIGATION_DAYS)}
          nextLabel={t('calendar.toolbar.nextMonth')}
          previousLabel={t('calendar.toolbar.previousMonth')}
          onChange={(date) => {
            if (!date) return;
            setOpened(false);
            onWeekChange(weekStartOf(date.slice(0, 10), weekStartsOn));
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
