import '@mantine/dates/styles.css';
import { Alert, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import type { PublicAvailableDates } from '@paybook/contracts';
import { addDays } from '@paybook/domain';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalDate, visibleMonthRange } from '../lib/booking-format';

/** The query of the days with a free time between two local dates (at most 93 days). */
export type DatesQuery = (from: string, to: string) => UseQueryOptions<PublicAvailableDates>;

interface DayPickerProps {
  /** Today in the business's zone: earlier days cannot be picked. */
  today: string;
  value: string | null;
  onChange: (date: string) => void;
  datesQuery: DatesQuery;
}

/**
 * spec 1 §5 "only available days can be picked": a month calendar whose other days are disabled. It opens
 * on the month of the first free day (or of the chosen day), and each month shown fetches its free days.
 */
export function DayPicker({ today, value, onChange, datesQuery }: DayPickerProps) {
  const { t, i18n } = useTranslation();
  const [month, setMonth] = useState(value ?? today);
  const [hasNavigated, setHasNavigated] = useState(value !== null);
  // The first free day within the next 93 days decides the month shown first.
  const first = useQuery({ ...datesQuery(today, addDays(today, 92)), enabled: !hasNavigated });
  const firstDate = first.data?.dates[0];
  useEffect(() => {
    if (!hasNavigated && firstDate) setMonth(firstDate);
  }, [hasNavigated, firstDate]);

  const range = visibleMonthRange(month, today);
  const dates = useQuery(datesQuery(range.from, range.to));
  const available = useMemo(() => new Set(dates.data?.dates ?? []), [dates.data]);
  const isEmptyMonth = dates.isSuccess && !dates.isPlaceholderData && available.size === 0;

  return (
    <Stack gap="sm">
      <Center>
        <DatePicker
          aria-label={t('publicBooking.dayPickerLabel')}
          value={value}
          onChange={(date) => {
            if (date) onChange(date);
          }}
          date={month}
          onDateChange={(date) => {
            setHasNavigated(true);
            setMonth(date);
          }}
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
      </Center>
      <Group justify="center" mih={24}>
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
