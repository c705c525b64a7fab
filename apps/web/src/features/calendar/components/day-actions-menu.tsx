import { Menu } from '@mantine/core';
import { IconClockEdit, IconMoonStars } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from '@/ui/on-demand';
import { DayActionsButton } from './day-header';

interface DayActionsMenuProps {
  label: string;
  isWorkingDay: boolean;
  onEditHours: () => void;
  onMarkDayOff: () => void;
}

/**
 * A day's actions (spec 1 §4.2): its hours, and a day off on a working day. Its own chunk: day-header.tsx
 * mounts it when the button is first pressed, so it opens at once.
 */
export function DayActionsMenu({ label, isWorkingDay, onEditHours, onMarkDayOff }: DayActionsMenuProps) {
  const { t } = useTranslation();
  const targetRef = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(true);
  const isOpened = useOpenedAfterMount(opened, targetRef);
  return (
    <Menu position="bottom-end" withinPortal opened={isOpened} onChange={setOpened}>
      <Menu.Target>
        <DayActionsButton ref={targetRef} label={label} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconClockEdit size={16} aria-hidden />} onClick={onEditHours}>
          {t('calendar.day.editHours')}
        </Menu.Item>
        {isWorkingDay && (
          <Menu.Item leftSection={<IconMoonStars size={16} aria-hidden />} onClick={onMarkDayOff}>
            {t('calendar.day.markDayOff')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
