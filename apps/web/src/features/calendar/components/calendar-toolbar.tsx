import { ActionIcon, Button, Group, Text, Title } from '@mantine/core';
import { addDays, canGoToPreviousWeek, weekStartOf, zoneNameWithId } from '@paybook/domain';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { lazy, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemand } from '@/ui/on-demand';
import { weekRangeLabel } from '../lib/calendar-format';
import { WeekDateButton } from './week-date-button';

const loadPicker = () => import('./week-date-picker');
const WeekDatePicker = lazy(() => loadPicker().then((m) => ({ default: m.WeekDatePicker })));

interface CalendarToolbarProps {
  weekStart: string;
  today: string;
  timeZone: string;
  /** The merchant's first day of the week (issue 16 point 9). */
  weekStartsOn: number;
  onWeekChange: (weekStart: string) => void;
}

/**
 * Week navigation (spec 1 §2.5, §4.2): previous (disabled once the week starts more than 365 days back,
 * the domain's rule), today, next, and a date picker that goes to the week of the chosen date. The
 * buttons' hints are the browser's own (title), and the picker's code loads when it first opens (issue 14
 * point 6: neither floating-ui nor the date picker comes with the week).
 */
export function CalendarToolbar({
  weekStart,
  today,
  timeZone,
  weekStartsOn,
  onWeekChange,
}: CalendarToolbarProps) {
  const { t, i18n } = useTranslation();
  // The week asked for last: a second click before the first one's week has arrived (the address changes
  // once its data is loaded) goes on from it instead of repeating the same step.
  const asked = useRef(weekStart);
  useEffect(() => {
    asked.current = weekStart;
  }, [weekStart]);
  const step = (days: number) => {
    const next = addDays(asked.current, days);
    if (days < 0 && !canGoToPreviousWeek(asked.current, timeZone)) return;
    asked.current = next;
    onWeekChange(next);
  };
  const canGoBack = canGoToPreviousWeek(weekStart, timeZone);
  const thisWeek = weekStartOf(today, weekStartsOn);
  const isThisWeek = weekStart === thisWeek;
  const range = weekRangeLabel(weekStart, addDays(weekStart, 6));
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('calendar.toolbar.previous')}
          title={canGoBack ? t('calendar.toolbar.previous') : t('calendar.toolbar.previousLimit')}
          disabled={!canGoBack}
          onClick={() => step(-7)}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Button variant="default" disabled={isThisWeek} onClick={() => onWeekChange(thisWeek)}>
          {t('calendar.toolbar.today')}
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('calendar.toolbar.next')}
          title={t('calendar.toolbar.next')}
          onClick={() => step(7)}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Title order={2} size="h4" aria-live="polite" data-testid="calendar-week-range">
        {range}
      </Title>
      <OnDemand
        trigger={(open) => (
          <WeekDateButton
            weekStart={weekStart}
            onClick={open}
            onPointerEnter={() => void loadPicker()}
            onFocus={() => void loadPicker()}
          />
        )}
      >
        <WeekDatePicker
          weekStart={weekStart}
          today={today}
          weekStartsOn={weekStartsOn}
          onWeekChange={onWeekChange}
        />
      </OnDemand>
      <Text size="xs" c="dimmed">
        {t('calendar.toolbar.timeZone', { zone: zoneNameWithId(timeZone, i18n.language) })}
      </Text>
    </Group>
  );
}
