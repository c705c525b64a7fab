import { ActionIcon, Button, Group, Title } from '@mantine/core';
import { addDays, BACK_NAVIGATION_DAYS } from '@paybook/domain';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DayArrowsProps {
  day: string;
  today: string;
  onDayChange: (day: string) => void;
}

/**
 * A day's navigation (issue 16 point 4, issue 24 point 3): the previous day, today and the next day, at most
 * 365 days back, as the week's (spec 1 §4.2).
 */
export function DayArrows({ day, today, onDayChange }: DayArrowsProps) {
  const { t } = useTranslation();
  const canGoBack = addDays(day, -1) >= addDays(today, -BACK_NAVIGATION_DAYS);
  return (
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
  );
}

/** The day shown, as the arrows' heading (announced when it changes). */
export function DayTitle({ children, fullWidth = false }: { children: ReactNode; fullWidth?: boolean }) {
  return (
    <Title
      order={2}
      size="h4"
      aria-live="polite"
      data-testid="calendar-day-label"
      w={fullWidth ? '100%' : undefined}
    >
      {children}
    </Title>
  );
}

/**
 * Issue 16 point 4: a phone's calendar navigation: its views and the day's arrows, the day's title under
 * them. A swipe on the day does the same as the arrows (phone-calendar.tsx).
 */
export function DayToolbar({
  viewSwitch,
  title,
  ...arrows
}: DayArrowsProps & { viewSwitch: ReactNode; title: string }) {
  return (
    <Group gap="xs" wrap="wrap" align="center" justify="space-between" w="100%">
      {viewSwitch}
      <DayArrows {...arrows} />
      <DayTitle fullWidth>{title}</DayTitle>
    </Group>
  );
}
