import { Alert, Anchor, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  type GridFilter,
  gridReadRequirement,
  meets,
  REPORT_SCREENS,
  todayInTimeZone,
} from '@paybook/domain';
import { dayRangeParam } from '@paybook/domain/reports/report-filters';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { formatMoneyText } from '@/lib/money-format';
import { errorMessage } from '@/lib/notify';
import { PageHeader } from '@/ui/page-header';
import { useReportSummary } from '../api/summarize-report';
import { ReportLinks } from '../components/report-links';

const ReportChart = lazy(() =>
  import('../components/report-chart').then((module) => ({ default: module.ReportChart })),
);

const ordersBetween = (from: string, to: string): GridFilter[] => [
  { field: 'created_at', op: 'between', from, to },
];

/**
 * /dashboard, the classic dashboard (spec 1 §2.2 rule 1, ruling 2): today's and this month's sales on the
 * merchant's calendar, from the orders report's summary, the month's chart, and the reports to open.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const context = useLoginContext();
  const subject = subjectFor(context);
  const today = todayInTimeZone(context.merchant.time_zone);
  const monthStart = `${today.slice(0, 8)}01`;
  const canReadOrders = meets(subject, gridReadRequirement('order'));
  const todays = useReportSummary('order', ordersBetween(today, today), canReadOrders);
  const months = useReportSummary('order', ordersBetween(monthStart, today), canReadOrders);
  return (
    <Stack gap="lg">
      <PageHeader title={t('reportGrid.dashboard.title')} />
      {canReadOrders && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SalesFigure
            label={t('reportGrid.dashboard.today')}
            summary={todays}
            link={`${REPORT_SCREENS.orders.path}?ca=${dayRangeParam(today, today)}`}
            testId="dashboard-today"
          />
          <SalesFigure
            label={t('reportGrid.dashboard.month')}
            summary={months}
            link={`${REPORT_SCREENS.orders.path}?ca=${dayRangeParam(monthStart, today)}`}
            testId="dashboard-month"
          />
        </SimpleGrid>
      )}
      {months.data?.chart && months.data.total_item_count > 0 && (
        <Suspense fallback={<Skeleton h={220} radius="md" />}>
          <ReportChart entity="order" chart={months.data.chart} />
        </Suspense>
      )}
      <Title order={2} size="h4">
        {t('reportGrid.dashboard.reports')}
      </Title>
      <ReportLinks subject={subject} />
    </Stack>
  );
}

function SalesFigure({
  label,
  summary,
  link,
  testId,
}: {
  label: string;
  summary: ReturnType<typeof useReportSummary>;
  link: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {summary.isError ? (
        <Alert color="red" role="alert" mt="xs" title={t('reportGrid.errors.sales')}>
          {errorMessage(summary.error)}
        </Alert>
      ) : summary.data ? (
        <>
          <Text fz={28} fw={700}>
            {formatMoneyText(summary.data.totals.amount_total ?? '0')}
          </Text>
          <Anchor component={Link} to={link} size="sm">
            {t('reportGrid.dashboard.orders', {
              count: summary.data.total_item_count,
              formatted: summary.data.total_item_count.toLocaleString(),
            })}
          </Anchor>
        </>
      ) : (
        <Skeleton h={52} mt="xs" aria-label={t('reportGrid.loading')} />
      )}
    </Paper>
  );
}
