import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomerInvoices } from '@/features/invoices/api/customer-invoices';
import { dateText, dollars, invoiceStatusColor } from '@/features/invoices/lib/invoice-format';
import { MoneyList, MoneyListItem, MoneyNote, ViewMore } from './money-list';

/**
 * The profile's invoices (spec 2 §2.1: 'view more' above 5): number, status, due date and amount due, each
 * opening the invoice's page.
 */
export function InvoicesCard({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const invoices = useCustomerInvoices(customerId);
  const rows = invoices.data?.pages.flatMap((page) => page.data) ?? [];

  let body: ReactNode;
  if (invoices.isError) body = <MoneyNote isError>{t('customers.money.invoices.failed')}</MoneyNote>;
  else if (!invoices.data) body = <Skeleton height={72} aria-label={t('common.loading')} role="status" />;
  else if (rows.length === 0) body = <MoneyNote>{t('customers.money.invoices.empty')}</MoneyNote>;
  else
    body = (
      <MoneyList>
        {rows.map((invoice) => (
          <MoneyListItem key={invoice.id} testId="profile-invoice">
            <Group justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={`/reports/details/invoice/${invoice.id}`} fw={500}>
                {t('customers.money.invoices.number', { number: invoice.invoice_number })}
              </Anchor>
              <Badge variant="outline" color={invoiceStatusColor(invoice.status)}>
                {t(`invoices.status.${invoice.status}`)}
              </Badge>
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" c="dimmed">
                {t('customers.money.invoices.due', { date: dateText(invoice.due_date) })}
              </Text>
              <Text size="sm" fw={500}>
                {dollars(invoice.amount_due)}
              </Text>
            </Group>
          </MoneyListItem>
        ))}
      </MoneyList>
    );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="customer-invoices">
      <Title order={2} size="h4" id="customer-invoices" mb="md">
        {t('customers.money.invoices.heading')}
      </Title>
      <Stack gap="sm">
        {body}
        <ViewMore
          hasMore={invoices.hasNextPage}
          isLoading={invoices.isFetchingNextPage}
          label={t('customers.money.invoices.viewMore')}
          onMore={() => void invoices.fetchNextPage()}
        />
      </Stack>
    </Card>
  );
}
