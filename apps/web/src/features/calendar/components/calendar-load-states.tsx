import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/notify';

/** A week or day that could not be loaded, with a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        {errorMessage(error)}
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('calendar.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The grid's outline while the week or day loads. */
export function CalendarSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" aria-busy="true" aria-label={t('calendar.loading')} data-testid="calendar-loading">
      <Skeleton height={48} />
      <Skeleton height={420} />
    </Stack>
  );
}
