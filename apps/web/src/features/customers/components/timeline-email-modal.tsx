import { Alert, Center, Code, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import type { TimelineEmail } from '@paybook/contracts/timeline-email';
import { useTranslation } from 'react-i18next';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { formatDateTime } from '@/lib/date-format';
import { errorMessage } from '@/lib/notify';
import { EmailFrame } from '@/ui/email-frame';
import { EmailStatusBadge } from '@/ui/email-status-badge';
import { useTimelineEmail } from '../api/get-timeline-email';
import { DetailList } from './detail-list';

interface TimelineEmailModalProps {
  /** The e-mail line's id: the message is read when the modal opens. */
  eventId: number;
  opened: boolean;
  onClose: () => void;
}

/** spec 2 §2 view customer email (issue 26 point 8): the message an e-mail line records, as it was sent. */
export function TimelineEmailModal({ eventId, opened, onClose }: TimelineEmailModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('customers.timeline.email.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('customers.closeDialog') }}
    >
      {opened && <TimelineEmailContent eventId={eventId} />}
    </Modal>
  );
}

function TimelineEmailContent({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const email = useTimelineEmail(eventId);
  if (email.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} role="status" />
      </Center>
    );
  }
  if (email.isError) {
    return (
      <Alert color="red" role="alert" title={t('customers.timeline.email.failed')}>
        {errorMessage(email.error)}
      </Alert>
    );
  }
  return <TimelineEmailMessage email={email.data} />;
}

function TimelineEmailMessage({ email }: { email: TimelineEmail }) {
  const { t } = useTranslation();
  const timeZone = useLoginContext().merchant.time_zone;
  // Until the outbox delivers it, the message's date is when it was queued.
  const when = email.sent_at
    ? { label: t('customers.timeline.email.sentOn'), value: formatDateTime(email.sent_at, timeZone) }
    : { label: t('customers.timeline.email.queuedOn'), value: formatDateTime(email.created_at, timeZone) };
  return (
    <Stack gap="md">
      <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
        {email.subject}
      </Title>
      <DetailList
        details={[
          { label: t('customers.timeline.email.to'), value: email.to },
          { label: t('customers.timeline.email.template'), value: email.template_name },
          {
            label: when.label,
            value: <time dateTime={email.sent_at ?? email.created_at}>{when.value}</time>,
          },
          {
            label: t('customers.timeline.email.delivery'),
            value: <EmailStatusBadge status={email.status} lastError={email.last_error} />,
          },
        ]}
      />
      {email.status !== 'sent' && email.last_error && (
        <Text size="sm" c="red.9">
          {t('customers.timeline.email.lastError', { error: email.last_error })}
        </Text>
      )}
      {email.text === null && email.html === null ? (
        <Text c="dimmed">{t('customers.timeline.email.withheld')}</Text>
      ) : email.html === null ? (
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {email.text}
        </Code>
      ) : (
        <EmailFrame
          title={t('customers.timeline.email.frame', { subject: email.subject })}
          html={email.html}
        />
      )}
    </Stack>
  );
}
