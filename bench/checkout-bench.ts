// Issue 15 point 10: what the check_out entry of bench/endpoints.ts needs — a session of a merchant with
// the point of sale (Northwind, full_product: /work/shared/DEMO.md) and three active catalogue items or
// services that sell at a preset price, paid today (fixed or per-unit, not manual-entry, no address).
import type { CatalogueSearchResult } from '../packages/contracts/src/index.ts';
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
    values: { posItem1: String(first?.id), posItem2: String(second?.id), posItem3: String(third?.id) },
  };
}
