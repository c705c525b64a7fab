import '@mantine/dates/styles.css';
import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import type { PublicAvailableDates } from '@paybook/contracts';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalDate, visibleMonthRange } from '../lib/booking-format';

/** The query of the days with a free time between two local dates (at most 93 days). */
export type DatesQuery = (from: string, to: string) => UseQueryOptions<PublicAvailableDates>;

interface DayPickerProps {
  /** Today in the business's zone: earlier days cannot be picked. */
  today: string;
  /** The day chosen, whose month is shown. */
  value: string | null;
  onChange: (date: string) => void;
  datesQuery: DatesQuery;
}

/**
 * spec 1 §5 "only available days can be picked": a month calendar whose other days are disabled. It shows
 * the month of the chosen day (DateTimeStep chooses the first free one), and each month shown fetches its
 * free days.
 */
export function DayPicker({ today, value, onChange, datesQuery }: DayPickerProps) {
  const { t, i18n } = useTranslation();
  const [month, setMonth] = useState(value ?? today);
  useEffect(() => {
    if (value) setMonth(value);
  }, [value]);

  const range = visibleMonthRange(month, today);
  const dates = useQuery(datesQuery(range.from, range.to));
  const available = useMemo(() => new Set(dates.data?.dates ?? []), [dates.data]);
  const isEmptyMonth = dates.isSuccess && !dates.isPlaceholderData && available.size === 0;

  return (
    <Stack gap="sm" align="center">
      <DatePicker
        aria-label={t('publicBooking.dayPickerLabel')}
        value={value}
        onChange={(date) => {
          if (date) onChange(date);
        }}
        date={month}
        onDateChange={setMonth}
        maxLevel="month"
        firstDayOfWeek={0}
        weekendDays={[]}
        minDate={today}
        excludeDate={(day) => !available.has(day)}
        getDayAriaLabel={(day) => formatLocalDate(day, i18n.language)}
        ariaLabels={{
          nextMonth: t('publicBooking.nextMonth'),
          previousMonth: t('publicBooking.previousMonth'),
        }}
        size="md"
      />
      <Group justify="center" mih={24} maw={320}>
        {dates.isFetching && <Loader size="xs" aria-label={t('common.loading')} />}
        {dates.isError && (
          <Alert color="red" w="100%">
            {t('publicBooking.datesFailed')}
          </Alert>
        )}
        {isEmptyMonth && (
          <Text size="sm" c="dimmed" role="status">
            {t('publicBooking.noDaysThisMonth')}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
