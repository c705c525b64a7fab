import '@mantine/dates/styles.css';
import { Popover } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { addDays, BACK_NAVIGATION_DAYS } from '@paybook/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from '@/ui/on-demand';
import { FIRST_DAY_OF_WEEK } from '../lib/calendar-layout';
import { sundayOf } from '../lib/calendar-search-params';
import { WeekDateButton } from './week-date-button';

interface WeekDatePickerProps {
  weekStart: string;
  today: string;
  onWeekChange: (weekStart: string) => void;
}

/**
 * The toolbar's date picker: goes to the week of the chosen date, at most 365 days back (spec 1 §4.2). Its
 * own chunk (Mantine's dates, the popover), mounted by calendar-toolbar.tsx when the field is first pressed.
 */
export function WeekDatePicker({ weekStart, today, onWeekChange }: WeekDatePickerProps) {
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
          firstDayOfWeek={FIRST_DAY_OF_WEEK}
          minDate={addDays(today, -BACK_NAVIGATION_DAYS)}
          nextLabel={t('calendar.toolbar.nextMonth')}
          previousLabel={t('calendar.toolbar.previousMonth')}
          onChange={(date) => {
            if (!date) return;
            setOpened(false);
            onWeekChange(sundayOf(date.slice(0, 10)));
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
