import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { canAddCustomer, canExportCustomers, canMergeCustomers } from '@paybook/domain';
import { IconArrowMerge, IconPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSavedReports } from '@/features/saved-reports/api/saved-reports';
import { SavedReportsBar } from '@/features/saved-reports/components/saved-reports-bar';
import { addressOfReport, reportQueryOf } from '@/features/saved-reports/lib/report-query';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { toggled, toggledAll } from '@/lib/selection';
import { useAddressSearch } from '@/lib/use-address-search';
import { EmptyState } from '@/ui/empty-state';
import { ListPagination } from '@/ui/list-pagination';
import { PageHeader } from '@/ui/page-header';
import { useCustomers } from '../api/get-customers';
import { CustomerCards } from '../components/customer-cards';
import { CustomerFormModal } from '../components/customer-form-modal';
import { customerProfilePath } from '../components/customer-format';
import {
  CUSTOMER_LIST_PAGE_SIZE,
  type CustomerListQuery,
  DEFAULT_REPORT_ID,
  deletedNotice,
  listParams,
  parseListParams,
  toggleSort,
} from '../components/customer-list-params';
import { CustomersTable } from '../components/customers-table';
import type { DeleteOutcomeState } from '../components/delete-customer-button';
import { ExportButton } from '../components/export-button';
import { FullScreenFrame, FullScreenToggle, useFullScreenMode } from '../components/full-screen-frame';
import { MergeStatusBanner } from '../components/merge-status-banner';

/** /customer/list (spec 2 §2.1): the 'All Customers' report, searched, sorted and paged on the server. */
export function CustomerListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const query = parseListParams(params);
  const customers = useCustomers(query);
  const subject = subjectFor(useLoginContext());
  const canAdd = canAddCustomer(subject);
  const canMerge = canMergeCustomers(subject);
  const canExport = canExportCustomers(subject);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [isAdding, setIsAdding] = useState(false);
  const fullScreen = useFullScreenMode('customerList');
  // Issue 16 point 4: below 768 px the customers are cards, not a table that scrolls sideways.
  const isPhone = useMediaQuery('(max-width: 767px)', false, { getInitialValueInEffect: false });
  const [search, setSearch] = useAddressSearch(query.search, (typed) =>
    setParams(listParams(params, { ...query, search: typed, page: 1 }), { replace: true }),
  );
  const noticeShown = useRef(false);
  const reports = useSavedReports('customers');
  const reportNumber = Number(params.get('reportId') ?? DEFAULT_REPORT_ID);
  const report = reports.data?.data.find((candidate) => candidate.report_number === reportNumber);

  // spec 2 §2.1: arriving without a search (the navigation's link names report 1), the merchant's default
  // report is shown; once, so choosing 'All Customers' afterwards sticks.
  const defaultApplied = useRef(false);
  useEffect(() => {
    if (defaultApplied.current || !reports.data) return;
    defaultApplied.current = true;
    const chosen = reports.data.data.find((candidate) => candidate.is_default);
    if (!chosen || chosen.is_built_in || params.has('search') || reportNumber !== Number(DEFAULT_REPORT_ID))
      return;
    setParams(addressOfReport(chosen.report_number, chosen.query_string), { replace: true });
  }, [reports.data, params, reportNumber, setParams]);

  const show = (next: CustomerListQuery) => setParams(listParams(params, next));

  // A delete on the profile leaves its notice in the address once (spec 2 §2.1); the address then
  // gets the default report and loses the notice parameters.
  useEffect(() => {
    const deleted = deletedNotice(params);
    if (deleted && !noticeShown.current) {
      noticeShown.current = true;
      const outcome = (location.state as DeleteOutcomeState | null)?.deleteOutcome;
      notifySuccess(
        t(outcome === 'marked_for_deletion' ? 'customers.delete.marked' : 'customers.delete.done', {
          name: deleted.name,
        }),
      );
    }
    const normalized = listParams(params, parseListParams(params));
    if (normalized.toString() !== params.toString()) setParams(normalized, { replace: true });
  }, [params, setParams, location.state, t]);

  const total = customers.data?.total_item_count ?? 0;
  const pageCount = Math.ceil(total / CUSTOMER_LIST_PAGE_SIZE);
  const selectedRows = (customers.data?.data ?? []).filter((row) => selected.has(row.id));
  const addButton = (
    <Group gap="xs">
      {canMerge && selectedRows.length >= 2 && (
        <Button
          variant="default"
          leftSection={<IconArrowMerge size={18} aria-hidden />}
          onClick={() =>
            navigate('/customer/merge/select-master-record', { state: { customers: selectedRows } })
          }
        >
          {t('customers.merge.mergeSelected', { count: selectedRows.length })}
        </Button>
      )}
      {canExport && (
        <ExportButton
          body={{ search: query.search, sort_by: query.sortBy, sort_direction: query.sortDirection }}
        />
      )}
      {canAdd && (
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setIsAdding(true)}>
          {t('customers.add')}
        </Button>
      )}
    </Group>
  );

  return (
    <FullScreenFrame isFullScreen={fullScreen.isFullScreen}>
      <Stack gap="lg">
        <PageHeader title={report?.report_name ?? t('customers.list.reportName')} actions={addButton} />
        <MergeStatusBanner />
        <SavedReportsBar
          reportType="customers"
          currentNumber={reportNumber}
          currentQuery={reportQueryOf(params)}
          onChoose={(number, queryString) => setParams(addressOfReport(number, queryString))}
        />
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <TextInput
            type="search"
            label={t('customers.list.searchLabel')}
            placeholder={t('customers.list.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maxLength={100}
            w={{ base: '100%', sm: 360 }}
          />
          <Group gap="sm">
            {customers.data && (
              <Text c="dimmed" size="sm" aria-live="polite">
                {t('customers.list.count', { count: total })}
              </Text>
            )}
            <FullScreenToggle isFullScreen={fullScreen.isFullScreen} onToggle={fullScreen.toggle} />
          </Group>
        </Group>
        {customers.isPending && (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} role="status" />
          </Center>
        )}
        {customers.isError && (
          <Alert color="red" role="alert">
            {errorMessage(customers.error)}
          </Alert>
        )}
        {customers.data && total === 0 && (
          <EmptyState
            icon={<IconUsers size={26} aria-hidden />}
            title={
              query.search ? t('customers.list.noMatch', { search: query.search }) : t('customers.list.empty')
            }
            body={query.search ? t('customers.list.noMatchBody') : t('customers.list.emptyBody')}
          />
        )}
        {customers.data && total > 0 && isPhone && (
          <CustomerCards
            rows={customers.data.data}
            label={report?.report_name ?? t('customers.list.reportName')}
            selection={
              canMerge
                ? { ids: selected, onToggle: (id) => setSelected((ids) => toggled(ids, id)) }
                : undefined
            }
          />
        )}
        {customers.data && total > 0 && !isPhone && (
          <Paper
            withBorder
            radius="md"
            style={{ opacity: customers.isPlaceholderData ? 0.6 : 1 }}
            aria-busy={customers.isFetching}
          >
            <CustomersTable
              rows={customers.data.data}
              query={query}
              onSort={(column) => show(toggleSort(query, column))}
              selection={
                canMerge
                  ? {
                      ids: selected,
                      onToggle: (id) => setSelected((ids) => toggled(ids, id)),
                      onToggleAll: () => setSelected((ids) => toggledAll(ids, customers.data.data)),
                    }
                  : undefined
              }
            />
          </Paper>
        )}
        <ListPagination
          pageCount={pageCount}
          page={query.page}
          onChange={(page) => show({ ...query, page })}
          labels={{
            previous: t('customers.list.previous'),
            next: t('customers.list.next'),
            page: (page) => t('customers.list.page', { page }),
          }}
        />
        {canAdd && (
          <CustomerFormModal
            opened={isAdding}
            onClose={() => setIsAdding(false)}
            onSaved={(saved) => navigate(customerProfilePath(saved.id))}
          />
        )}
      </Stack>
    </FullScreenFrame>
  );
}
