import { Alert, Skeleton, Stack } from '@mantine/core';
import { todayInTimeZone } from '@paybook/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useBuilderItems } from '@/features/invoices/api/builder-catalogue';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { PageHeader } from '@/ui/page-header';
import { useScheduledInvoice } from '../api/scheduled-invoices';
import { ScheduleForm } from '../components/schedule-form';
import { emptyScheduleForm, formOfSchedule } from '../lib/schedule-form';

const readId = (value: string | null | undefined) =>
  value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;

/**
 * spec 3 §2.4 Invoices/EditSchedule/{id} ('new' makes one; ?customerId starts with that customer) and
 * CopySchedule/{id} (the form filled from that schedule, saved as a new one).
 */
export function ScheduleEditPage() {
  const { t } = useTranslation();
  const { id: idParam } = useParams();
  const [search] = useSearchParams();
  // useLocation, not useMatch: the router's chunk is the sign-in page's, and useMatch would add to it.
  const isCopy = useLocation().pathname.startsWith('/invoices/copy-schedule/');
  const { merchant } = useLoginContext();
  const today = todayInTimeZone(merchant.time_zone);
  const id = readId(idParam);
  const schedule = useScheduledInvoice(id);
  // How the template's catalogue items are sold and taxed (the builder's first page of items).
  const items = useBuilderItems('');

  let body: React.ReactNode;
  if (id === null) {
    body = (
      <ScheduleForm
        initial={emptyScheduleForm()}
        customerId={readId(search.get('customerId'))}
        editing={null}
      />
    );
  } else if (schedule.isError) body = <Alert color="red">{schedule.error.message}</Alert>;
  else if (!schedule.data || (!items.data && !items.isError))
    body = <Skeleton height={420} aria-label={t('scheduledInvoices.edit.loading')} />;
  else {
    const loaded = schedule.data;
    body = (
      <ScheduleForm
        key={`${loaded.id}-${isCopy}`}
        initial={formOfSchedule(loaded, items.data?.data ?? [], today, isCopy)}
        customerId={loaded.customer.id}
        editing={isCopy ? null : { id: loaded.id, isDraft: loaded.schedule_status === 'draft' }}
      />
    );
  }
  const title =
    id === null
      ? t('scheduledInvoices.edit.newTitle')
      : isCopy
        ? t('scheduledInvoices.edit.copyTitle', { number: schedule.data?.schedule_number ?? '' })
        : t('scheduledInvoices.edit.title', { number: schedule.data?.schedule_number ?? '' });
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={title} />
      {body}
    </Stack>
  );
}
