import { Center, Loader } from '@mantine/core';
import type { Store } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useProduct } from '../api/payment-form-products';
import { useStore } from '../api/stores';
import { PaymentFormWizard } from '../components/payment-form-wizard';
import type { ChosenProduct } from '../components/product-step';
import { ECOMMERCE_PATH } from '../lib/ecommerce-paths';

const positiveId = (value: string | null) => {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The item the form sells: the catalogue's new item (query offering) first, else the saved form's. */
function firstProduct(store: Store | null, created: ChosenProduct | undefined): ChosenProduct | null {
  if (created) return created;
  const item = store?.items[0];
  return item
    ? { id: item.offering_id, name: item.name, price_text: item.price_text, is_active: item.is_active }
    : null;
}

/**
 * /ecommerce/create-payment-form?formId (spec 2 §2.2): the payment form wizard, for a new form or a saved
 * one. "Without design settings it redirects to ecommerce.main": an unknown formId, or one that is not a
 * payment form, goes back to the list. `offering` is the item the catalogue's add page just made.
 */
export function PaymentFormWizardPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const formId = positiveId(params.get('formId'));
  const offeringId = positiveId(params.get('offering'));
  const store = useStore(formId);
  const created = useProduct(offeringId);
  const hasBadForm = params.has('formId') && formId === null;
  if (hasBadForm || store.isError || (store.data && store.data.store_type !== 'payment_form'))
    return <Navigate to={ECOMMERCE_PATH} replace />;
  if ((formId !== null && store.isPending) || (offeringId !== null && created.isPending))
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} role="status" />
      </Center>
    );
  const saved = store.data ?? null;
  // A new item a bookable service could not be (the add page makes products); one that failed to load is left out.
  const product = created.data && !created.data.is_bookable ? created.data : undefined;
  return (
    <PaymentFormWizard
      key={`${formId ?? 'new'}-${offeringId ?? ''}`}
      store={saved}
      initialProduct={firstProduct(saved, product)}
    />
  );
}
