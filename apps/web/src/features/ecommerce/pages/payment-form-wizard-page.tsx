import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PaymentFormWizard } from '../components/payment-form-wizard';
import { ECOMMERCE_PATH } from '../lib/ecommerce-paths';
import { useWizardStart } from '../lib/use-wizard-start';

/**
 * /ecommerce/create-payment-form?formId (spec 2 §2.2): the payment form wizard, for a new form or a saved
 * one. "Without design settings it redirects to ecommerce.main": an unknown formId, or one that is not a
 * payment form, goes back to the list. `offering` is the item the catalogue's add page just made.
 */
export function PaymentFormWizardPage() {
  const { t } = useTranslation();
  const start = useWizardStart('payment_form');
  if (start.isUnknown) return <Navigate to={ECOMMERCE_PATH} replace />;
  if (start.isLoading)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} role="status" />
      </Center>
    );
  return <PaymentFormWizard key={start.key} store={start.saved} initialProduct={start.initialProduct} />;
}
