import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { CalendarItem } from '@paybook/contracts';
import { IconMail, IconPhone, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { errorMessage } from '@/lib/notify';
import { canOpen } from '@/lib/route-access';
import { useAppointment } from '../api/appointments';
import { formatPhoneInput } from '../lib/phone-format';

/**
 * Issue 16 point 2: who the appointment is for and how to reach them. The week names the customer only,
 * so the popover reads GET appointment/{id} when it opens for the phone (tel:) and e-mail (mailto:); the
 * name links to the customer's profile for users who may open it.
 */
export function PopoverContact({ item, onClose }: { item: CalendarItem; onClose: () => void }) {
  const { t } = useTranslation();
  const subject = subjectFor(useLoginContext());
  const details = useAppointment(item.id);
  if (!item.customer) return null;
  const name = `${item.customer.first_name} ${item.customer.last_name}`.trim();
  const customer = details.data?.customer;
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="nowrap">
        <IconUser size={16} aria-hidden />
        {canOpen(subject, 'customer.profile') ? (
          <Anchor
            component={Link}
            size="sm"
            to={`/customer/profile/${item.customer.id}/overview`}
            onClick={onClose}
            title={t('calendar.popover.profile')}
          >
            {name}
          </Anchor>
        ) : (
          <Text size="sm">{name}</Text>
        )}
      </Group>
      {details.isPending && (
        <Group gap={6} wrap="nowrap" aria-live="polite">
          <Loader size={14} aria-hidden />
          <Text size="xs" c="dimmed">
            {t('calendar.popover.loadingDetails')}
          </Text>
        </Group>
      )}
      {details.isError && (
        <Group gap={6} wrap="nowrap" role="alert">
          <Text size="xs" c="red.9">
            {t('calendar.popover.detailsFailed', { reason: errorMessage(details.error) })}
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={() => void details.refetch()}>
            {t('calendar.retry')}
          </Button>
        </Group>
      )}
      {customer?.phone && (
        <Group gap={6} wrap="nowrap">
          <IconPhone size={16} aria-hidden />
          <Anchor size="sm" href={`tel:+1${customer.phone}`} title={t('calendar.popover.call', { name })}>
            {formatPhoneInput(customer.phone)}
          </Anchor>
        </Group>
      )}
      {customer?.email && (
        <Group gap={6} wrap="nowrap">
          <IconMail size={16} aria-hidden />
          <Anchor
            size="sm"
            href={`mailto:${customer.email}`}
            title={t('calendar.popover.write', { name })}
            style={{ overflowWrap: 'anywhere' }}
          >
            {customer.email}
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}
