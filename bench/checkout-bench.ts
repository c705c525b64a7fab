// Issue 15 point 10: what the check_out entry of bench/endpoints.ts needs — a session of a merchant with
// the point of sale (Northwind, full_product: /work/shared/DEMO.md) and three active catalogue items or
// services that sell at a preset price, paid today (fixed or per-unit, not manual-entry, no address).
import type { BusinessSettings, CatalogueSearchResult, StoreList } from '../packages/contracts/src/index.ts';
import type { PathValues } from './path-values.ts';
import { callApi, type Session, signIn } from './paybook-api.ts';

export const POS_OWNER = { user_name: 'owner@northwind.test', password: 'Paybook-demo-1' };

/** The body of POST cart/check_out: three items, cash tendered well above their total. */
export const CHECKOUT_BODY = JSON.stringify({
  payment_mode: 'cash',
  amount_tendered: '100000',
  cart: [
    { offering_id: '{posItem1}', quantity: '2' },
    { offering_id: '{posItem2}', quantity: '1' },
    { offering_id: '{posItem3}', quantity: '3' },
  ],
}).replace(/"\{(posItem\d)\}"/g, '{$1}');

export async function preparePointOfSale(baseUrl: string): Promise<{ session: Session; values: PathValues }> {
  const session = await signIn(baseUrl, POS_OWNER);
  const found = await callApi<CatalogueSearchResult>(
    baseUrl,
    session,
    'PUT',
    '/offering/search?items_per_page=100&sort_by=name&sort_direction=asc',
    { query: { kind: 'all', status: 'active' } },
  );
  const items = found.data.filter(
    (item) =>
      item.price_structure === 'fixed' && !item.is_price_manual_entry && item.address_option === 'no_address',
  );
  if (items.length < 3)
    throw new Error(
      `${POS_OWNER.user_name} has ${items.length} items paid today at a preset price; 3 needed`,
    );
  const [first, second, third] = items;
  return {
    session,
    values: {
      posItem1: String(first?.id),
      posItem2: String(second?.id),
      posItem3: String(third?.id),
      ...(await findPaymentForm(baseUrl, session)),
    },
  };
}

/**
 * Issue 27 point 4: the merchant's first active payment form selling one preset-price item, for the store
 * page entries: its address (`{posSubdomain}`, `{posForm}`) and its item (`{posFormItem}`).
 */
async function findPaymentForm(baseUrl: string, session: Session): Promise<PathValues> {
  const { url_subdomain } = await callApi<BusinessSettings>(
    baseUrl,
    session,
    'GET',
    '/merchant/business_settings',
  );
  const forms = await callApi<StoreList>(baseUrl, session, 'GET', '/stores?store_type=payment_form');
  const form = forms.data.find(
    (one) => one.is_active && one.items.every((item) => item.price_text.startsWith('$')),
  );
  if (!form) throw new Error(`${POS_OWNER.user_name} has no active payment form: is the demo seeded?`);
  return { posSubdomain: url_subdomain, posForm: form.url_name, posFormItem: String(form.offering_ids[0]) };
}

/** The body of POST public/store/{…}/pay: the form's item twice, a visitor's card (the sandbox's Visa). */
export const STORE_PAY_BODY = JSON.stringify({
  lines: [{ offering_id: '{posFormItem}', quantity: '2' }],
  customer: { first_name: 'Bench', last_name: 'Buyer', email: 'bench-buyer@example.test' },
  method: 'card',
  card: { card_number: '4242 4242 4242 4242', cvv: '123', expiration: '12/30', billing_zip_code: '' },
}).replace('"{posFormItem}"', '{posFormItem}');
