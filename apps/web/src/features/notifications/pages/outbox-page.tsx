import { Alert, Anchor, Card, Center, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/lib/notify';
import { ListPagination } from '@/ui/list-pagination';
import { PageHeader } from '@/ui/page-header';
import { OUTBOX_PAGE_SIZE, useOutbox } from '../api/get-outbox';
import { OutboxTable } from '../components/outbox-table';

/** /settings/notifications/outbox (ruling 7): what the business sent, newest first, paged. */
export function OutboxPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/settings/notifications" size="sm">
        <IconArrowLeft size={14} aria-hidden /> {t('notifications.edit.back')}
      </Anchor>
      <PageHeader
        title={t('notifications.outbox.title')}
        description={t('notifications.outbox.description')}
      />
      {outbox.isPending && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} role="status" />
        </Center>
      )}
      {outbox.isError && (
        <Alert color="red" role="alert">
          {errorMessage(outbox.error)}
        </Alert>
      )}
      {outbox.data && (
        <Card withBorder padding="md">
          {outbox.data.data.length === 0 ? (
            <Text c="dimmed">{t('notifications.outbox.empty')}</Text>
          ) : (
            <OutboxTable emails={outbox.data.data} />
          )}
        </Card>
      )}
      {outbox.data && (
        <ListPagination
          pageCount={Math.ceil(outbox.data.total / OUTBOX_PAGE_SIZE)}
          page={page}
          onChange={setPage}
          labels={{
            previous: t('notifications.outbox.previous'),
            next: t('notifications.outbox.next'),
            page: (n) => t('notifications.outbox.page', { page: n }),
          }}
        />
      )}
    </Stack>
  );
}
