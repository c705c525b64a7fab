import { Accordion, Anchor, Badge, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { OutboxEmail, SupportMerchant } from '@paybook/contracts';
import { IconRefresh } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/date-format';
import { errorMessage } from '@/lib/notify';
import { useMerchantEmails } from '../api/get-merchant-emails';

const STATUS_COLORS: Record<OutboxEmail['status'], string> = {
  pending: 'dark.4',
  sent: 'teal.9',
  failed: 'red.9',
  kept: 'gray.8',
};

/** The body with its addresses as links, so support can follow a verification or reset link. */
function BodyText({ text }: { text: string }) {
  // Each part is keyed by where it starts in the text.
  let offset = 0;
  const parts = text.split(/(https?:\/\/\S+)/g).map((part) => {
    const start = offset;
    offset += part.length;
    return { start, part, isLink: /^https?:\/\//.test(part) };
  });
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts.map(({ start, part, isLink }) =>
        isLink ? (
          <Anchor key={start} href={part}>
            {part}
          </Anchor>
        ) : (
          <Fragment key={start}>{part}</Fragment>
        ),
      )}
    </Text>
  );
}

/**
 * Ruling 7: without SMTP the outbox is the delivery; support (and developers and tests) read a
 * merchant's recent e-mails here, newest first.
 */
export function MerchantEmails({ merchant }: { merchant: SupportMerchant }) {
  const { t } = useTranslation();
  const emails = useMerchantEmails(merchant.id);

  return (
    <Stack gap="sm" component="section" aria-labelledby="merchant-emails-title">
      <Group justify="space-between">
        <Title order={2} size="h3" id="merchant-emails-title">
          {t('supportEmails.title', { merchantName: merchant.name })}
        </Title>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={emails.isFetching}
          onClick={() => void emails.refetch()}
        >
          {t('supportEmails.refresh')}
        </Button>
      </Group>
      {emails.isPending && (
        <Center py="md">
          <Loader aria-label={t('common.loading')} role="status" />
        </Center>
      )}
      {emails.isError && <Text c="red.8">{errorMessage(emails.error)}</Text>}
      {emails.data && emails.data.data.length === 0 && <Text c="dimmed">{t('supportEmails.none')}</Text>}
      {emails.data && emails.data.data.length > 0 && (
        <Accordion variant="separated" data-testid="merchant-emails">
          {emails.data.data.map((email) => (
            <Accordion.Item key={email.id} value={String(email.id)}>
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={0} miw={0}>
                    <Text fw={600} truncate="end">
                      {email.subject}
                    </Text>
                    <Text size="xs" c="dimmed" truncate="end">
                      {t('supportEmails.to', {
                        to: email.to,
                        at: formatDateTime(email.created_at),
                      })}
                    </Text>
                  </Stack>
                  <Badge color={STATUS_COLORS[email.status]} variant="outline">
                    {t(`supportEmails.status.${email.status}`)}
                  </Badge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <BodyText text={email.text} />
                {email.last_error && (
                  <Text size="xs" c="red.8" mt="xs">
                    {t('supportEmails.lastError', { error: email.last_error, attempts: email.attempts })}
                  </Text>
                )}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
