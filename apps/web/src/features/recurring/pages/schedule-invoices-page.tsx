import { Alert, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { InvoiceSummaryList } from '@/features/invoices/components/invoice-summary-list';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { SCHEDULES_PAGE_SIZE, useScheduledInvoice, useScheduleSentInvoices } from '../api/scheduled-invoices';
import { SchedulePagination } from '../components/schedule-pagination';

/**
 * spec 3 §2.4 Invoices/InvoicesForSchedule/{id}: the invoices a scheduled invoice has sent, newest first,
 * each opening its invoice page (/reports/details/invoice/:orderId).
 */
export function ScheduleInvoicesPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id) || 0;
  const isNarrow = useMediaQuery('(max-width: 767px)') ?? false;
  const [page, setPage] = useState(1);
  const schedule = useScheduledInvoice(id || null);
  const list = useScheduleSentInvoices(id, (page - 1) * SCHEDULES_PAGE_SIZE);
  const rows = list.data?.data ?? [];
  const pageCount = Math.ceil((list.data?.total_item_count ?? 0) / SCHEDULES_PAGE_SIZE);
  let body: React.ReactNode;
  if (list.isPending) body = <Skeleton height={240} aria-label={t('scheduledInvoices.invoices.loading')} />;
  else if (list.isError) body = <Alert color="red">{list.error.message}</Alert>;
  else if (rows.length === 0)
    body = (
      <EmptyState
        icon={<IconFileInvoice size={26} aria-hidden />}
        title={t('scheduledInvoices.invoices.emptyTitle')}
        body={t('scheduledInvoices.invoices.emptyBody')}
      />
    );
  else body = <InvoiceSummaryList rows={rows} isNarrow={isNarrow} />;
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t('scheduledInvoices.invoices.title', { number: schedule.data?.schedule_number ?? '' })}
        description={
          schedule.data
            ? t('scheduledInvoices.invoices.intro', {
                name: schedule.data.customer_name,
                recurrence: schedule.data.recurrence_text,
              })
            : undefined
        }
      />
      {body}
      <SchedulePagination pageCount={pageCount} page={page} onChange={setPage} />
    </Stack>
  );
}
