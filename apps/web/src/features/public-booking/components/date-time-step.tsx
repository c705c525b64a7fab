import { Alert, Center, Flex, Loader, Stack, Text } from '@mantine/core';
import type { PublicTimeSlot, PublicTimeSlots } from '@paybook/contracts';
import { addDays } from '@paybook/domain';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type DatesQuery, DayPicker } from './day-picker';
import { TimeStep } from './time-step';

interface DateTimeStepProps {
  /** Today in the business's zone. */
  today: string;
  /** The day whose free times are shown; null: the first free day, looked up here. */
  date: string | null;
  onPickDay: (date: string) => void;
  /** The first free day within the next 93 days, found while no day is shown. */
  onFirstFreeDay: (date: string) => void;
  datesQuery: DatesQuery;
  slotsQuery: (date: string) => UseQueryOptions<PublicTimeSlots>;
  /** The start of the time picked, to mark it. */
  selected: string | null;
  onPick: (slot: PublicTimeSlot, timeZone: string) => void;
  /** Shown above the times (the switch to the visitor's own zone). */
  aboveTimes?: ReactNode;
}

/**
 * Issue 24 point 4: the day and the time on one step, as Acuity shows them: a month calendar beside the
 * day's free times on a wide screen, stacked on a phone. Without a day chosen it opens on the first free
 * day (spec 1 §5: only available days can be picked).
 */
export function DateTimeStep({
  today,
  date,
  onPickDay,
  onFirstFreeDay,
  datesQuery,
  slotsQuery,
  selected,
  onPick,
  aboveTimes,
}: DateTimeStepProps) {
  const { t } = useTranslation();
  const first = useQuery({ ...datesQuery(today, addDays(today, 92)), enabled: date === null });
  const firstDate = date === null ? first.data?.dates[0] : undefined;
  const handOver = useRef(onFirstFreeDay);
  handOver.current = onFirstFreeDay;
  useEffect(() => {
    if (firstDate) handOver.current(firstDate);
  }, [firstDate]);
  const hasNoFreeDay = date === null && first.isSuccess && first.data.dates.length === 0;

  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      gap={{ base: 'md', sm: 'xl' }}
      align={{ base: 'stretch', sm: 'flex-start' }}
    >
      <DayPicker today={today} value={date} onChange={onPickDay} datesQuery={datesQuery} />
      <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
        {aboveTimes}
        {date && <TimeStep date={date} slotsQuery={slotsQuery(date)} selected={selected} onPick={onPick} />}
        {date === null && first.isError && <Alert color="red">{t('publicBooking.datesFailed')}</Alert>}
        {hasNoFreeDay && <Text role="status">{t('publicBooking.noFreeDays')}</Text>}
        {date === null && !first.isError && !hasNoFreeDay && (
          <Center py="md">
            <Loader aria-label={t('common.loading')} role="status" />
          </Center>
        )}
      </Stack>
    </Flex>
  );
}
