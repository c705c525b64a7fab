import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { GridSummary } from '@paybook/contracts';
import { type GridEntity, gridColumn } from '@paybook/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyText } from '@/lib/money-format';
import { chartPeriodLabel } from '../lib/chart-period';
import { columnLabelKey, enumValueKey } from '../lib/report-cell';

type Chart = NonNullable<GridSummary['chart']>;

interface ReportChartProps {
  entity: GridEntity;
  chart: Chart;
}

const money = (value: number) => formatMoneyText(value.toFixed(2));

/**
 * Issue 28 point 4: above a report, its amount over time (by the summary's day, week or month) and by
 * each of its groups (payment type, status), over every row the filters match. Its own chunk: the charts
 * library loads with a report, never with the sign-in or calendar page.
 */
export function ReportChart({ entity, chart }: ReportChartProps) {
  const { t } = useTranslation();
  const overTime = chart.over_time.map((point) => ({
    period: chartPeriodLabel(point.period, chart.bucket),
    amount: Number(point.amount),
  }));
  const amountLabel = t('reportGrid.chart.amount');
  return (
    <Stack gap="sm" data-testid="report-chart">
      <ChartFrame title={t(`reportGrid.chart.overTime.${chart.bucket}`)}>
        <AreaChart
          h={180}
          data={overTime}
          dataKey="period"
          series={[{ name: 'amount', label: amountLabel, color: 'blue.6' }]}
          curveType="monotone"
          valueFormatter={money}
          withDots={overTime.length <= 31}
          gridAxis="y"
          yAxisProps={{ width: 80 }}
        />
      </ChartFrame>
      {chart.groups.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: Math.min(chart.groups.length, 2) }} spacing="sm">
          {chart.groups.map((group) => {
            const column = gridColumn(entity, group.column);
            const data = group.entries.map((entry) => ({
              name: column?.values?.some((value) => value.value === entry.value)
                ? t(enumValueKey(entity, group.column, entry.value))
                : entry.description,
              amount: Number(entry.amount),
            }));
            return (
              <ChartFrame
                key={group.column}
                title={t('reportGrid.chart.byGroup', { name: t(columnLabelKey(entity, group.column)) })}
              >
                <BarChart
                  h={Math.max(120, data.length * 34 + 30)}
                  data={data}
                  dataKey="name"
                  orientation="vertical"
                  series={[{ name: 'amount', label: amountLabel, color: 'teal.6' }]}
                  valueFormatter={money}
                  gridAxis="x"
                  yAxisProps={{ width: 130 }}
                />
              </ChartFrame>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function ChartFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" component="figure" m={0}>
      <Text component="figcaption" size="sm" fw={600} mb="xs">
        {title}
      </Text>
      {children}
    </Paper>
  );
}
