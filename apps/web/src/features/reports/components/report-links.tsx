import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { type AccessSubject, type GridReportType, REPORT_SCREENS } from '@paybook/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canOpen } from '@/lib/route-access';

/** The reports a classic page lists, in the order a merchant reads them; the customer list is one too. */
const LISTED: readonly (GridReportType | 'customers')[] = [
  'orders',
  'transactions',
  'xenon_transactions',
  'invoices',
  'items',
  'orders_by_customer',
  'orders_by_item',
  'subscriptions',
  'customers',
];

const CUSTOMERS = { routeId: 'customer.list', path: '/customer/list' };

/** The reports this user may open (their routes' gates), with their addresses. */
export function openReports(subject: AccessSubject): { type: GridReportType | 'customers'; path: string }[] {
  return LISTED.flatMap((type) => {
    const screen = type === 'customers' ? CUSTOMERS : REPORT_SCREENS[type];
    return canOpen(subject, screen.routeId) ? [{ type, path: screen.path }] : [];
  });
}

/**
 * Ruling 2 (the classic reports and dashboard are real screens): a card per report the user may open,
 * its name a link and a line on what it shows.
 */
export function ReportLinks({ subject }: { subject: AccessSubject }) {
  const { t } = useTranslation();
  const reports = openReports(subject);
  if (reports.length === 0) return <Text c="dimmed">{t('reportGrid.classic.none')}</Text>;
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {reports.map(({ type, path }) => (
        <Paper key={type} component="li" withBorder radius="md" p="md">
          <Anchor component={Link} to={path} fw={600}>
            {t(`reportGrid.classic.reports.${type}.name`)}
          </Anchor>
          <Text size="sm" c="dimmed" mt={4}>
            {t(`reportGrid.classic.reports.${type}.line`)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
