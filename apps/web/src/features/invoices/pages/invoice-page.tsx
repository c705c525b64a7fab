import { Badge, Button, Card, Grid, Group, Menu, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { getInvoicePdf } from '@paybook/contracts/endpoints/invoices';
import { canTakeInvoiceAction, primaryInvoiceAction } from '@paybook/domain';
import { IconChevronDown, IconFileText, IconReceiptOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { isApiError } from '@/lib/api-client';
import { endpointLink } from '@/lib/call-endpoint';
import { CopyButton } from '@/ui/copy-button';
import { EmptyState } from '@/ui/empty-state';
import { useInvoice } from '../api/get-invoice';
import { BuilderCard } from '../components/builder-card';
import { CancelInvoiceModal, ResendInvoiceModal } from '../components/invoice-modals';
import { InvoiceTimeline } from '../components/invoice-timeline';
import { dateText, dollars, invoiceStatusColor } from '../lib/invoice-format';

const readId = (value: string | undefined) => (value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null);

/**
 * /reports/details/invoice/:orderId (spec 3 §2.2, §4.3): the invoice, its primary action and the others,
 * its PDF and public link, and its timeline. An order not billed by invoice opens the order page.
 */
export function InvoicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orderId = readId(useParams().orderId);
  const invoice = useInvoice(orderId);
  const subject = subjectFor(useLoginContext());
  const [modal, setModal] = useState<'resend' | 'cancel' | null>(null);

  const status = isApiError(invoice.error) ? invoice.error.status : null;
  // spec 3 §2.2: the invoice page of an order not billed by invoice is the order page.
  if (status === 404 && orderId !== null)
    return <Navigate to={`/reports/details/order/${orderId}`} replace />;
  if (orderId === null || invoice.isError)
    return (
      <EmptyState
        icon={<IconReceiptOff size={26} aria-hidden />}
        title={t('invoices.page.notFoundTitle')}
        body={status === 403 ? t('invoices.page.forbidden') : t('invoices.page.notFoundBody')}
        action={
          <Button component={Link} to="/invoices" variant="light">
            {t('invoices.page.toList')}
          </Button>
        }
      />
    );
  if (!invoice.data) return <Skeleton height={420} aria-label={t('invoices.page.loading')} />;

  const data = invoice.data;
  const facts = { status: data.status, has_recipients: true };
  const primary = primaryInvoiceAction(facts, subject);
  const can = (action: Parameters<typeof canTakeInvoiceAction>[0]) =>
    canTakeInvoiceAction(action, facts, subject);
  const publicUrl = `${window.location.origin}${data.public_path}`;
  const pdfUrl = endpointLink<typeof getInvoicePdf>(
    { path: '/invoice/:orderId/invoice.pdf' },
    { orderId: data.id },
  );
  const collectPath = `/reports/details/order/${data.id}/collectpayment/0`;
  const editPath = `/payments-builder/invoices/${data.id}/${data.state === 'sent' ? 'edit' : 'draft'}`;
  const recipients = [data.customer?.email ?? '', ...data.additional_to_emails].filter(
    (email) => email !== '',
  );

  const primaryButton = (() => {
    switch (primary) {
      case 'collect_payment':
        return (
          <Button component={Link} to={collectPath}>
            {t('invoices.actions.collectPayment')}
          </Button>
        );
      case 'edit':
        return (
          <Button component={Link} to={editPath}>
            {t('invoices.actions.edit')}
          </Button>
        );
      case 'resend':
        return <Button onClick={() => setModal('resend')}>{t('invoices.actions.resend')}</Button>;
      case 'approve':
        return (
          <Button component={Link} to={`/reports/details/order/${data.id}?view=order`}>
            {t('invoices.actions.approve')}
          </Button>
        );
      default:
        return null;
    }
  })();
  const more = [
    can('resend') && primary !== 'resend' && (
      <Menu.Item key="resend" onClick={() => setModal('resend')}>
        {t('invoices.actions.resend')}
      </Menu.Item>
    ),
    can('edit') && primary !== 'edit' && (
      <Menu.Item key="edit" onClick={() => void navigate(editPath)}>
        {t('invoices.actions.edit')}
      </Menu.Item>
    ),
    can('collect_payment') && primary !== 'collect_payment' && (
      <Menu.Item key="collect" onClick={() => void navigate(collectPath)}>
        {t('invoices.actions.collectPayment')}
      </Menu.Item>
    ),
    can('duplicate') && (
      <Menu.Item
        key="duplicate"
        onClick={() => void navigate(`/payments-builder/invoices/${data.id}/duplicate`)}
      >
        {t('invoices.actions.duplicate')}
      </Menu.Item>
    ),
    can('cancel') && (
      <Menu.Item key="cancel" color="red" onClick={() => setModal('cancel')}>
        {t('invoices.actions.cancel')}
      </Menu.Item>
    ),
  ].filter(Boolean);

  const amountRow = (label: string, amount: string, bold = false) => (
    <Group justify="space-between">
      <Text fw={bold ? 700 : 400}>{label}</Text>
      <Text fw={bold ? 700 : 400}>{dollars(amount)}</Text>
    </Group>
  );

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} size="h2">
              {t('invoices.page.title', { number: data.invoice_number })}
            </Title>
            <Badge
              size="lg"
              variant="outline"
              color={invoiceStatusColor(data.status)}
              data-testid="invoice-status"
            >
              {t(`invoices.status.${data.status}`)}
            </Badge>
          </Group>
          <Text c="dimmed">
            {data.customer ? `${data.customer.first_name} ${data.customer.last_name}`.trim() : ''}
          </Text>
        </Stack>
        <Group gap="sm">
          {primaryButton}
          {more.length > 0 && (
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
                  {t('invoices.actions.more')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>{more}</Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Card withBorder padding="lg">
              <Group gap="xl" align="flex-start">
                <Stack gap={2}>
                  <Text size="sm" c="dimmed">
                    {t('invoices.page.invoiceDate')}
                  </Text>
                  <Text>{dateText(data.invoice_date)}</Text>
                </Stack>
                <Stack gap={2}>
                  <Text size="sm" c="dimmed">
                    {t('invoices.page.dueDate')}
                  </Text>
                  <Text c={data.is_past_due ? 'red.9' : undefined}>{dateText(data.due_date)}</Text>
                </Stack>
                <Stack gap={2}>
                  <Text size="sm" c="dimmed">
                    {t('invoices.page.amountDue')}
                  </Text>
                  <Text fw={700} data-testid="invoice-amount-due">
                    {dollars(data.amount_due)}
                  </Text>
                </Stack>
                <Stack gap={2}>
                  <Text size="sm" c="dimmed">
                    {t('invoices.page.sentTo')}
                  </Text>
                  <Text>{recipients.join(', ') || '—'}</Text>
                </Stack>
              </Group>
            </Card>
            <Card withBorder padding="lg">
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('invoices.builder.item')}</Table.Th>
                    <Table.Th>{t('invoices.builder.quantity')}</Table.Th>
                    <Table.Th ta="right">{t('invoices.builder.amount')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.order.items
                    .map((item, index) => ({ item, lineNumber: index + 1 }))
                    .map(({ item, lineNumber }) => (
                      <Table.Tr key={lineNumber}>
                        <Table.Td>{item.name}</Table.Td>
                        <Table.Td>{`${item.quantity} × ${dollars(item.unit_price)}`}</Table.Td>
                        <Table.Td ta="right">{dollars(item.amount_subtotal)}</Table.Td>
                      </Table.Tr>
                    ))}
                </Table.Tbody>
              </Table>
              <Stack gap={4} mt="md" maw={360} ml="auto">
                {amountRow(t('invoices.totals.subtotal'), data.order.amount_subtotal)}
                {data.order.amount_discount !== '0.00' &&
                  amountRow(t('invoices.totals.discount'), `-${data.order.amount_discount}`)}
                {data.order.amount_fee !== '0.00' &&
                  amountRow(t('invoices.totals.fees'), data.order.amount_fee)}
                {data.order.amount_tax !== '0.00' &&
                  amountRow(t('invoices.totals.tax'), data.order.amount_tax)}
                {amountRow(t('invoices.totals.total'), data.amount_total, true)}
                {amountRow(t('invoices.page.paid'), data.amount_paid)}
                {amountRow(t('invoices.page.amountDue'), data.amount_due, true)}
              </Stack>
            </Card>
            {(data.notes || data.terms_of_sale) && (
              <Card withBorder padding="lg">
                <Stack gap="xs">
                  {data.notes && <Text style={{ whiteSpace: 'pre-wrap' }}>{data.notes}</Text>}
                  {data.terms_of_sale && (
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                      {data.terms_of_sale}
                    </Text>
                  )}
                </Stack>
              </Card>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Card withBorder padding="lg">
              <Stack gap="sm">
                <Button
                  component="a"
                  href={pdfUrl}
                  target="_blank"
                  rel="noopener"
                  variant="default"
                  leftSection={<IconFileText size={16} aria-hidden />}
                >
                  {t('invoices.page.pdf')}
                </Button>
                {data.state === 'sent' && (
                  <>
                    <CopyButton value={publicUrl} label={t('invoices.page.copyLink')} variant="default" />
                    <Text
                      size="xs"
                      c="dimmed"
                      style={{ wordBreak: 'break-all' }}
                      data-testid="invoice-public-link"
                    >
                      {publicUrl}
                    </Text>
                  </>
                )}
              </Stack>
            </Card>
            <BuilderCard title={t('invoices.page.activity')}>
              <InvoiceTimeline events={data.events} />
            </BuilderCard>
          </Stack>
        </Grid.Col>
      </Grid>
      {modal === 'resend' && (
        <ResendInvoiceModal orderId={data.id} emails={recipients} onClose={() => setModal(null)} />
      )}
      {modal === 'cancel' && <CancelInvoiceModal orderId={data.id} onClose={() => setModal(null)} />}
    </Stack>
  );
}
