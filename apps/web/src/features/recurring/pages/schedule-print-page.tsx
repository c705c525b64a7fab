import {
  Alert,
  Button,
  Card,
  Divider,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { shownNextSendDate } from '@paybook/domain';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { formatDate } from '@/lib/date-format';
import { formatMoneyText } from '@/lib/money-format';
import { useScheduledInvoice } from '../api/scheduled-invoices';
import { ScheduleStatusBadge } from '../components/schedule-status-badge';
import classes from './schedule-print.module.css';

/**
 * spec 3 §2.4 Invoices/PrintSchedule/{id}: the template each invoice is made from (business, customer, lines,
 * totals as priced by the server, terms, notes) and its recurrence, printed by the browser.
 */
export function SchedulePrintPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { merchant } = useLoginContext();
  const schedule = useScheduledInvoice(Number(id) || null);
  if (schedule.isError) return <Alert color="red">{schedule.error.message}</Alert>;
  if (!schedule.data) return <Skeleton height={480} aria-label={t('scheduledInvoices.edit.loading')} />;
  const data = schedule.data;
  const template = data.template;
  const next = shownNextSendDate(data.schedule_status, data.next_send_date);
  const total = (label: string, amount: string, bold = false) => (
    <Group justify="space-between" key={label}>
      <Text fw={bold ? 700 : 400}>{label}</Text>
      <Text fw={bold ? 700 : 400}>{formatMoneyText(amount)}</Text>
    </Group>
  );
  const termsText =
    template.terms === 'custom'
      ? t('scheduledInvoices.print.dueDays', { count: template.days_until_due ?? 0 })
      : t(`invoices.terms.${template.terms}`);
  const facts = [
    { label: t('scheduledInvoices.list.recurrence'), value: data.recurrence_text },
    { label: t('scheduledInvoices.print.firstSend'), value: formatDate(data.first_send_date) },
    {
      label: t('scheduledInvoices.list.next'),
      value: next ? formatDate(next) : t('scheduledInvoices.list.noNext'),
    },
    {
      label: t('scheduledInvoices.print.count'),
      value:
        data.number_of_invoices === null
          ? t('scheduledInvoices.print.noEnd')
          : String(data.number_of_invoices),
    },
    { label: t('scheduledInvoices.list.sent'), value: String(data.invoices_sent) },
    { label: t('invoices.builder.terms'), value: termsText },
  ];

  return (
    <Stack gap="lg" maw={900}>
      <Group justify="space-between" className={classes.screenOnly}>
        <Title order={1} size="h2">
          {t('scheduledInvoices.print.title', { number: data.schedule_number })}
        </Title>
        <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          {t('scheduledInvoices.print.print')}
        </Button>
      </Group>
      <Card withBorder padding="lg" data-testid="schedule-print">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Text fw={700} size="lg">
                {merchant.name}
              </Text>
              <Text c="dimmed">{t('scheduledInvoices.print.heading', { number: data.schedule_number })}</Text>
            </Stack>
            <ScheduleStatusBadge schedule={data} />
          </Group>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('scheduledInvoices.print.billTo')}
            </Text>
            <Text fw={600}>{data.customer_name}</Text>
            {data.customer.email && <Text size="sm">{data.customer.email}</Text>}
            {template.additional_to_emails.length > 0 && (
              <Text size="sm" c="dimmed">
                {t('scheduledInvoices.print.alsoTo', { emails: template.additional_to_emails.join(', ') })}
              </Text>
            )}
          </Stack>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {facts.map((fact) => (
              <Stack gap={0} key={fact.label}>
                <Text size="xs" c="dimmed" tt="uppercase">
                  {fact.label}
                </Text>
                <Text>{fact.value}</Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('scheduledInvoices.print.item')}</Table.Th>
                  <Table.Th ta="right">{t('scheduledInvoices.print.quantity')}</Table.Th>
                  <Table.Th ta="right">{t('scheduledInvoices.print.price')}</Table.Th>
                  <Table.Th ta="right">{t('scheduledInvoices.list.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.priced_lines.map((line, index) => (
                  // The lines have no id of their own; their order is the template's.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the template's order is the line's identity
                  <Table.Tr key={index}>
                    <Table.Td>{line.name}</Table.Td>
                    <Table.Td ta="right">{line.quantity}</Table.Td>
                    <Table.Td ta="right">{formatMoneyText(line.unit_price)}</Table.Td>
                    <Table.Td ta="right">{formatMoneyText(line.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Stack gap={4} ml="auto" w={{ base: '100%', xs: 280 }}>
            {total(t('invoices.totals.subtotal'), data.amount_subtotal)}
            {data.amount_discount !== '0.00' &&
              total(t('invoices.totals.discount'), `-${data.amount_discount}`)}
            {data.amount_fee !== '0.00' && total(t('invoices.totals.fees'), data.amount_fee)}
            {data.amount_tax !== '0.00' && total(t('scheduledInvoices.print.tax'), data.amount_tax)}
            <Divider />
            {total(t('scheduledInvoices.print.each'), data.amount_total, true)}
          </Stack>
          {template.notes && (
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t('invoices.builder.notes')}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{template.notes}</Text>
            </Stack>
          )}
          {template.terms_of_sale && (
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t('invoices.builder.termsOfSale')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {template.terms_of_sale}
              </Text>
            </Stack>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
