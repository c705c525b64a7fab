import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { PublicAppointment } from '@paybook/contracts';
import { IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '@/lib/notify';
import { PublicPageFrame } from '@/ui/public-page-frame';
import { useCancelAppointment, useManagedAppointment } from '../api/manage-appointment';
import { AppointmentSummary, useWhenText } from '../components/appointment-summary';
import { BusinessContact } from '../components/business-contact';
import { ReschedulePanel } from '../components/reschedule-panel';

/**
 * Ruling 4: /my-appointment/{token}, the link in the booking e-mails. The customer sees the appointment
 * and, until spec 1 §3 cancellation_time before it, cancels (after confirming) or moves it; later the
 * page says to call the business.
 */
export function ManageAppointmentPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  return (
    <PublicPageFrame
      query={useManagedAppointment(token)}
      size="sm"
      documentTitle={(appointment) =>
        t('publicBooking.manage.documentTitle', { name: appointment.business_name })
      }
      notFound={<LinkNotFound />}
    >
      {(appointment) => <ManageContent token={token} appointment={appointment} />}
    </PublicPageFrame>
  );
}

function LinkNotFound() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" py="xl">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconLinkOff size={30} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2" ta="center">
          {t('publicBooking.manage.notFoundTitle')}
        </Title>
        <Text c="dimmed" ta="center" maw={420}>
          {t('publicBooking.manage.notFoundBody')}
        </Text>
      </Stack>
    </Paper>
  );
}

function ManageContent({ token, appointment }: { token: string; appointment: PublicAppointment }) {
  const { t } = useTranslation();
  const whenText = useWhenText();
  const [isRescheduling, setRescheduling] = useState(false);
  const [isConfirmingCancel, setConfirmingCancel] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const cancel = useCancelAppointment(token);
  const isCancelled = appointment.status === 'cancelled';
  const until = whenText(appointment.change_until, appointment.time_zone);

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={1} size="h2">
                {t('publicBooking.manage.title')}
              </Title>
              <Text c="dimmed">{appointment.business_name}</Text>
            </Stack>
            <Badge
              color={isCancelled ? 'gray.7' : 'teal.9'}
              variant="outline"
              size="lg"
              style={{ flexShrink: 0 }}
            >
              {isCancelled
                ? t('publicBooking.manage.statusCancelled')
                : t('publicBooking.manage.statusBooked')}
            </Badge>
          </Group>
          {notice && (
            <Alert color="teal" role="status">
              {notice}
            </Alert>
          )}
          <AppointmentSummary
            fields={{
              serviceName: appointment.service.name,
              providerName: appointment.provider.display_name,
              startAt: appointment.start_at,
              durationMinutes: appointment.service.duration_minutes,
              timeZone: appointment.time_zone,
              customerName: `${appointment.customer.first_name} ${appointment.customer.last_name}`,
              email: appointment.customer.email,
            }}
          />
          <BusinessContact business={appointment.business} name={appointment.business_name} />
          {appointment.deposit?.status && appointment.deposit.amount !== '0.00' && (
            <Text size="sm" data-testid="deposit-state">
              {t(`publicBooking.deposit.state.${appointment.deposit.status}`, {
                amount: appointment.deposit.amount,
                card: appointment.deposit.card_label,
              })}
            </Text>
          )}
          {isCancelled && (
            <Group justify="space-between">
              <Text>{t('publicBooking.manage.cancelled')}</Text>
              <Button component={Link} to={`/book/${appointment.url_subdomain}`} variant="light">
                {t('publicBooking.manage.bookAgain')}
              </Button>
            </Group>
          )}
          {!isCancelled && appointment.can_change && (
            <>
              <Text size="sm">{t('publicBooking.manage.changeUntil', { until })}</Text>
              {!isRescheduling && (
                <Group>
                  <Button onClick={() => setRescheduling(true)}>
                    {t('publicBooking.manage.reschedule')}
                  </Button>
                  <Button variant="default" color="red" onClick={() => setConfirmingCancel(true)}>
                    {t('publicBooking.manage.cancel')}
                  </Button>
                </Group>
              )}
            </>
          )}
          {!isCancelled && !appointment.can_change && (
            <Alert color="yellow" title={t('publicBooking.manage.closed')}>
              {appointment.business_email &&
                t('publicBooking.manage.closedEmail', { email: appointment.business_email })}
            </Alert>
          )}
        </Stack>
      </Paper>
      {isRescheduling && !isCancelled && appointment.can_change && (
        <ReschedulePanel
          token={token}
          appointment={appointment}
          onClose={() => setRescheduling(false)}
          onDone={() => {
            setRescheduling(false);
            setNotice(t('publicBooking.manage.rescheduled'));
          }}
        />
      )}
      <Modal
        opened={isConfirmingCancel}
        onClose={() => setConfirmingCancel(false)}
        title={t('publicBooking.manage.cancelConfirmTitle')}
        centered
      >
        <Stack gap="md">
          <Text>
            {t('publicBooking.manage.cancelConfirmBody', {
              service: appointment.service.name,
              when: whenText(appointment.start_at, appointment.time_zone),
            })}
          </Text>
          {appointment.deposit?.status === 'paid' && (
            <Text size="sm">
              {t('publicBooking.deposit.refundOnCancel', { amount: appointment.deposit.amount })}
            </Text>
          )}
          {cancel.isError && <Alert color="red">{errorMessage(cancel.error)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmingCancel(false)} data-autofocus>
              {t('publicBooking.manage.keep')}
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => {
                    setConfirmingCancel(false);
                    setNotice(t('publicBooking.manage.cancelDone'));
                  },
                })
              }
            >
              {t('publicBooking.manage.cancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
