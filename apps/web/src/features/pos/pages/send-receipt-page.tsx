import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { sendReceiptBody } from '@paybook/contracts';
import { IconDownload, IconMail, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { formatMoneyText } from '@/lib/money-format';
import { errorMessage } from '@/lib/notify';
import { receiptPdfUrl } from '@/lib/receipt-pdf-url';
import { PageHeader } from '@/ui/page-header';
import { useOrder, useSendReceipt } from '../api/order-receipt';
import { DepositChargeLines, hasDepositCredit } from '../components/deposit-charge-lines';
import { readSendReceiptParams, transactionCompletePath } from '../lib/pos-params';

/**
 * /pos/send-receipt (spec 3 §2.6): what was paid, the change due, and the receipt by e-mail (prefilled
 * with the customer's) or as a PDF to print or download; then transaction-complete. Without an orderId it
 * goes back to /pos.
 */
export function SendReceiptPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = readSendReceiptParams(useLocation().search);
  const [email, setEmail] = useState(params?.customerEmail ?? '');
  const [error, setError] = useState<string | null>(null);
  const send = useSendReceipt(params?.orderId ?? 0);
  // Issue 24 point 1: the order says whether a deposit was credited (the address carries only the sum).
  const order = useOrder(params?.orderId ?? null);
  if (!params) return <Navigate to="/pos" replace />;
  const done = transactionCompletePath(params.orderId);

  const submit = () => {
    const parsed = sendReceiptBody.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('pointOfSale.receipt.emailInvalid'));
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: () => navigate(done),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <Stack gap="md" maw={640}>
      <PageHeader title={t('pointOfSale.receipt.title')} />
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          {order.data && hasDepositCredit(order.data) ? (
            <DepositChargeLines order={order.data} />
          ) : order.data || order.isError ? (
            <Group justify="space-between">
              <Text>{t('pointOfSale.receipt.amountPaid')}</Text>
              <Text fw={700} data-testid="receipt-amount-paid">
                {formatMoneyText(params.amountPaid)}
              </Text>
            </Group>
          ) : (
            <Skeleton height={24} aria-label={t('common.loading')} role="status" />
          )}
          {params.changeDue && (
            <Group justify="space-between">
              <Text>{t('pointOfSale.receipt.changeDue')}</Text>
              <Text fw={700} data-testid="receipt-change-due">
                {formatMoneyText(params.changeDue)}
              </Text>
            </Group>
          )}
          {params.paymentType === 'none' && (
            <Text size="sm" c="dimmed" data-testid="receipt-nothing-due">
              {t('pointOfSale.receipt.nothingDue')}
            </Text>
          )}
          {params.paymentType && params.paymentType !== 'none' && (
            <Text size="sm" c="dimmed">
              {t('pointOfSale.receipt.paidBy', {
                type: t(`pointOfSale.receipt.paymentTypes.${params.paymentType}`, params.paymentType),
              })}
            </Text>
          )}
          {params.containsSubscription && (
            <Alert color="blue" p="xs">
              {t('pointOfSale.receipt.subscription')}
            </Alert>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={t('pointOfSale.receipt.email')}
              type="email"
              value={email}
              error={error}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setError(null);
              }}
            />
            <Group gap="xs" wrap="wrap">
              <Button type="submit" leftSection={<IconMail size={16} aria-hidden />} loading={send.isPending}>
                {t('pointOfSale.receipt.send')}
              </Button>
              <Button
                component="a"
                href={receiptPdfUrl(params.orderId)}
                target="_blank"
                rel="noopener"
                variant="default"
                leftSection={<IconPrinter size={16} aria-hidden />}
              >
                {t('pointOfSale.receipt.print')}
              </Button>
              <Button
                component="a"
                href={receiptPdfUrl(params.orderId)}
                download={`receipt-${params.orderId}.pdf`}
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                {t('pointOfSale.receipt.download')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Anchor component="button" type="button" onClick={() => navigate(done)} ta="left">
        {t('pointOfSale.receipt.skip')}
      </Anchor>
    </Stack>
  );
}
