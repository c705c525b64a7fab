// spec 2 §2.3: products and services (needs online_store, s_p_o_s or payment_forms).
import { allOf, anyFeature, needRight } from '../../access/requirement.ts';
import { type AppRoute, defineRoute } from '../route-types.ts';

const CATALOGUE = anyFeature('online_store', 's_p_o_s', 'payment_forms');
// spec 2 §6: manage_configuration adds or edits items.
const EDIT_ITEMS = allOf(CATALOGUE, needRight('manage_configuration'));

export const CATALOGUE_ROUTES: readonly AppRoute[] = [
  defineRoute('products-services', '/products-and-services', 'Products and Services', {
    requirement: CATALOGUE,
    redirectTo: '/products-and-services/view',
  }),
  // Query st.
  defineRoute('products-services.view', '/products-and-services/view', 'Products and Services', {
    requirement: CATALOGUE,
  }),
  // Query storeId, freeTrial; state duplicateOffering, isPaymentFormProduct, isBuyButtonFormProduct, saveToState.
  defineRoute('products-services.add-products-services', '/products-and-services/add', 'Add Item', {
    requirement: EDIT_ITEMS,
  }),
  defineRoute('products-services.edit', '/products-and-services/edit/:id', 'Edit Item', {
    requirement: EDIT_ITEMS,
  }),
];
