import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { InvoiceSummary } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { dateText, dollars, invoiceStatusColor } from '../lib/invoice-format';

/**
 * Invoices as rows (a table; cards on a phone), each opening /reports/details/invoice/:orderId: the invoices
 * list's and the invoices a scheduled invoice sent (spec 3 §2.4 InvoicesForSchedule).
 */
export function InvoiceSummaryList({
  rows,
  isNarrow,
}: {
  rows: readonly InvoiceSummary[];
  isNarrow: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return isNarrow ? (
    <Stack gap="sm">
      {rows.map((row) => (
        <Card key={row.id} withBorder padding="sm" component={Link} to={`/reports/details/invoice/${row.id}`}>
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={2}>
              <Text fw={600}>{row.customer_name || t('invoices.list.noCustomer')}</Text>
              <Text size="sm" c="dimmed">
                {t('invoices.list.numberDue', {
                  number: row.invoice_number,
                  date: dateText(row.due_date),
                })}
              </Text>
            </Stack>
            <Stack gap={4} align="flex-end">
              <Text fw={600}>{dollars(row.amount_total)}</Text>
              <Badge variant="outline" color={invoiceStatusColor(row.status)}>
                {t(`invoices.status.${row.status}`)}
              </Badge>
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  ) : (
    <Card withBorder padding={0}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" data-testid="invoices-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoices.list.status')}</Table.Th>
            <Table.Th>{t('invoices.list.customer')}</Table.Th>
            <Table.Th>{t('invoices.list.number')}</Table.Th>
            <Table.Th>{t('invoices.page.invoiceDate')}</Table.Th>
            <Table.Th>{t('invoices.page.dueDate')}</Table.Th>
            <Table.Th ta="right">{t('invoices.totals.total')}</Table.Th>
            <Table.Th ta="right">{t('invoices.page.amountDue')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              style={{ cursor: 'pointer' }}
              onClick={() => void navigate(`/reports/details/invoice/${row.id}`)}
            >
              <Table.Td>
                <Badge variant="outline" color={invoiceStatusColor(row.status)}>
                  {t(`invoices.status.${row.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Link to={`/reports/details/invoice/${row.id}`}>
                  {row.customer_name || t('invoices.list.noCustomer')}
                </Link>
              </Table.Td>
              <Table.Td>#{row.invoice_number}</Table.Td>
              <Table.Td>{dateText(row.invoice_date)}</Table.Td>
              <Table.Td>{dateText(row.due_date)}</Table.Td>
              <Table.Td ta="right">{dollars(row.amount_total)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {dollars(row.amount_due)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
