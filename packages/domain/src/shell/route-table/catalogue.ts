// spec 2 §2.3: products and services (needs online_store, s_p_o_s or payment_forms).
import {
  CATALOGUE_REQUIREMENT as CATALOGUE,
  CATALOGUE_WRITE_REQUIREMENT as EDIT_ITEMS,
} from '../../offerings/permissions.ts';
import { type AppRoute, defineRoute } from '../route-types.ts';

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
