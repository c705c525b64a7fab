// The input and the answer of priceOrder (issue 15 point 2). Field names follow the stored catalogue:
// spec 2 §3 Offering (offering_id, price_structure, is_taxable) and spec 3 §3.3 Fee structure (type,
// name, is_percent, is_taxable, offering_ids, tax_fee_structure_ids), with amounts as the database keeps
// them: cents, or a percentage in thousandths of a percent (8.375 % is 8375). Dates are 'YYYY-MM-DD'
// in the merchant's zone (ruling 8).
import type { PriceStructure } from '@paybook/contracts';
import type { FeeStructureType } from '../catalogue/fee-structure.ts';

/** A fee, tax or discount (spec 3 §3.3) as pricing reads it. */
export interface PricingFeeStructure {
  id: number;
  type: FeeStructureType;
  name: string;
  is_percent: boolean;
  /** Cents when is_percent is false; null otherwise. */
  amount_cents: number | null;
  /** Thousandths of a percent (1 to 100000) when is_percent is true; null otherwise. */
  percent_thousandths: number | null;
  /** Fees and order fees only: whether the taxes of tax_fee_structure_ids are charged on it. */
  is_taxable: boolean;
  /** The items it applies to; for a tax or a discount, none means every item (decision 65). */
  offering_ids: readonly number[];
  /** A taxable fee: the taxes charged on it. */
  tax_fee_structure_ids: readonly number[];
}

/** One line of a cart or order (spec 3 §3.4 Order items; spec 2 §3 Offering). */
export interface PricingLine {
  offering_id: number;
  price_structure: PriceStructure;
  /** The preset price, or the price entered at checkout for a manual-entry item. */
  unit_price_cents: number;
  /** Thousandths (2.5 hours is 2500); whole items unless per_unit (quantity.ts). */
  quantity_thousandths: number;
  is_taxable: boolean;
  /** First payment or start date of a future-dated or recurring item; null when it is paid today. */
  start_date: string | null;
}

export interface PricingInput {
  /** The merchant's local date (ruling 8): a line starting after it drops the discounts (spec 3 §4.8). */
  today: string;
  lines: readonly PricingLine[];
  /**
   * The merchant's active fees and taxes: the item fees (type fee) and taxes (type tax) of each line are
   * the ones whose offering_ids name its item (a tax naming none applies to every taxable item), and a
   * taxable fee's taxes are looked up here by id.
   */
  fee_structures: readonly PricingFeeStructure[];
  /** The order fees chosen for this order (spec 3 §2.6 edit-order-fees): type order_fee. */
  order_fees: readonly PricingFeeStructure[];
  /** The discounts added to this order (spec 3 §2.6 add-discount): type line_item_discount. */
  discounts: readonly PricingFeeStructure[];
}

/** An amount a fee structure adds or takes off. */
export interface PricedAmount {
  fee_structure_id: number;
  name: string;
  amount_cents: number;
}

/** A fee with the tax charged on it. */
export interface PricedFee extends PricedAmount {
  is_taxable: boolean;
  taxes: PricedAmount[];
  tax_cents: number;
}

export interface PricedLine {
  offering_id: number;
  price_structure: PriceStructure;
  unit_price_cents: number;
  quantity_thousandths: number;
  /** unit price × quantity, half up to the cent. */
  subtotal_cents: number;
  /** Item-level and this line's share of order-level discounts; never above subtotal_cents. */
  discounts: PricedAmount[];
  discount_cents: number;
  /** Item fees, each with its own tax. */
  fees: PricedFee[];
  fee_cents: number;
  /** This line's share of each tax on the item (taxes on its fees are in `fees`). */
  taxes: PricedAmount[];
  /** Tax on the item and on its item fees. */
  tax_cents: number;
  /** subtotal − discount + fees + tax. */
  total_cents: number;
}

/** One tax rate of the order: what it was charged on and how much. */
export interface PricedTax extends PricedAmount {
  is_percent: boolean;
  /** The rate; null for a dollar-amount tax. */
  percent_thousandths: number | null;
  /** What it was charged on: the taxable items after discounts and the taxable fees it names. */
  taxable_cents: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  order_fees: PricedFee[];
  /** Per discount, what it took off the whole order. */
  discounts: PricedAmount[];
  /** spec 3 §4.8: true when a future-dated line dropped the discounts added to the order. */
  discounts_dropped: boolean;
  taxes: PricedTax[];
  /** The lines' subtotals. */
  subtotal_cents: number;
  discount_cents: number;
  /** Item fees and order fees. */
  fee_cents: number;
  tax_cents: number;
  /** subtotal − discount + fees + tax: the amount the customer owes. */
  total_cents: number;
}
