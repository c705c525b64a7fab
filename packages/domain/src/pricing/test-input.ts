// Builders for the pricing tests, and the sums every priced order must keep (decision 65).
import type { FeeStructureType } from '../catalogue/fee-structure.ts';
import type { PricedOrder, PricingFeeStructure, PricingInput, PricingLine } from './pricing-types.ts';

export const TODAY = '2025-06-15';

export const line = (overrides: Partial<PricingLine> = {}): PricingLine => ({
  offering_id: 1,
  price_structure: 'fixed',
  unit_price_cents: 1000,
  quantity_thousandths: 1000,
  is_taxable: false,
  start_date: null,
  ...overrides,
});

const feeStructure = (
  type: FeeStructureType,
  id: number,
  amount: { percent: number } | { cents: number },
  overrides: Partial<PricingFeeStructure>,
): PricingFeeStructure => ({
  id,
  type,
  name: `${type} ${id}`,
  is_percent: 'percent' in amount,
  amount_cents: 'cents' in amount ? amount.cents : null,
  percent_thousandths: 'percent' in amount ? amount.percent : null,
  is_taxable: false,
  offering_ids: [],
  tax_fee_structure_ids: [],
  ...overrides,
});

/** A tax of `percent` thousandths of a percent (8.25 % is 8250). */
export const tax = (id: number, percent: number, overrides: Partial<PricingFeeStructure> = {}) =>
  feeStructure('tax', id, { percent }, overrides);

export const percentDiscount = (id: number, percent: number, overrides: Partial<PricingFeeStructure> = {}) =>
  feeStructure('line_item_discount', id, { percent }, overrides);

export const amountDiscount = (id: number, cents: number, overrides: Partial<PricingFeeStructure> = {}) =>
  feeStructure('line_item_discount', id, { cents }, overrides);

export const itemFee = (id: number, amount: { percent: number } | { cents: number }, overrides = {}) =>
  feeStructure('fee', id, amount, overrides);

export const orderFee = (id: number, amount: { percent: number } | { cents: number }, overrides = {}) =>
  feeStructure('order_fee', id, amount, overrides);

export const order = (overrides: Partial<PricingInput> = {}): PricingInput => ({
  today: TODAY,
  lines: [],
  fee_structures: [],
  order_fees: [],
  discounts: [],
  ...overrides,
});

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Which of the sums a priced order must keep are broken, and any amount below 0; [] when none. */
export function brokenSums(priced: PricedOrder): string[] {
  const broken: string[] = [];
  const check = (name: string, actual: number, expected: number) => {
    if (actual !== expected) broken.push(`${name}: ${actual} ≠ ${expected}`);
  };
  for (const [index, pricedLine] of priced.lines.entries()) {
    const at = `lines[${index}]`;
    check(
      `${at}.discount_cents`,
      pricedLine.discount_cents,
      sum(pricedLine.discounts.map((d) => d.amount_cents)),
    );
    check(`${at}.fee_cents`, pricedLine.fee_cents, sum(pricedLine.fees.map((f) => f.amount_cents)));
    const feeTax = sum(pricedLine.fees.map((f) => f.tax_cents));
    check(`${at}.tax_cents`, pricedLine.tax_cents, sum(pricedLine.taxes.map((t) => t.amount_cents)) + feeTax);
    const {
      subtotal_cents: subtotal,
      discount_cents: discount,
      fee_cents: fee,
      tax_cents: lineTax,
    } = pricedLine;
    check(`${at}.total_cents`, pricedLine.total_cents, subtotal - discount + fee + lineTax);
    if (discount > subtotal) broken.push(`${at}: discount above subtotal`);
  }
  const orderFeeTotal = sum(priced.order_fees.map((f) => f.amount_cents + f.tax_cents));
  check(
    'total = lines + order fees',
    priced.total_cents,
    sum(priced.lines.map((l) => l.total_cents)) + orderFeeTotal,
  );
  check('subtotal_cents', priced.subtotal_cents, sum(priced.lines.map((l) => l.subtotal_cents)));
  check('discount_cents', priced.discount_cents, sum(priced.discounts.map((d) => d.amount_cents)));
  check('tax_cents', priced.tax_cents, sum(priced.taxes.map((t) => t.amount_cents)));
  const lineAndFeeTax =
    sum(priced.lines.map((l) => l.tax_cents)) + sum(priced.order_fees.map((f) => f.tax_cents));
  check('tax_cents = lines + order fees', priced.tax_cents, lineAndFeeTax);
  const amounts = [
    priced.total_cents,
    ...priced.lines.flatMap((l) => [
      l.subtotal_cents,
      l.discount_cents,
      l.fee_cents,
      l.tax_cents,
      l.total_cents,
    ]),
    ...priced.order_fees.flatMap((f) => [f.amount_cents, f.tax_cents]),
  ];
  if (amounts.some((cents) => !Number.isSafeInteger(cents) || cents < 0))
    broken.push('an amount below 0 or not whole');
  return broken;
}

/** A repeatable stream of whole numbers below a limit (Park–Miller; exact in doubles), for generated cases. */
export function seededNumbers(seed: number): (limit: number) => number {
  let state = seed;
  return (limit) => {
    state = (state * 48_271) % 2_147_483_647;
    return state % limit;
  };
}
