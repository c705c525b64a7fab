import { Alert, Badge, Card, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { PublicInvoice } from '@paybook/contracts';
import { IconCircleCheck, IconFileOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PublicPageFrame } from '@/ui/public-page-frame';
import { usePublicInvoice } from '../api/public-invoice';
import { PayInvoiceForm } from '../components/pay-invoice-form';
import { dateText, dollars, invoiceStatusColor } from '../lib/invoice-format';

const PAYABLE = new Set(['unpaid', 'partially_paid', 'past_due']);

function InvoiceSummary({ invoice }: { invoice: PublicInvoice }) {
  const { t } = useTranslation();
  const row = (label: string, amount: string, bold = false) => (
    <Group justify="space-between" key={label}>
      <Text fw={bold ? 700 : 400}>{label}</Text>
      <Text fw={bold ? 700 : 400}>{dollars(amount)}</Text>
    </Group>
  );
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={1} size="h3">
              {invoice.business.name}
            </Title>
            {[...invoice.business.address_lines, invoice.business.phone, invoice.business.email]
              .filter((line) => line !== '')
              .map((line) => (
                <Text key={line} size="sm" c="dimmed">
                  {line}
                </Text>
              ))}
          </Stack>
          <Stack gap={4} align="flex-end">
            <Text fw={700}>{t('invoices.public.number', { number: invoice.invoice_number })}</Text>
            <Badge
              variant="outline"
              color={invoiceStatusColor(invoice.status)}
              data-testid="public-invoice-status"
            >
              {t(`invoices.status.${invoice.status}`)}
            </Badge>
          </Stack>
        </Group>
        <Group gap="xl">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t('invoices.public.billedTo')}
            </Text>
            <Text>{invoice.customer_name}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t('invoices.page.invoiceDate')}
            </Text>
            <Text>{dateText(invoice.invoice_date)}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t('invoices.page.dueDate')}
            </Text>
            <Text>{dateText(invoice.due_date)}</Text>
          </Stack>
        </Group>
        <Table>
          <Table.Tbody>
            {invoice.lines
              .map((line, index) => ({ line, lineNumber: index + 1 }))
              .map(({ line, lineNumber }) => (
                <Table.Tr key={lineNumber}>
                  <Table.Td>
                    <Text>{line.name}</Text>
                    <Text size="xs" c="dimmed">{`${line.quantity} × ${dollars(line.unit_price)}`}</Text>
                  </Table.Td>
                  <Table.Td ta="right">{dollars(line.amount)}</Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
        <Stack gap={4}>
          {row(t('invoices.totals.subtotal'), invoice.amount_subtotal)}
          {invoice.amount_discount !== '0.00' &&
            row(t('invoices.totals.discount'), `-${invoice.amount_discount}`)}
          {invoice.amount_fee !== '0.00' && row(t('invoices.totals.fees'), invoice.amount_fee)}
          {invoice.amount_tax !== '0.00' && row(t('invoices.totals.tax'), invoice.amount_tax)}
          {row(t('invoices.totals.total'), invoice.amount_total, true)}
          {invoice.amount_paid !== '0.00' && row(t('invoices.page.paid'), invoice.amount_paid)}
          <Divider />
          {row(t('invoices.page.amountDue'), invoice.amount_due, true)}
        </Stack>
        {invoice.notes && <Text style={{ whiteSpace: 'pre-wrap' }}>{invoice.notes}</Text>}
        {invoice.terms_of_sale && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {invoice.terms_of_sale}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /pay/invoice/:token (ruling 4; issue 25 point 4): the customer's invoice and its payment. A paid or
 * cancelled invoice says so; an unknown link says it is not valid.
 */
export function PublicInvoicePage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const invoice = usePublicInvoice(token);
  return (
    <PublicPageFrame
      query={invoice}
      size="sm"
      notFoundTitle={t('invoices.public.notFoundTitle')}
      documentTitle={(data) =>
        t('invoices.public.documentTitle', { number: data.invoice_number, name: data.business.name })
      }
      notFound={
        <Alert
          icon={<IconFileOff size={20} aria-hidden />}
          title={t('invoices.public.notFoundTitle')}
          color="gray"
        >
          {t('invoices.public.notFoundBody')}
        </Alert>
      }
    >
      {(data) => (
        <Stack gap="lg">
          {data.status === 'paid' && (
            <Alert
              icon={<IconCircleCheck size={20} aria-hidden />}
              color="teal"
              title={t('invoices.public.paidTitle')}
              data-testid="public-invoice-paid"
            >
              {t('invoices.public.paidBody')}
            </Alert>
          )}
          {data.status === 'cancelled' && (
            <Alert color="gray" title={t('invoices.public.cancelledTitle')}>
              {t('invoices.public.cancelledBody')}
            </Alert>
          )}
          {data.status === 'pending' && (
            <Alert color="violet" title={t('invoices.public.pendingTitle')}>
              {t('invoices.public.pendingBody')}
            </Alert>
          )}
          <InvoiceSummary invoice={data} />
          {PAYABLE.has(data.status) && <PayInvoiceForm token={token} invoice={data} />}
        </Stack>
      )}
    </PublicPageFrame>
  );
}
