import { Alert, Button, Stack, Text } from '@mantine/core';
import type { BookingRefusal, PublicTimeSlot } from '@paybook/contracts';
import { IconCalendarX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatLocalDate } from '../lib/booking-format';
import { SlotPicker } from './slot-picker';

interface RefusalPanelProps {
  refusal: BookingRefusal['error'];
  onPickSlot: (slot: PublicTimeSlot) => void;
  /** Shows the next day with free times (or, without one, the day picker). */
  onPickDate: (date: string | null) => void;
}

/**
 * Ruling 4: a time the server refused (lead time, advance booking, taken meanwhile) with its message, the
 * other free times of that day and, when the day has none, the next day with free times.
 */
export function RefusalPanel({ refusal, onPickSlot, onPickDate }: RefusalPanelProps) {
  const { t, i18n } = useTranslation();
  const nextDate = refusal.next_available_date;
  return (
    <Alert
      color="red"
      title={t('publicBooking.refused.title')}
      icon={<IconCalendarX aria-hidden />}
      role="alert"
    >
      <Stack gap="sm">
        <Text size="sm">{refusal.message}</Text>
        {refusal.other_slots.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {t('publicBooking.refused.otherTimes')}
            </Text>
            <SlotPicker
              slots={refusal.other_slots}
              timeZone={refusal.time_zone}
              selected={null}
              onPick={onPickSlot}
              label={t('publicBooking.refused.otherTimes')}
            />
          </>
        )}
        {refusal.other_slots.length === 0 && nextDate && (
          <>
            <Text size="sm">
              {t('publicBooking.refused.nextDate', { date: formatLocalDate(nextDate, i18n.language) })}
            </Text>
            <Button variant="light" onClick={() => onPickDate(nextDate)} w="fit-content">
              {t('publicBooking.refused.seeNextDate', { date: formatLocalDate(nextDate, i18n.language) })}
            </Button>
          </>
        )}
        {refusal.other_slots.length === 0 && !nextDate && (
          <Button variant="light" onClick={() => onPickDate(null)} w="fit-content">
            {t('publicBooking.refused.chooseAnotherDay')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
