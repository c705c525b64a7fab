// Issue 15 point 2: the one pricing function. The web prices the cart with it and the server re-prices
// every order with it, never trusting a total from the browser. Pure: no clock, no I/O; the same input
// always gives the same answer. Rounding: decision 65 (rounding.ts).
import { discountLines } from './discounts.ts';
import { appliesToLine, itemLevelCents, lineSubtotalCents } from './item-amount.ts';
import { pricingInputProblem } from './pricing-input-problem.ts';
import type {
  PricedAmount,
  PricedFee,
  PricedLine,
  PricedOrder,
  PricingFeeStructure,
  PricingInput,
} from './pricing-types.ts';
import { itemCount } from './quantity.ts';
import { percentOfCents } from './rounding.ts';
import { chargeTaxes, type TaxablePiece } from './taxes.ts';

const sumCents = (amounts: readonly { amount_cents: number }[]) =>
  amounts.reduce((sum, amount) => sum + amount.amount_cents, 0);

/** A fee's own taxes: only a taxable fee carries them (spec 3 §3.3 is_taxable, tax_fee_structure_ids). */
const isFeeTaxedBy = (fee: PricingFeeStructure) => (tax: PricingFeeStructure) =>
  fee.is_taxable && fee.tax_fee_structure_ids.includes(tax.id);

function pricedFee(fee: PricingFeeStructure, cents: number, taxes: PricedAmount[]): PricedFee {
  return {
    fee_structure_id: fee.id,
    name: fee.name,
    amount_cents: cents,
    is_taxable: fee.is_taxable,
    taxes,
    tax_cents: sumCents(taxes),
  };
}

/** spec 3 §4.8: "A discount is dropped if any item has a future payment or start date." */
export function hasFutureDatedLine(input: Pick<PricingInput, 'lines' | 'today'>): boolean {
  return input.lines.some((line) => line.start_date !== null && line.start_date > input.today);
}

/**
 * Prices a cart or order: per line its subtotal, discounts, item fees and tax; the order fees; the tax
 * per tax rate; and the totals, each the exact sum of its parts. Throws a RangeError naming the field
 * for an input pricingInputProblem refuses.
 */
export function priceOrder(input: PricingInput): PricedOrder {
  const problem = pricingInputProblem(input);
  if (problem) throw new RangeError(`priceOrder: ${problem}`);
  const { lines } = input;

  const discountsDropped = input.discounts.length > 0 && hasFutureDatedLine(input);
  const subtotals = lines.map(lineSubtotalCents);
  const discounted = discountLines(lines, subtotals, discountsDropped ? [] : input.discounts);
  const { netCents } = discounted;
  const orderNetCents = netCents.reduce((sum, cents) => sum + cents, 0);

  // Percentage fees are charged on what the customer pays for the goods: after discounts.
  const itemFees = lines.map((line, index) =>
    input.fee_structures
      .filter((fee) => fee.type === 'fee' && appliesToLine(fee, line, false))
      .map((fee) => ({ fee, cents: itemLevelCents(fee, line, netCents[index]!) })),
  );
  const orderFees = input.order_fees.map((fee) => ({
    fee,
    cents: fee.is_percent
      ? percentOfCents(orderNetCents, fee.percent_thousandths ?? 0)
      : (fee.amount_cents ?? 0),
  }));

  const linePieces: TaxablePiece[] = lines.map((line, index) => ({
    cents: netCents[index]!,
    count: itemCount(line.price_structure, line.quantity_thousandths),
    isTaxedBy: (tax) => line.is_taxable && appliesToLine(tax, line, true),
  }));
  const feePieces = [...itemFees.flat(), ...orderFees].map(
    ({ fee, cents }): TaxablePiece => ({ cents, count: 1, isTaxedBy: isFeeTaxedBy(fee) }),
  );
  const taxes = input.fee_structures.filter((fee) => fee.type === 'tax');
  const charged = chargeTaxes(taxes, [...linePieces, ...feePieces]);
  const feeTaxes = charged.perPiece.slice(lines.length);

  const pricedLines = lines.map((line, index): PricedLine => {
    const fees = itemFees[index]!.map(({ fee, cents }) => pricedFee(fee, cents, feeTaxes.shift()!));
    const lineTaxes = charged.perPiece[index]!;
    const discountCents = sumCents(discounted.lineDiscounts[index]!);
    const feeCents = sumCents(fees);
    const taxCents = sumCents(lineTaxes) + fees.reduce((sum, fee) => sum + fee.tax_cents, 0);
    return {
      offering_id: line.offering_id,
      price_structure: line.price_structure,
      unit_price_cents: line.unit_price_cents,
      quantity_thousandths: line.quantity_thousandths,
      subtotal_cents: subtotals[index]!,
      discounts: discounted.lineDiscounts[index]!,
      discount_cents: discountCents,
      fees,
      fee_cents: feeCents,
      taxes: lineTaxes,
      tax_cents: taxCents,
      total_cents: subtotals[index]! - discountCents + feeCents + taxCents,
    };
  });
  const pricedOrderFees = orderFees.map(({ fee, cents }) => pricedFee(fee, cents, feeTaxes.shift()!));

  const subtotalCents = pricedLines.reduce((sum, line) => sum + line.subtotal_cents, 0);
  const discountCents = pricedLines.reduce((sum, line) => sum + line.discount_cents, 0);
  const feeCents = pricedLines.reduce((sum, line) => sum + line.fee_cents, 0) + sumCents(pricedOrderFees);
  const taxCents = sumCents(charged.taxes);
  return {
    lines: pricedLines,
    order_fees: pricedOrderFees,
    discounts: discounted.totals,
    discounts_dropped: discountsDropped,
    taxes: charged.taxes,
    subtotal_cents: subtotalCents,
    discount_cents: discountCents,
    fee_cents: feeCents,
    tax_cents: taxCents,
    total_cents: subtotalCents - discountCents + feeCents + taxCents,
  };
}
