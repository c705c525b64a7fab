import { Alert, Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/notify';
import { PageHeader } from '@/ui/page-header';
import { useFeeInvoices, useMerchantBilling } from '../api/merchant-billing';
import { BillingCardForm } from '../components/billing-card-form';
import { FeeInvoiceTable } from '../components/fee-invoice-table';
import { TierSummary } from '../components/tier-summary';

/** /settings/billing (spec 3 §2.5, issue 26 point 3; decisions 184, 185): plan, fee, card and invoices. */
export function BillingPage() {
  const { t } = useTranslation();
  const billing = useMerchantBilling();
  const invoices = useFeeInvoices();
  const error = billing.error ?? invoices.error;
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title={t('merchantSettings.billing.title')}
        description={t('merchantSettings.billing.description')}
      />
      {(billing.isPending || invoices.isPending) && !error && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} role="status" />
        </Center>
      )}
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      )}
      {billing.data && (
        <>
          <TierSummary billing={billing.data} />
          <BillingCardForm billing={billing.data} />
        </>
      )}
      {invoices.data && <FeeInvoiceTable invoices={invoices.data.invoices} />}
    </Stack>
  );
}
