import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCalendarOff, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface NoCalendarProps {
  /** The user may view every provider's calendar (manage_appointments), yet the merchant has none. */
  canChooseProvider: boolean;
  /** The user may open Staff (manage_users), where providers are added. */
  canManageStaff: boolean;
}

/**
 * Issue 16 point 8: what someone without a calendar to show reads: why there is none and what to do, with
 * the way to Staff when they can add a provider there.
 */
export function NoCalendar({ canChooseProvider, canManageStaff }: NoCalendarProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="gray"
      icon={<IconCalendarOff size={18} aria-hidden />}
      title={t('calendar.noProvider.title')}
      data-testid="calendar-no-provider"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {canChooseProvider ? t('calendar.noProvider.manager') : t('calendar.noProvider.own')}
        </Text>
        <Text size="sm">
          {canManageStaff ? t('calendar.noProvider.staffHint') : t('calendar.noProvider.askHint')}
        </Text>
        {canManageStaff && (
          <Button
            component={Link}
            to="/settings/staff"
            variant="default"
            leftSection={<IconUsers size={16} aria-hidden />}
          >
            {t('calendar.noProvider.openStaff')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
