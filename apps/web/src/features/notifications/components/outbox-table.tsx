import { Anchor, Badge, Button, Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { MerchantOutboxEmail } from '@paybook/contracts/email-templates';
import type { getOutboxAttachment } from '@paybook/contracts/endpoints/email-templates';
import { IconPaperclip } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointLink } from '@/lib/call-endpoint';
import { EmailStatusBadge } from '@/ui/email-status-badge';

interface OutboxTableProps {
  emails: readonly MerchantOutboxEmail[];
}

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

/** Ruling 7: the merchant's sent e-mails: when, to whom, which template, delivered or bounced; the text on demand. */
export function OutboxTable({ emails }: OutboxTableProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  // A phone lists each e-mail as a card: the table's five columns would scroll sideways past the subject.
  const isPhone = useMediaQuery('(max-width: 767px)', false, { getInitialValueInEffect: false });
  const open = emails.find((email) => email.id === openId);
  const onToggle = (id: number) => setOpenId(openId === id ? null : id);
  return (
    <Stack gap="md">
      {isPhone ? (
        <EmailCards emails={emails} openId={openId} onToggle={onToggle} />
      ) : (
        <EmailTable emails={emails} openId={openId} onToggle={onToggle} />
      )}
      {open && <EmailText key={open.id} email={open} />}
    </Stack>
  );
}

interface EmailTableProps {
  emails: readonly MerchantOutboxEmail[];
  openId: number | null;
  onToggle: (id: number) => void;
}

function EmailTable({ emails, openId, onToggle }: EmailTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-label={t('notifications.outbox.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('notifications.outbox.when')}</Table.Th>
            <Table.Th>{t('notifications.outbox.to')}</Table.Th>
            <Table.Th>{t('notifications.outbox.subject')}</Table.Th>
            <Table.Th>{t('notifications.outbox.template')}</Table.Th>
            <Table.Th style={{ width: 130 }}>{t('notifications.outbox.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {emails.map((email) => (
            <Table.Tr key={email.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(email.created_at)}</Table.Td>
              <Table.Td>{email.to}</Table.Td>
              <Table.Td>
                <EmailSubject email={email} isOpen={openId === email.id} onToggle={onToggle} />
                <AttachedFiles email={email} />
              </Table.Td>
              <Table.Td>
                {email.template_name} {email.is_test && <TestBadge />}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <EmailStatusBadge status={email.status} lastError={email.last_error} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function EmailCards({ emails, openId, onToggle }: EmailTableProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="list" aria-label={t('notifications.outbox.title')}>
      {emails.map((email) => (
        <Paper key={email.id} withBorder p="sm" role="listitem">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" c="dimmed">
              {when(email.created_at)}
            </Text>
            <EmailStatusBadge status={email.status} lastError={email.last_error} />
          </Group>
          <EmailSubject email={email} isOpen={openId === email.id} onToggle={onToggle} />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {email.to}
          </Text>
          <Text size="sm" c="dimmed">
            {email.template_name} {email.is_test && <TestBadge />}
          </Text>
          <AttachedFiles email={email} />
        </Paper>
      ))}
    </Stack>
  );
}

/** The subject, a button that shows the e-mail's text below the list. */
function EmailSubject({
  email,
  isOpen,
  onToggle,
}: {
  email: MerchantOutboxEmail;
  isOpen: boolean;
  onToggle: (id: number) => void;
}) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={() => onToggle(email.id)}
      aria-expanded={isOpen}
      styles={{
        root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
        label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.35 },
      }}
    >
      {email.subject}
    </Button>
  );
}

function TestBadge() {
  const { t } = useTranslation();
  return (
    <Badge size="xs" variant="outline" color="blue.9">
      {t('notifications.outbox.test')}
    </Badge>
  );
}

/**
 * An e-mail's attached files by name: a link that downloads the file as it was sent where the e-mail's
 * text shows (a receipt's or an invoice's PDF), else the name alone (decision 172).
 */
function AttachedFiles({ email }: { email: MerchantOutboxEmail }) {
  const { t } = useTranslation();
  if (email.attachments.length === 0) return null;
  return (
    <Group role="group" gap={6} px={6} wrap="wrap" aria-label={t('notifications.outbox.attachments')}>
      <IconPaperclip size={14} aria-hidden />
      {email.attachments.map((file, index) =>
        file.can_download ? (
          <Anchor
            key={file.filename}
            size="sm"
            download={file.filename}
            href={endpointLink<typeof getOutboxAttachment>(
              { path: '/notifications/outbox/:id/attachments/:index' },
              { id: email.id, index },
            )}
          >
            {file.filename}
          </Anchor>
        ) : (
          <Text key={file.filename} size="sm" c="dimmed">
            {file.filename}
          </Text>
        ),
      )}
    </Group>
  );
}

/** The text of the chosen e-mail, below the table so that it reads on a phone too. */
function EmailText({ email }: { email: MerchantOutboxEmail }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.scrollIntoView({ block: 'nearest' }), []);
  return (
    <div ref={ref} aria-live="polite">
      {email.text === null ? (
        <Text c="dimmed" size="sm">
          {t('notifications.outbox.hidden')}
        </Text>
      ) : (
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {email.text}
        </Code>
      )}
    </div>
  );
}
