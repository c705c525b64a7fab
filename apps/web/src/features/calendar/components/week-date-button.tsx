import { Input } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { shortDate } from '../lib/calendar-format';

/**
 * The toolbar's date field: the week's first day as a button drawn like Mantine's date input; the picker
 * (week-date-picker.tsx) wraps it once opened.
 */
export function WeekDateButton({
  weekStart,
  ...props
}: { weekStart: string } & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const date = shortDate(weekStart);
  return (
    <Input
      component="button"
      type="button"
      pointer
      multiline
      w={160}
      leftSection={<IconCalendar size={16} aria-hidden />}
      // The visible date is part of the name (axe: label-content-name-mismatch).
      aria-label={t('calendar.toolbar.goToDateFrom', { date })}
      aria-haspopup="dialog"
      aria-expanded={false}
      {...props}
    >
      {date}
    </Input>
  );
}
