import { ActionIcon, Button, Group, SegmentedControl, Title } from '@mantine/core';
import { addDays, BACK_NAVIGATION_DAYS } from '@paybook/domain';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dayLabel } from '../lib/calendar-format';
import type { PhoneView } from '../lib/calendar-search-params';

interface DayToolbarProps {
  day: string;
  today: string;
  view: PhoneView;
  onDayChange: (day: string) => void;
  onViewChange: (view: PhoneView) => void;
}

/**
 * Issue 16 point 4: a phone's calendar navigation: the day view or the agenda, and the previous day, today
 * and the next day (at most 365 days back, as the week's, spec 1 §4.2). A swipe on the day does the same
 * (phone-calendar.tsx).
 */
export function DayToolbar({ day, today, view, onDayChange, onViewChange }: DayToolbarProps) {
  const { t } = useTranslation();
  const canGoBack = addDays(day, -1) >= addDays(today, -BACK_NAVIGATION_DAYS);
  return (
    <Group gap="xs" wrap="wrap" align="center" justify="space-between" w="100%">
      <SegmentedControl
        value={view}
        onChange={(next) => onViewChange(next === 'agenda' ? 'agenda' : 'day')}
        data={[
          { value: 'day', label: t('calendar.phone.day') },
          { value: 'agenda', label: t('calendar.phone.agenda') },
        ]}
        aria-label={t('calendar.phone.mode')}
      />
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('calendar.phone.previousDay')}
          title={canGoBack ? t('calendar.phone.previousDay') : t('calendar.toolbar.previousLimit')}
          disabled={!canGoBack}
          onClick={() => onDayChange(addDays(day, -1))}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Button variant="default" disabled={day === today} onClick={() => onDayChange(today)}>
          {t('calendar.toolbar.today')}
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('calendar.phone.nextDay')}
          title={t('calendar.phone.nextDay')}
          onClick={() => onDayChange(addDays(day, 1))}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Title order={2} size="h4" aria-live="polite" data-testid="calendar-day-label" w="100%">
        {view === 'agenda' ? t('calendar.phone.agendaFrom', { day: dayLabel(day) }) : dayLabel(day)}
      </Title>
    </Group>
  );
}
