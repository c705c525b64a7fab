import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { AppointmentStatus, CustomerAppointment, CustomerAppointmentsWhen } from '@paybook/contracts';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomerAppointments } from '../api/get-customer-appointments';
import { formatVisitDate, formatVisitTimes, visitCalendarPath } from './visit-format';

/** Outline badges in the darkest shade keep their text readable (axe color-contrast). */
const STATUS_COLOR: Record<AppointmentStatus, string> = {
  booked: 'blue.9',
  arrived: 'teal.9',
  completed: 'green.9',
  no_show: 'orange.9',
  cancelled: 'gray.7',
};

function VisitItem({ visit }: { visit: CustomerAppointment }) {
  const { t, i18n } = useTranslation();
  const date = formatVisitDate(visit.start_at, visit.time_zone, i18n.language);
  return (
    <Box
      component="li"
      data-testid="customer-visit"
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} td={visit.status === 'cancelled' ? 'line-through' : undefined}>
            <time dateTime={visit.start_at}>{date}</time>
          </Text>
          <Text size="sm">
            {formatVisitTimes(visit.start_at, visit.end_at, visit.time_zone, i18n.language)}
          </Text>
        </Stack>
        <Badge variant="outline" color={STATUS_COLOR[visit.status]} style={{ flexShrink: 0 }}>
          {t(`customers.visits.status.${visit.status}`)}
        </Badge>
      </Group>
      <Group justify="space-between" wrap="wrap" gap="xs" mt={4}>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('customers.visits.serviceWithProvider', {
            service: visit.service.name,
            provider: visit.provider.name,
          })}
        </Text>
        <Anchor
          component={Link}
          to={visitCalendarPath(visit)}
          size="sm"
          aria-label={t('customers.visits.openInCalendarNamed', { date })}
        >
          {t('customers.visits.openInCalendar')}
        </Anchor>
      </Group>
    </Box>
  );
}

function VisitList({ customerId, when }: { customerId: number; when: CustomerAppointmentsWhen }) {
  const { t } = useTranslation();
  const visits = useCustomerAppointments(customerId, when);
  const rows = visits.data?.pages.flatMap((page) => page.data) ?? [];
  const headingId = `customer-visits-${when}`;

  let body: ReactNode;
  if (visits.isError) body = <Text c="red.8">{t('customers.visits.failed')}</Text>;
  else if (visits.isPending) body = <Skeleton height={72} aria-label={t('common.loading')} role="status" />;
  else if (rows.length === 0) body = <Text c="dimmed">{t(`customers.visits.empty.${when}`)}</Text>;
  else
    body = (
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={headingId}>
        {rows.map((visit) => (
          <VisitItem key={visit.id} visit={visit} />
        ))}
      </Stack>
    );

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t(`customers.visits.${when}`)}
      </Title>
      {body}
      {visits.hasNextPage && (
        <Button
          variant="subtle"
          size="compact-sm"
          style={{ alignSelf: 'flex-start' }}
          loading={visits.isFetchingNextPage}
          onClick={() => void visits.fetchNextPage()}
        >
          {t(`customers.visits.showMore.${when}`)}
        </Button>
      )}
    </Stack>
  );
}

/**
 * Issue 16 point 7: the customer's appointments on the profile overview, upcoming (soonest first) and past
 * (most recent first), each with its time in the provider's zone, status, service and provider, and a
 * link to the calendar at that week.
 */
export function CustomerVisitsCard({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="customer-visits">
      <Group gap="xs" mb="md">
        <IconCalendarEvent size={20} aria-hidden />
        <Title order={2} size="h4" id="customer-visits">
          {t('customers.visits.heading')}
        </Title>
      </Group>
      {/* Side by side where there is room; upcoming above past on a phone. */}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl" verticalSpacing="lg">
        <VisitList customerId={customerId} when="upcoming" />
        <VisitList customerId={customerId} when="past" />
      </SimpleGrid>
    </Card>
  );
}
