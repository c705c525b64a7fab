import { Alert, Button, Group, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { type InvoiceStatus, invoiceStatuses } from '@paybook/contracts';
import {
  meets,
  needClaim,
  RECURRING_PAYMENT_REQUIREMENT,
  SCHEDULED_INVOICE_REQUIREMENT,
} from '@paybook/domain';
import { IconFileInvoice, IconMessageCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { EmptyState } from '@/ui/empty-state';
import { ExternalLink } from '@/ui/external-link';
import { ListPagination } from '@/ui/list-pagination';
import { PageHeader } from '@/ui/page-header';
import { useInvoices } from '../api/list-invoices';
import { InvoiceSummaryList } from '../components/invoice-summary-list';

const PAGE_SIZE = 25;

/**
 * /invoices (spec 1 §2.4, spec 2 §2.4; ruling 2): the merchant's invoices, newest first, with "New invoice".
 * A free-trial or onboarding merchant sees the same page with the upgrade link and chat.
 */
export function InvoicesListPage() {
  const { t } = useTranslation();
  const context = useLoginContext();
  const subject = subjectFor(context);
  const isNarrow = useMediaQuery('(max-width: 767px)') ?? false;
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<InvoiceStatus | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const list = useInvoices({
    page,
    items_per_page: PAGE_SIZE,
    search: debounced,
    ...(status ? { status } : {}),
  });
  const canCreate = meets(subject, needClaim('payments-builder.invoices'));
  const isTrial = context.merchant.product_name === 'free_trial' || context.merchant.is_onboarding;

  const newButton = canCreate ? (
    <Button component={Link} to="/payments-builder/invoices" leftSection={<IconPlus size={16} aria-hidden />}>
      {t('invoices.list.new')}
    </Button>
  ) : null;
  const rows = list.data?.data ?? [];
  const pageCount = Math.ceil((list.data?.total_item_count ?? 0) / PAGE_SIZE);

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t('invoices.list.title')}
        description={t('invoices.list.description')}
        actions={
          <Group gap="sm">
            {/* spec 3 §2.4: the scheduled invoices and recurring payments beside the invoices (issue 25 point 6). */}
            {meets(subject, SCHEDULED_INVOICE_REQUIREMENT) && (
              <Button component={Link} to="/invoices/list-recurring" variant="default">
                {t('invoices.list.scheduledInvoices')}
              </Button>
            )}
            {meets(subject, RECURRING_PAYMENT_REQUIREMENT) && (
              <Button component={Link} to="/payments/list-recurring" variant="default">
                {t('invoices.list.recurringPayments')}
              </Button>
            )}
            {newButton}
          </Group>
        }
      />
      {isTrial && (
        <Alert color="grape" title={t('invoices.list.trialTitle')} data-testid="invoices-upgrade">
          <Stack gap="xs">
            <Text>{t('invoices.list.trialBody')}</Text>
            <Group gap="md">
              <Button component={Link} to="/upgrade" color="grape" size="xs">
                {t('invoices.list.upgrade')}
              </Button>
              <ExternalLink href={context.config.chat_url} icon={<IconMessageCircle size={16} aria-hidden />}>
                {t('invoices.list.chat')}
              </ExternalLink>
            </Group>
          </Stack>
        </Alert>
      )}
      <Group gap="sm" wrap={isNarrow ? 'wrap' : 'nowrap'}>
        <TextInput
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={t('invoices.list.search')}
          aria-label={t('invoices.list.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1 }}
          w={isNarrow ? '100%' : undefined}
        />
        <Select
          aria-label={t('invoices.list.status')}
          placeholder={t('invoices.list.allStatuses')}
          clearable
          data={invoiceStatuses.map((value) => ({ value, label: t(`invoices.status.${value}`) }))}
          value={status}
          onChange={(value) => {
            setStatus(value as InvoiceStatus | null);
            setPage(1);
          }}
          w={isNarrow ? '100%' : 200}
        />
      </Group>
      {list.isPending ? (
        <Skeleton height={240} aria-label={t('invoices.list.loading')} />
      ) : list.isError ? (
        <Alert color="red">{list.error.message}</Alert>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<IconFileInvoice size={26} aria-hidden />}
          title={debounced || status ? t('invoices.list.noneFound') : t('invoices.list.emptyTitle')}
          body={debounced || status ? t('invoices.list.noneFoundBody') : t('invoices.list.emptyBody')}
          action={debounced || status ? undefined : (newButton ?? undefined)}
        />
      ) : (
        <InvoiceSummaryList rows={rows} isNarrow={isNarrow} />
      )}
      <ListPagination
        pageCount={pageCount}
        page={page}
        onChange={setPage}
        labels={{
          previous: t('invoices.list.previous'),
          next: t('invoices.list.next'),
          page: (number) => t('invoices.list.page', { page: number }),
        }}
      />
    </Stack>
  );
}
