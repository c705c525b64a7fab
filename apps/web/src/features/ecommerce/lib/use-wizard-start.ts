import type { Store } from '@paybook/contracts';
import type { StoreType } from '@paybook/domain';
import { useSearchParams } from 'react-router';
import { useProduct } from '../api/payment-form-products';
import { useStore } from '../api/stores';
import type { ChosenProduct } from '../components/product-step';

// spec 2 §2.2: both wizards open on a new form or button, or a saved one (query formId), and come back
// from the catalogue's add page with its new item (query offering).

const positiveId = (value: string | null) => {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The item a wizard starts with: the catalogue's new item first, else the saved form's or button's. */
function firstProduct(store: Store | null, created: ChosenProduct | undefined): ChosenProduct | null {
  if (created) return created;
  const item = store?.items[0];
  return item
    ? {
        id: item.offering_id,
        name: item.name,
        description: item.description,
        price_text: item.price_text,
        is_active: item.is_active,
        image: item.image,
      }
    : null;
}

/**
 * What a wizard of `storeType` opens with. `isUnknown`: "without design settings it redirects to
 * ecommerce.main" (an unknown formId, or one of another type); a new item that failed to load, or that a
 * bookable service could not be, is left out.
 */
export function useWizardStart(storeType: StoreType) {
  const [params] = useSearchParams();
  const formId = positiveId(params.get('formId'));
  const offeringId = positiveId(params.get('offering'));
  const store = useStore(formId);
  const created = useProduct(offeringId);
  const saved = store.data ?? null;
  const product = created.data && !created.data.is_bookable ? created.data : undefined;
  return {
    isUnknown:
      (params.has('formId') && formId === null) ||
      store.isError ||
      (saved !== null && saved.store_type !== storeType),
    isLoading: (formId !== null && store.isPending) || (offeringId !== null && created.isPending),
    saved,
    initialProduct: firstProduct(saved, product),
    /** A new wizard for another form or item. */
    key: `${formId ?? 'new'}-${offeringId ?? ''}`,
    params,
  };
}
