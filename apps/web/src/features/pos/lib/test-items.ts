import type { PosCustomer } from '@paybook/contracts';
import type { CartItemInfo } from './cart-state';

// Catalogue items as the cart keeps them, for the point of sale's tests (prices as the demo's Northwind).
const item = (
  offering_id: number,
  name: string,
  price: string,
  extra: Partial<CartItemInfo> = {},
): CartItemInfo => ({
  offering_id,
  name,
  price_structure: 'fixed',
  unit_name: null,
  price,
  is_price_manual_entry: false,
  is_taxable: false,
  address_option: 'no_address',
  price_text: `$${price}`,
  ...extra,
});

export const SHAKE = item(1, 'Protein Shake', '6.50', { is_taxable: true });
export const COURT = item(2, 'Court Rental', '30.00', { price_structure: 'per_unit', unit_name: 'Hour' });
export const MEMBERSHIP = item(3, 'Monthly Membership', '59.00', {
  price_structure: 'recurring',
  price_text: '$59.00 every month',
});
export const TOWEL = item(4, 'Gym Towel', '12.00', { address_option: 'shipping_address' });
export const DONATION = item(5, 'Donation', '0.00', { is_price_manual_entry: true });

/** A customer as the point of sale holds it (POST customer/stats/matched), with no sales yet. */
export const posCustomer = (
  id: number,
  first_name: string,
  last_name: string,
  email: string,
): PosCustomer => ({
  id,
  customer_number: id,
  first_name,
  last_name,
  email,
  phone: '',
  company: '',
  billing_postal_code: '',
  order_count: 0,
  total_amount_paid: '0.00',
  last_order_at: null,
  stored_account_count: 0,
});
