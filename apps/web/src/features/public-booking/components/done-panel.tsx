import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { PublicAppointment } from '@paybook/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppointmentSummary, useWhenText } from './appointment-summary';
import { StepHeading } from './step-heading';

/** The booking went through: what was booked, and that the e-mail with the manage link is on its way. */
export function DonePanel({
  booked,
  onBookAnother,
}: {
  booked: PublicAppointment;
  onBookAnother: () => void;
}) {
  const { t } = useTranslation();
  const until = useWhenText()(booked.change_until, booked.time_zone);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <ThemeIcon size={48} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={30} aria-hidden />
        </ThemeIcon>
        <StepHeading focusOnMount>{t('publicBooking.done.title')}</StepHeading>
        <Text>{t('publicBooking.done.body', { email: booked.customer.email, until })}</Text>
        {booked.deposit && (
          <Text fw={500} data-testid="deposit-charged">
            {booked.deposit.amount !== '0.00'
              ? t('publicBooking.deposit.charged', {
                  amount: booked.deposit.amount,
                  card: booked.deposit.card_label,
                })
              : t('publicBooking.deposit.cardKept', { card: booked.deposit.card_label })}
            {booked.deposit.no_show_fee !== '0.00' &&
              ` ${t('publicBooking.deposit.noShowNote', { fee: booked.deposit.no_show_fee })}`}
          </Text>
        )}
        <AppointmentSummary
          fields={{
            serviceName: booked.service.name,
            providerName: booked.provider.display_name,
            startAt: booked.start_at,
            durationMinutes: booked.service.duration_minutes,
            timeZone: booked.time_zone,
            customerName: `${booked.customer.first_name} ${booked.customer.last_name}`,
            email: booked.customer.email,
          }}
        />
        <Button variant="light" onClick={onBookAnother} w="fit-content">
          {t('publicBooking.done.bookAnother')}
        </Button>
      </Stack>
    </Paper>
  );
}
