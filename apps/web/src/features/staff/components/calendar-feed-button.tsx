import { ActionIcon, Tooltip } from '@mantine/core';
import { IconRss } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarFeedModal } from './calendar-feed-modal';

interface CalendarFeedButtonProps {
  serviceProviderId: number;
  name: string;
}

/** The staff list's calendar feed action (issue 26 point 5): opens the provider's feed address. */
export function CalendarFeedButton({ serviceProviderId, name }: CalendarFeedButtonProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip label={t('staff.feed.open', { name })}>
        <ActionIcon
          variant="subtle"
          aria-label={t('staff.feed.open', { name })}
          onClick={() => setOpened(true)}
        >
          <IconRss size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <CalendarFeedModal
        serviceProviderId={serviceProviderId}
        name={name}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
