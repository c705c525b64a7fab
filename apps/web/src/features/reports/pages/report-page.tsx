import { Alert, Button, Center, Group, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  BUILT_IN_REPORT_NUMBER,
  canExportReport,
  GRID_MAX_DEPTH,
  GRID_SPECS,
  type GridReportType,
  gridColumn,
  meets,
  REPORT_SCREENS,
  type ReportParam,
  type ReportState,
  reportParamsOf,
  reportStateOf,
  STORES_REQUIREMENT,
  toggledSort,
} from '@paybook/domain';
import { reportProjections, reportRowLink } from '@paybook/domain/reports/report-row-link';
import { IconAlertTriangle, IconChartBar, IconFilterOff, IconReportSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { storesQueryOptions } from '@/features/ecommerce/api/stores';
import { useSavedReports } from '@/features/saved-reports/api/saved-reports';
import { SavedReportsBar } from '@/features/saved-reports/components/saved-reports-bar';
import { addressOfReport, reportQueryOf } from '@/features/saved-reports/lib/report-query';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { errorMessage } from '@/lib/notify';
import { EmptyState } from '@/ui/empty-state';
import { ListPagination } from '@/ui/list-pagination';
import { PageHeader } from '@/ui/page-header';
import { useReportPage } from '../api/search-report';
import { useReportSummary } from '../api/summarize-report';
import { ColumnChooser } from '../components/column-chooser';
import { ExportReportButton } from '../components/export-report-button';
import { ReportCards } from '../components/report-cards';
import { ReportFilterBar, type StoreChoices } from '../components/report-filter-bar';
import { type ReportRowView, ReportTable } from '../components/report-table';
import { linkColumnOf } from '../lib/link-column';
import { columnLabelKey } from '../lib/report-cell';

// Issue 28 point 4: the charts library is its own chunk, loaded once a report has figures to draw.
const ReportChart = lazy(() =>
  import('../components/report-chart').then((module) => ({ default: module.ReportChart })),
);

/** Typed filters replace the address entry (one per pause in typing); chosen ones add one. */
const TYPED: ReadonlySet<ReportParam> = new Set(['cn', 'in', 'ref']);

/**
 * spec 3 §2.2 report screens (issue 28 points 1, 4 and 5): one screen for every grid report, driven by the
 * domain's REPORT_SCREENS and GRID_SPECS. The address holds the filters, columns, sort and page
 * (reportStateOf / reportParamsOf), so a reload or a shared link shows the same report; the server
 * filters, sorts, pages and totals, and the browser holds one page of rows.
 */
export function ReportPage({ type }: { type: GridReportType }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const context = useLoginContext();
  const subject = subjectFor(context);
  const timeZone = context.merchant.time_zone;
  const entity = REPORT_SCREENS[type].entity;
  const spec = GRID_SPECS[entity];
  const read = useMemo(() => reportStateOf(type, params), [type, params]);
  const { state, query } = read;
  const rows = useReportPage(entity, reportProjections(type, read.projections), query);
  const summary = useReportSummary(entity, query.filters);
  const isPhone = useMediaQuery('(max-width: 767px)', false, { getInitialValueInEffect: false });
  const stores = useStoreChoices(meets(subject, STORES_REQUIREMENT));
  // On a phone the chart waits for a tap (and its library with it), so the rows come first.
  const [isChartChosen, setIsChartChosen] = useState<boolean | null>(null);
  const isChartShown = isChartChosen ?? !isPhone;

  const reports = useSavedReports(type);
  const reportNumber = Number(params.get('reportId') ?? BUILT_IN_REPORT_NUMBER);
  const report = reports.data?.data.find((candidate) => candidate.report_number === reportNumber);
  const title = report?.report_name ?? t(`reportGrid.builtIn.${type}`);

  // spec 3 §2.2 saved reports: arriving on the bare report, the merchant's default report is shown; once,
  // so choosing the built-in one afterwards sticks.
  const defaultApplied = useRef(false);
  useEffect(() => {
    if (defaultApplied.current || !reports.data) return;
    defaultApplied.current = true;
    const chosen = reports.data.data.find((candidate) => candidate.is_default);
    if (!chosen || chosen.is_built_in || params.has('reportId') || reportQueryOf(params) !== '') return;
    setParams(addressOfReport(chosen.report_number, chosen.query_string), { replace: true });
  }, [reports.data, params, setParams]);

  // A change starts from the address as it is now, not as this render read it: a widget may call back
  // with an earlier render's handler (the date picker does), and a click may land after a navigation
  // committed but before its render; neither may undo a filter or sort set since.
  const change = (edit: (current: ReportState) => ReportState, replace = false) => {
    const current = new URLSearchParams(window.location.search);
    const nextAddress = reportParamsOf(type, edit(reportStateOf(type, current).state));
    const reportId = current.get('reportId');
    if (reportId !== null) nextAddress.set('reportId', reportId);
    setParams(nextAddress, { replace });
  };
  const setFilter = (param: ReportParam, value: string) =>
    change((current) => {
      const filters = { ...current.filters };
      if (value.trim() === '') delete filters[param];
      else filters[param] = value;
      return { ...current, filters, page: 1 };
    }, TYPED.has(param));
  const clearFilters = () => change((current) => ({ ...current, filters: {}, page: 1 }));
  const sortBy = (field: string) =>
    change((current) => ({ ...current, sort: toggledSort(type, current.sort, field), page: 1 }));

  const columns = state.columns.flatMap((key) => gridColumn(entity, key) ?? []);
  const linkColumn = linkColumnOf(type, state.columns);
  const views: ReportRowView[] = (rows.data?.data ?? []).map((row, index) => ({
    key: `${String(row[spec.rowKey] ?? '')}:${index}`,
    row,
    link: reportRowLink(type, row, subject, state),
  }));
  const total = rows.data?.total_item_count ?? 0;
  const pageCount = Math.min(Math.ceil(total / spec.pageSize), Math.floor(GRID_MAX_DEPTH / spec.pageSize));
  const totals = summary.data?.totals ?? null;
  // Decision 195: a page past 10,000 matching rows gives the planner's estimate ("about N"); the summary,
  // which reads every matching row for the totals, gives the exact figure once it is in.
  const exactCount = summary.data && !summary.isPlaceholderData ? summary.data.total_item_count : null;
  const isCountExact = (rows.data?.total_is_exact ?? true) || exactCount !== null;
  const shownCount = rows.data?.total_is_exact === false && exactCount !== null ? exactCount : total;
  const hasFilters = Object.keys(state.filters).length > 0;

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        actions={
          <Group gap="xs">
            <ColumnChooser
              entity={entity}
              columns={state.columns}
              onChange={(columns) => change((current) => ({ ...current, columns }))}
            />
            {canExportReport(subject, type) && (
              <ExportReportButton type={type} columns={state.columns} query={query} timeZone={timeZone} />
            )}
          </Group>
        }
      />
      <SavedReportsBar
        reportType={type}
        currentNumber={reportNumber}
        currentQuery={reportQueryOf(params)}
        onChoose={(number, queryString) => setParams(addressOfReport(number, queryString))}
      />
      <ReportFilterBar
        type={type}
        state={state}
        query={query}
        stores={stores}
        isCompact={isPhone}
        onChange={setFilter}
        onClear={clearFilters}
      />
      {read.ignored.length > 0 && (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('reportGrid.ignored.title')}
          // The light yellow's own title colour reads at less than 4.5:1 on its background.
          styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
          data-testid="report-ignored"
        >
          {t('reportGrid.ignored.body', {
            names: read.ignored
              .map((param) => {
                const field = REPORT_SCREENS[type].params[param];
                return field ? t(columnLabelKey(entity, field)) : param;
              })
              .join(', '),
          })}
        </Alert>
      )}
      {summary.isError && (
        <Alert color="red" role="alert" title={t('reportGrid.errors.summary')}>
          {errorMessage(summary.error)}
        </Alert>
      )}
      {summary.data?.chart && total > 0 && isPhone && (
        <Button
          variant="default"
          leftSection={<IconChartBar size={16} aria-hidden />}
          onClick={() => setIsChartChosen(!isChartShown)}
          aria-expanded={isChartShown}
          style={{ alignSelf: 'flex-start' }}
        >
          {t(isChartShown ? 'reportGrid.chart.hide' : 'reportGrid.chart.show')}
        </Button>
      )}
      {summary.data?.chart && total > 0 && isChartShown && (
        <Suspense fallback={<Skeleton h={220} radius="md" />}>
          <ReportChart entity={entity} chart={summary.data.chart} />
        </Suspense>
      )}
      {rows.data && (
        <Text c="dimmed" size="sm" aria-live="polite" data-testid="report-count">
          {t(isCountExact ? 'reportGrid.count.exact' : 'reportGrid.count.about', {
            count: shownCount,
            formatted: shownCount.toLocaleString(),
          })}
        </Text>
      )}
      {rows.isPending && (
        <Center py="xl">
          <Loader aria-label={t('reportGrid.loading')} role="status" />
        </Center>
      )}
      {rows.isError && (
        <Alert color="red" role="alert" title={t('reportGrid.errors.rows', { name: title })}>
          {errorMessage(rows.error)}
        </Alert>
      )}
      {rows.data && total === 0 && (
        <EmptyState
          icon={<IconReportSearch size={26} aria-hidden />}
          title={t(hasFilters ? `reportGrid.empty.filtered.${type}` : `reportGrid.empty.none.${type}`)}
          body={t(hasFilters ? 'reportGrid.empty.filteredBody' : 'reportGrid.empty.noneBody')}
          action={
            hasFilters ? (
              <Button
                variant="default"
                leftSection={<IconFilterOff size={16} aria-hidden />}
                onClick={clearFilters}
              >
                {t('reportGrid.filters.clear')}
              </Button>
            ) : undefined
          }
        />
      )}
      {rows.data && total > 0 && (
        <Paper
          withBorder={!isPhone}
          radius="md"
          style={{ opacity: rows.isPlaceholderData ? 0.6 : 1 }}
          aria-busy={rows.isFetching}
        >
          {isPhone ? (
            <ReportCards
              entity={entity}
              columns={columns}
              linkColumn={linkColumn}
              rows={views}
              totals={totals}
              sort={state.sort}
              onSort={sortBy}
              timeZone={timeZone}
              label={title}
            />
          ) : (
            <ReportTable
              entity={entity}
              columns={columns}
              linkColumn={linkColumn}
              rows={views}
              sort={state.sort}
              onSort={sortBy}
              totals={totals}
              timeZone={timeZone}
              label={title}
            />
          )}
        </Paper>
      )}
      <ListPagination
        pageCount={pageCount}
        page={state.page}
        onChange={(page) => change((current) => ({ ...current, page }))}
        labels={{
          previous: t('reportGrid.pages.previous'),
          next: t('reportGrid.pages.next'),
          page: (page) => t('reportGrid.pages.page', { page }),
        }}
      />
      {total > GRID_MAX_DEPTH && state.page === pageCount && (
        <Text c="dimmed" size="sm" ta="center">
          {t('reportGrid.pages.deepest', { rows: GRID_MAX_DEPTH.toLocaleString() })}
        </Text>
      )}
    </Stack>
  );
}

/** The store filter's choices (GET /api/stores), only for a user who may read the stores. */
function useStoreChoices(canRead: boolean): StoreChoices {
  const { t } = useTranslation();
  const stores = useQuery({ ...storesQueryOptions(), enabled: canRead });
  if (!canRead) return { options: null, isLoading: false, error: null };
  return {
    options: (stores.data?.data ?? []).map((store) => ({ value: String(store.id), label: store.name })),
    isLoading: stores.isPending,
    error: stores.isError ? t('reportGrid.errors.stores', { message: errorMessage(stores.error) }) : null,
  };
}

/** One component per report type, for the router's lazy routes (app-routes.tsx). */
export const REPORT_PAGES: Readonly<Record<GridReportType, () => React.JSX.Element>> = {
  orders: () => <ReportPage type="orders" />,
  items: () => <ReportPage type="items" />,
  transactions: () => <ReportPage type="transactions" />,
  xenon_transactions: () => <ReportPage type="xenon_transactions" />,
  invoices: () => <ReportPage type="invoices" />,
  orders_by_customer: () => <ReportPage type="orders_by_customer" />,
  orders_by_item: () => <ReportPage type="orders_by_item" />,
  subscriptions: () => <ReportPage type="subscriptions" />,
};
