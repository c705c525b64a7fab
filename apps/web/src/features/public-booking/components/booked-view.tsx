import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/notify';
import { useManagedAppointment } from '../api/manage-appointment';
import { DonePanel } from './done-panel';

/**
 * Issue 16 point 5: the confirmation at /book/{url_subdomain}?booked={token}. The booking seeds it; a
 * reload reads the appointment again by its manage token.
 */
export function BookedView({ token, onBookAnother }: { token: string; onBookAnother: () => void }) {
  const { t } = useTranslation();
  const appointment = useManagedAppointment(token);
  if (appointment.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} role="status" />
      </Center>
    );
  if (appointment.isError)
    return (
      <Stack gap="sm">
        <Alert color="yellow">
          {isApiError(appointment.error) && appointment.error.status === 404
            ? t('publicBooking.done.notFound')
            : errorMessage(appointment.error)}
        </Alert>
        <Button variant="light" onClick={onBookAnother} w="fit-content">
          {t('publicBooking.done.bookAnother')}
        </Button>
      </Stack>
    );
  return <DonePanel booked={appointment.data} token={token} onBookAnother={onBookAnother} />;
}
