import { describe, expect, it } from 'vitest';
import { amountBoundProblem, lineTooBigMessage, orderTooBigMessage } from './amount-bound.ts';
import { priceOrder } from './price-order.ts';
import { itemFee, line, order, orderFee, tax } from './test-input.ts';

// Issue 23 point 1 (decision 95): $999,999.99 is the most a line or an order may come to.

const MAX_PRICE = 99_999_999;

describe('the bound of one amount on a priced order (issue 23 point 1)', () => {
  it('says the bound in its words', () => {
    expect(lineTooBigMessage).toBe('Enter a smaller quantity: one line can come to at most $999,999.99.');
    expect(orderTooBigMessage).toBe('Enter fewer items: one order can come to at most $999,999.99.');
  });

  it('an order of exactly $999,999.99 passes', () => {
    const priced = priceOrder(order({ lines: [line({ unit_price_cents: MAX_PRICE })] }));
    expect(priced.total_cents).toBe(MAX_PRICE);
    expect(amountBoundProblem(priced)).toBeNull();
  });

  it('a line of two items at the highest price is over: the line is named', () => {
    const lines = [line(), line({ offering_id: 2, unit_price_cents: MAX_PRICE, quantity_thousandths: 2000 })];
    expect(amountBoundProblem(priceOrder(order({ lines })))).toEqual({ line: 1, message: lineTooBigMessage });
  });

  it('a line at the bound whose tax takes it over is named too', () => {
    const lines = [line({ unit_price_cents: MAX_PRICE, is_taxable: true })];
    const priced = priceOrder(order({ lines, fee_structures: [tax(1, 8250)] }));
    expect(amountBoundProblem(priced)).toEqual({ line: 0, message: lineTooBigMessage });
  });

  it('lines each within the bound, an order over it: the order is named', () => {
    const lines = [
      line({ unit_price_cents: 60_000_000 }),
      line({ offering_id: 2, unit_price_cents: 60_000_000 }),
    ];
    expect(amountBoundProblem(priceOrder(order({ lines })))).toEqual({
      line: null,
      message: orderTooBigMessage,
    });
    const withFee = priceOrder(
      order({ lines: [line({ unit_price_cents: MAX_PRICE })], order_fees: [orderFee(3, { cents: 1 })] }),
    );
    expect(amountBoundProblem(withFee)).toEqual({ line: null, message: orderTooBigMessage });
  });

  it('a cart past 2^53 cents (200 lines of 999,999 items at the highest price, a fee on each) is refused', () => {
    const lines = Array.from({ length: 200 }, (_, index) =>
      line({ offering_id: index + 1, unit_price_cents: MAX_PRICE, quantity_thousandths: 999_999_000 }),
    );
    const fee = itemFee(9, { cents: MAX_PRICE });
    const priced = priceOrder(order({ lines, fee_structures: [fee] }));
    expect(priced.total_cents).toBeGreaterThan(2 ** 53);
    expect(amountBoundProblem(priced)).toEqual({ line: 0, message: lineTooBigMessage });
  });
});
