// The amount columns of an order or an order line, from what priceOrder answered for it (issue 15 point 2:
// every amount comes from the one pricing function, in cents).

interface PricedAmounts {
  subtotal_cents: number;
  discount_cents: number;
  fee_cents: number;
  tax_cents: number;
  total_cents: number;
}

export const amountColumns = (priced: PricedAmounts) => ({
  amountSubtotal: priced.subtotal_cents,
  amountDiscount: priced.discount_cents,
  amountFee: priced.fee_cents,
  amountTax: priced.tax_cents,
  amountTotal: priced.total_cents,
});
