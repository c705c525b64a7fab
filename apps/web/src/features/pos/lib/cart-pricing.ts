import type { FeeStructure, OrderFeeChoice } from '@paybook/contracts';
import {
  type DiscountCodeRecord,
  moneyTextToCents,
  type PricedLine,
  type PricedOrder,
  type PricingFeeStructure,
  type PricingInput,
  type PricingLine,
  priceOrder,
  pricingInputProblem,
  quantityTextToThousandths,
} from '@paybook/domain';
import { type CartState, isLinePriceValid, isLineQuantityValid } from './cart-state';

// Issue 15 point 3: the cart's totals come from priceOrder, the function the server re-prices every order
// with (decision 65), so what the desk shows is what the customer is charged.

export { percentTextToThousandths, toPricingFeeStructure } from '@/lib/fee-structure-pricing';

import { toPricingFeeStructure } from '@/lib/fee-structure-pricing';

/** A discount as checkDiscountCode reads it. */
export function toDiscountCodeRecord(fee: FeeStructure): DiscountCodeRecord {
  return {
    ...toPricingFeeStructure(fee),
    is_active: fee.is_active,
    discount: fee.discount
      ? {
          code: fee.discount.code,
          uses: fee.discount.uses,
          start_date: fee.discount.start_date,
          end_date: fee.discount.end_date,
          discounts_used_count: fee.discount.discounts_used_count,
        }
      : null,
  };
}

/** The order fees of this order: the ones chosen in edit-order-fees that the merchant still has active. */
export function chosenOrderFees(
  feeStructures: readonly FeeStructure[],
  choices: readonly OrderFeeChoice[],
): PricingFeeStructure[] {
  const orderFees = feeStructures.filter((fee) => fee.type === 'order_fee' && fee.is_active);
  return choices.flatMap((choice) => {
    const fee = orderFees.find((candidate) => candidate.id === choice.fee_structure_id);
    return fee ? [toPricingFeeStructure(fee, choice.amount ?? fee.amount)] : [];
  });
}

/** The discount whose code was added, when the merchant still has it. */
export function discountOfCode(feeStructures: readonly FeeStructure[], code: string): FeeStructure | null {
  const wanted = code.trim().toLowerCase();
  if (wanted === '') return null;
  return (
    feeStructures.find(
      (fee) => fee.type === 'line_item_discount' && fee.discount?.code?.toLowerCase() === wanted,
    ) ?? null
  );
}

export interface CartPricing {
  /** null when the merchant's fees cannot be priced (pricingInputProblem names why). */
  priced: PricedOrder | null;
  /** Every line priced (a line with a quantity or price still being typed is left out). */
  isComplete: boolean;
  /** Each priced line by its cart line's key. */
  lines: Map<string, PricedLine>;
}

/** Prices the cart; lines whose quantity or price is not valid yet are left out (isComplete false). */
export function priceCart(
  state: CartState,
  feeStructures: readonly FeeStructure[],
  today: string,
): CartPricing {
  const valid = state.lines.filter((line) => isLineQuantityValid(line) && isLinePriceValid(line));
  const lines: PricingLine[] = valid.map((line) => ({
    offering_id: line.item.offering_id,
    price_structure: line.item.price_structure,
    unit_price_cents: moneyTextToCents(line.price ?? line.item.price) ?? 0,
    quantity_thousandths: quantityTextToThousandths(line.quantity.trim()) ?? 0,
    is_taxable: line.item.is_taxable,
    start_date: line.start_date,
  }));
  const active = feeStructures.filter((fee) => fee.is_active);
  const taxIds = new Set(active.filter((fee) => fee.type === 'tax').map((fee) => fee.id));
  // A fee names only the taxes still active (an inactive tax is not charged).
  const withActiveTaxes = (fee: PricingFeeStructure): PricingFeeStructure => ({
    ...fee,
    tax_fee_structure_ids: fee.tax_fee_structure_ids.filter((id) => taxIds.has(id)),
  });
  const discount = discountOfCode(active, state.discount_code);
  const input: PricingInput = {
    today,
    lines,
    fee_structures: active
      .filter((fee) => fee.type === 'fee' || fee.type === 'tax')
      .map((fee) => withActiveTaxes(toPricingFeeStructure(fee))),
    order_fees: lines.length > 0 ? chosenOrderFees(active, state.order_fees).map(withActiveTaxes) : [],
    discounts: discount ? [toPricingFeeStructure(discount)] : [],
  };
  const isComplete = valid.length === state.lines.length;
  if (pricingInputProblem(input) !== null) return { priced: null, isComplete, lines: new Map() };
  const priced = priceOrder(input);
  return {
    priced,
    isComplete,
    lines: new Map(valid.map((line, index) => [line.key, priced.lines[index]!] as const)),
  };
}
