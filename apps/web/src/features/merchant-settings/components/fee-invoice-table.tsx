import { Anchor, Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { FeeInvoice } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@/lib/money-format';
import { feeInvoicePdfUrl } from '../api/merchant-billing';

// Dark shades on the page's own background: readable (WCAG AA) as the discount badges are.
const STATUS_COLORS = { paid: 'teal.9', failed: 'red.9', pending: 'orange.9' } as const;

/** Issue 26 point 3: the fee's invoices, newest first, each with its PDF. */
export function FeeInvoiceTable({ invoices }: { invoices: FeeInvoice[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="billing-invoices">
      <Stack gap="md">
        <Title order={2} size="h4" id="billing-invoices">
          {t('merchantSettings.billing.invoices')}
        </Title>
        {invoices.length === 0 ? (
          <Text c="dimmed">{t('merchantSettings.billing.noInvoices')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('merchantSettings.billing.number')}</Table.Th>
                  <Table.Th>{t('merchantSettings.billing.period')}</Table.Th>
                  <Table.Th ta="right">{t('merchantSettings.billing.amount')}</Table.Th>
                  <Table.Th>{t('merchantSettings.billing.status')}</Table.Th>
                  <Table.Th>{t('merchantSettings.billing.pdf')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoices.map((invoice) => (
                  <Table.Tr key={invoice.period_start}>
                    <Table.Td>{invoice.number}</Table.Td>
                    <Table.Td>
                      {t('merchantSettings.billing.periodRange', {
                        start: invoice.period_start,
                        end: invoice.period_end,
                      })}
                    </Table.Td>
                    <Table.Td ta="right">{formatCents(invoice.amount_cents)}</Table.Td>
                    <Table.Td>
                      <Badge
                        variant="outline"
                        color={STATUS_COLORS[invoice.status]}
                        bg="var(--mantine-color-body)"
                      >
                        {t(`merchantSettings.billing.statuses.${invoice.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Anchor href={feeInvoicePdfUrl(invoice.period_start)} target="_blank" rel="noopener">
                        {t('merchantSettings.billing.openPdf', { number: invoice.number })}
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
