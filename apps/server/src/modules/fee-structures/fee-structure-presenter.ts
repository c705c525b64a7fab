import type { FeeStructure } from '@paybook/contracts';
import { centsToPrice, type DiscountDetails, discountCodeStatus } from '@paybook/domain';
import { thousandthsToPercent } from './fee-structure-amount.ts';
import type { FeeStructureRow } from './fee-structures.repository.ts';

export type FeeLinks = { offeringIds: Map<number, number[]>; taxIds: Map<number, number[]> };

/** The discount fields of a discount row, as the domain's status rule reads them. */
export function discountDetailsOf(row: FeeStructureRow): DiscountDetails {
  return {
    code: row.discountCode,
    uses: row.discountUses,
    start_date: row.discountStartDate,
    end_date: row.discountEndDate,
    discounts_used_count: row.discountsUsedCount,
  };
}

/** spec 3 §3.3 on the wire; a discount's status is judged on the merchant's calendar day (spec 3 §4.7). */
export function presentFee(row: FeeStructureRow, links: FeeLinks, today: string): FeeStructure {
  const amount = row.isPercent
    ? thousandthsToPercent(row.percentThousandths ?? 0)
    : centsToPrice(row.amountCents ?? 0);
  const details = discountDetailsOf(row);
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    amount,
    is_percent: row.isPercent,
    is_active: row.isActive,
    is_recurring: row.isRecurring,
    is_taxable: row.isTaxable,
    offering_ids: links.offeringIds.get(row.id) ?? [],
    tax_fee_structure_ids: links.taxIds.get(row.id) ?? [],
    discount:
      row.type === 'line_item_discount' ? { ...details, status: discountCodeStatus(details, today) } : null,
  };
}
