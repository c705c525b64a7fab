import type { PosItem } from '@paybook/contracts';
import type { CartItemInfo } from './cart-state';

/** An item as the grid (GET offerings/active) or the catalogue (an appointment's service) answers it. */
export type CartItemSource = Omit<PosItem, 'offering_category'>;

/** What the cart keeps of a catalogue item (spec 3 §3.4 Offering). */
export function cartItemInfo(item: CartItemSource): CartItemInfo {
  return {
    offering_id: item.id,
    name: item.name,
    price_structure: item.price_structure,
    unit_name: item.unit_name,
    price: item.price,
    is_price_manual_entry: item.is_price_manual_entry,
    is_taxable: item.is_taxable,
    address_option: item.address_option,
    price_text: item.price_text,
  };
}
