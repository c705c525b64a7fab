import { Box, Button } from '@mantine/core';
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
    // Columns by the room the times have (beside the calendar, under it, or in a refusal), not the screen's.
    <Box
      role="group"
      aria-label={label}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(5.75rem, 1fr))',
        gap: 'var(--mantine-spacing-xs)',
      }}
    >
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
    </Box>
  );
}
