// What priceOrder refuses to price. The server's contracts check a cart before it gets here; this guard
// makes a malformed input (a float amount, a percentage past 100 %, half an item) an error rather
// than a wrong total (issue 15 point 2: the server re-prices every order and trusts no total).
import type { FeeStructureType } from '../catalogue/fee-structure.ts';
import type { PricingFeeStructure, PricingInput, PricingLine } from './pricing-types.ts';
import { isQuantityAllowed } from './quantity.ts';
import { PERCENT_THOUSANDTHS_WHOLE } from './rounding.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCents = (value: number | null): value is number => Number.isSafeInteger(value) && (value ?? -1) >= 0;

function lineProblem(line: PricingLine, index: number): string | null {
  if (!isCents(line.unit_price_cents)) return `lines[${index}].unit_price_cents: whole cents, 0 or more`;
  if (!isQuantityAllowed(line.price_structure, line.quantity_thousandths))
    return `lines[${index}].quantity_thousandths: above 0, and whole items unless per_unit`;
  if (line.start_date !== null && !ISO_DATE.test(line.start_date))
    return `lines[${index}].start_date: YYYY-MM-DD`;
  return null;
}

function amountProblem(fee: PricingFeeStructure): string | null {
  if (!fee.is_percent)
    return isCents(fee.amount_cents) && fee.percent_thousandths === null ? null : 'amount_cents';
  const percent = fee.percent_thousandths;
  const isRate =
    Number.isSafeInteger(percent) && (percent ?? 0) >= 1 && (percent ?? 0) <= PERCENT_THOUSANDTHS_WHOLE;
  return isRate && fee.amount_cents === null ? null : 'percent_thousandths';
}

function feeProblem(
  fee: PricingFeeStructure,
  where: string,
  types: readonly FeeStructureType[],
  taxIds: ReadonlySet<number>,
): string | null {
  if (!types.includes(fee.type)) return `${where}.type: one of ${types.join(', ')}`;
  const amount = amountProblem(fee);
  if (amount) return `${where}.${amount}: cents, or 1 to 100000 thousandths of a percent, as is_percent says`;
  if (fee.is_taxable && fee.tax_fee_structure_ids.some((id) => !taxIds.has(id)))
    return `${where}.tax_fee_structure_ids: taxes of fee_structures`;
  return null;
}

/** The first thing wrong with a pricing input, naming its field, or null when it can be priced. */
export function pricingInputProblem(input: PricingInput): string | null {
  if (!ISO_DATE.test(input.today)) return 'today: YYYY-MM-DD';
  for (const [index, line] of input.lines.entries()) {
    const problem = lineProblem(line, index);
    if (problem) return problem;
  }
  const taxIds = new Set(input.fee_structures.filter((fee) => fee.type === 'tax').map((fee) => fee.id));
  const groups: [string, readonly PricingFeeStructure[], readonly FeeStructureType[]][] = [
    ['fee_structures', input.fee_structures, ['fee', 'order_fee', 'tax', 'line_item_discount']],
    ['order_fees', input.order_fees, ['order_fee']],
    ['discounts', input.discounts, ['line_item_discount']],
  ];
  for (const [name, fees, types] of groups) {
    for (const [index, fee] of fees.entries()) {
      const problem = feeProblem(fee, `${name}[${index}]`, types, taxIds);
      if (problem) return problem;
    }
  }
  return null;
}
