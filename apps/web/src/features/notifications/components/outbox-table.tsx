import { Badge, Button, Code, Table, Text } from '@mantine/core';
import type { MerchantOutboxEmail } from '@paybook/contracts/email-templates';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<MerchantOutboxEmail['status'], string> = {
  pending: 'blue.9',
  sent: 'teal.9',
  failed: 'red.9',
  kept: 'gray.7',
};

interface OutboxTableProps {
  emails: readonly MerchantOutboxEmail[];
}

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

/** Ruling 7: the merchant's sent e-mails: when, to whom, which template, delivered or bounced; the text on demand. */
export function OutboxTable({ emails }: OutboxTableProps) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-label={t('notifications.outbox.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('notifications.outbox.when')}</Table.Th>
            <Table.Th>{t('notifications.outbox.to')}</Table.Th>
            <Table.Th>{t('notifications.outbox.subject')}</Table.Th>
            <Table.Th>{t('notifications.outbox.template')}</Table.Th>
            <Table.Th>{t('notifications.outbox.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {emails.map((email) => (
            <Fragment key={email.id}>
              <Table.Tr>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(email.created_at)}</Table.Td>
                <Table.Td>{email.to}</Table.Td>
                <Table.Td>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => setOpenId(openId === email.id ? null : email.id)}
                    aria-expanded={openId === email.id}
                  >
                    {email.subject}
                  </Button>
                </Table.Td>
                <Table.Td>
                  {email.template_name}{' '}
                  {email.is_test && (
                    <Badge size="xs" variant="outline" color="blue.9">
                      {t('notifications.outbox.test')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Badge
                    color={STATUS_COLORS[email.status]}
                    style={{ overflow: 'visible' }}
                    title={email.last_error ?? undefined}
                  >
                    {t(`notifications.outbox.statuses.${email.status}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
              {openId === email.id && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    {email.text === null ? (
                      <Text c="dimmed" size="sm">
                        {t('notifications.outbox.hidden')}
                      </Text>
                    ) : (
                      <Code block style={{ whiteSpace: 'pre-wrap' }}>
                        {email.text}
                      </Code>
                    )}
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
