import { ActionIcon, Button, Group, Text, Title, Tooltip } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { addDays, BACK_NAVIGATION_DAYS, canGoToPreviousWeek } from '@paybook/domain';
import { IconCalendar, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { shortDate, weekRangeLabel } from '../lib/calendar-format';
import { FIRST_DAY_OF_WEEK } from '../lib/calendar-layout';

/** dayjs's spelling of shortDate's format ('Nov 22, 2026'), for the picker's own text. */
const SHORT_DATE_FORMAT = 'MMM D, YYYY';

import { sundayOf } from '../lib/calendar-search-params';

interface CalendarToolbarProps {
  weekStart: string;
  today: string;
  timeZone: string;
  onWeekChange: (weekStart: string) => void;
}

/**
 * Week navigation (spec 1 §2.5, §4.2): previous (disabled once the week starts more than 365 days back,
 * the domain's rule), today, next, and a date picker that goes to the week of the chosen date.
 */
export function CalendarToolbar({ weekStart, today, timeZone, onWeekChange }: CalendarToolbarProps) {
  const { t } = useTranslation();
  const canGoBack = canGoToPreviousWeek(weekStart, timeZone);
  const isThisWeek = weekStart === sundayOf(today);
  const range = weekRangeLabel(weekStart, addDays(weekStart, 6));
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Group gap={4} wrap="nowrap">
        <Tooltip label={canGoBack ? t('calendar.toolbar.previous') : t('calendar.toolbar.previousLimit')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('calendar.toolbar.previous')}
            disabled={!canGoBack}
            onClick={() => onWeekChange(addDays(weekStart, -7))}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Button variant="default" disabled={isThisWeek} onClick={() => onWeekChange(sundayOf(today))}>
          {t('calendar.toolbar.today')}
        </Button>
        <Tooltip label={t('calendar.toolbar.next')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('calendar.toolbar.next')}
            onClick={() => onWeekChange(addDays(weekStart, 7))}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Title order={2} size="h4" aria-live="polite" data-testid="calendar-week-range">
        {range}
      </Title>
      <DatePickerInput
        // The visible date is part of the name (axe: label-content-name-mismatch).
        aria-label={t('calendar.toolbar.goToDateFrom', { date: shortDate(weekStart) })}
        placeholder={t('calendar.toolbar.goToDate')}
        leftSection={<IconCalendar size={16} aria-hidden />}
        value={weekStart}
        valueFormat={SHORT_DATE_FORMAT}
        firstDayOfWeek={FIRST_DAY_OF_WEEK}
        minDate={addDays(today, -BACK_NAVIGATION_DAYS)}
        onChange={(date) => {
          if (date) onWeekChange(sundayOf(date.slice(0, 10)));
        }}
        w={160}
        popoverProps={{ withinPortal: true }}
        nextLabel={t('calendar.toolbar.nextMonth')}
        previousLabel={t('calendar.toolbar.previousMonth')}
      />
      <Text size="xs" c="dimmed">
        {t('calendar.toolbar.timeZone', { zone: timeZone })}
      </Text>
    </Group>
  );
}
