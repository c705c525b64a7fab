import { Button, SimpleGrid } from '@mantine/core';
import type { PublicTimeSlot } from '@paybook/contracts';
import { zoneName } from '@paybook/domain';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../lib/booking-format';
import { useShownZone } from '../lib/shown-zone';

interface SlotPickerProps {
  slots: PublicTimeSlot[];
  /** The business's zone: each time is read and named in it (ruling 8), or in the visitor's on request. */
  timeZone: string;
  selected: string | null;
  onPick: (slot: PublicTimeSlot) => void;
  /** Names the group for screen readers: "Free times on Tuesday, December 1, 2026". */
  label: string;
}

/** The free times of a day as buttons, each named with the zone: "9:30 AM (Mountain Time)" (issue 16 point 6). */
export function SlotPicker({ slots, timeZone: businessZone, selected, onPick, label }: SlotPickerProps) {
  const { t, i18n } = useTranslation();
  const timeZone = useShownZone(businessZone);
  const zone = zoneName(timeZone, i18n.language);
  return (
    <SimpleGrid cols={{ base: 3, xs: 4, sm: 5 }} spacing="xs" role="group" aria-label={label}>
      {slots.map((slot) => {
        const time = formatTime(slot.start_at, timeZone, i18n.language);
        const isSelected = slot.start_at === selected;
        return (
          <Button
            key={slot.start_at}
            variant={isSelected ? 'filled' : 'default'}
            aria-pressed={isSelected}
            aria-label={t('publicBooking.timeWithZone', { time, zone })}
            onClick={() => onPick(slot)}
            px="xs"
          >
            {time}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
