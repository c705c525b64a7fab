import type { FeeStructure } from '@paybook/contracts';
import { moneyTextToCents, type PricingFeeStructure, readDecimalText } from '@paybook/domain';

// Decision 65's units in the browser: a fee structure as the API answers it, as priceOrder reads it. The
// point of sale's cart and the invoice builder price with it (issue 15 point 3; issue 25 point 3).

/** A percentage text ("8.375") in thousandths of a percent, or null. */
export function percentTextToThousandths(text: string): number | null {
  const parts = readDecimalText(text.trim());
  if (!parts || parts.fraction.length > 3 || parts.whole.length > 6) return null;
  return Number(parts.whole || '0') * 1000 + Number(parts.fraction.padEnd(3, '0'));
}

/** A fee structure as the API answers it (spec 3 §3.3), as pricing reads it; `amount` overrides its amount. */
export function toPricingFeeStructure(fee: FeeStructure, amount: string = fee.amount): PricingFeeStructure {
  return {
    id: fee.id,
    type: fee.type,
    name: fee.name,
    is_percent: fee.is_percent,
    amount_cents: fee.is_percent ? null : (moneyTextToCents(amount) ?? 0),
    percent_thousandths: fee.is_percent ? (percentTextToThousandths(amount) ?? 0) : null,
    is_taxable: fee.is_taxable,
    offering_ids: fee.offering_ids,
    tax_fee_structure_ids: fee.tax_fee_structure_ids,
  };
}
