import { Alert, Center, Loader, Text } from '@mantine/core';
import type { PublicTimeSlot, PublicTimeSlots } from '@paybook/contracts';
import { zoneName } from '@paybook/domain';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatLocalDate } from '../lib/booking-format';
import { useShownZone } from '../lib/shown-zone';
import { SlotPicker } from './slot-picker';

/** The free times of the chosen day (the server's, in the business's zone), to pick one. */
export function TimeStep({
  date,
  slotsQuery,
  selected,
  onPick,
}: {
  date: string;
  slotsQuery: UseQueryOptions<PublicTimeSlots>;
  selected: string | null;
  onPick: (slot: PublicTimeSlot, timeZone: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const slots = useQuery(slotsQuery);
  const shownZone = useShownZone(slots.data?.time_zone ?? 'UTC');
  const label = t('publicBooking.timesOn', { date: formatLocalDate(date, i18n.language) });
  if (slots.isPending)
    return (
      <Center py="md">
        <Loader aria-label={t('common.loading')} role="status" />
      </Center>
    );
  if (slots.isError) return <Alert color="red">{t('publicBooking.slotsFailed')}</Alert>;
  const { time_zone: timeZone } = slots.data;
  return (
    <>
      <Text size="sm" c="dimmed">
        {label} · {zoneName(shownZone, i18n.language)}
      </Text>
      {slots.data.slots.length === 0 ? (
        <Text role="status">{t('publicBooking.noTimes')}</Text>
      ) : (
        <SlotPicker
          slots={slots.data.slots}
          timeZone={timeZone}
          selected={selected}
          onPick={(slot) => onPick(slot, timeZone)}
          label={label}
        />
      )}
    </>
  );
}
