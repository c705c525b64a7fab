import { Anchor, Button, Divider, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { PublicAppointment } from '@paybook/contracts';
import { IconBrandGoogle, IconCalendarPlus, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { googleCalendarUrl, icsUrl, managePath } from '../lib/calendar-links';
import { AppointmentSummary, useWhenText } from './appointment-summary';
import { BusinessContact } from './business-contact';
import { StepHeading } from './step-heading';

/**
 * The booking went through: what was booked, "Add to calendar" (the .ics and Google Calendar), where the
 * business is and its phone, and the manage page the e-mail also links to (issue 16 point 5).
 */
export function DonePanel({
  booked,
  token,
  onBookAnother,
}: {
  booked: PublicAppointment;
  /** The booking's manage token: the page to change it and the calendar file. */
  token: string;
  onBookAnother: () => void;
}) {
  const { t } = useTranslation();
  const whenText = useWhenText();
  const until = whenText(booked.change_until, booked.time_zone);
  const manageUrl = `${window.location.origin}${managePath(token)}`;
  const title = t('publicBooking.calendar.eventTitle', {
    service: booked.service.name,
    business: booked.business_name,
  });
  const details = t('publicBooking.calendar.eventDetails', {
    service: booked.service.name,
    provider: booked.provider.display_name,
    url: manageUrl,
  });
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
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('publicBooking.calendar.title')}
          </Title>
          <Group gap="sm">
            <Button
              component="a"
              href={icsUrl(token)}
              download="appointment.ics"
              variant="default"
              leftSection={<IconCalendarPlus size={18} aria-hidden />}
            >
              {t('publicBooking.calendar.ics')}
            </Button>
            <Button
              component="a"
              href={googleCalendarUrl(booked, { title, details })}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              leftSection={<IconBrandGoogle size={18} aria-hidden />}
            >
              {t('publicBooking.calendar.google')}
            </Button>
          </Group>
        </Stack>
        {(booked.business.address_lines.length > 0 || booked.business.phone) && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('publicBooking.done.where')}
            </Title>
            <BusinessContact business={booked.business} name={booked.business_name} />
          </Stack>
        )}
        <Text size="sm">
          {t('publicBooking.done.manageIntro')}{' '}
          <Anchor component={Link} to={managePath(token)}>
            {t('publicBooking.done.manageLink')}
          </Anchor>
        </Text>
        <Divider />
        <Button variant="light" onClick={onBookAnother} w="fit-content">
          {t('publicBooking.done.bookAnother')}
        </Button>
      </Stack>
    </Paper>
  );
}
