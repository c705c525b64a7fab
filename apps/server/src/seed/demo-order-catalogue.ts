import type { PriceStructure } from '@paybook/contracts';
import type { DiscountCodeRecord, PricingFeeStructure } from '@paybook/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { offerings } from '../db/schema/index.ts';
import { pricingFeeOf } from '../modules/checkout/checkout-cart.ts';
import { linksOf, listActiveFees } from '../modules/fee-structures/fee-structures.repository.ts';

// Issue 15 point 9: the demo orders are priced from the seeded catalogue and fee structures, read back as
// priceOrder reads them (decision 65), never from hand-written totals.

export interface DemoCatalogueItem {
  id: number;
  name: string;
  priceStructure: PriceStructure;
  unitName: string | null;
  unitPriceCents: number;
  isTaxable: boolean;
}

export interface DemoPricingCatalogue {
  items: ReadonlyMap<string, DemoCatalogueItem>;
  /** Active taxes and item fees (priceOrder's fee_structures). */
  feeStructures: readonly PricingFeeStructure[];
  /** Active order fees (type order_fee), charged on shipped online orders. */
  orderFees: readonly PricingFeeStructure[];
  /** Active discounts with codes, as checkDiscountCode reads them (spec 3 §4.7). */
  discounts: readonly DiscountCodeRecord[];
}

export async function loadDemoPricingCatalogue(
  tx: Database,
  merchantId: number,
): Promise<DemoPricingCatalogue> {
  const rows = await tx
    .select()
    .from(offerings)
    .where(
      and(eq(offerings.merchantId, merchantId), isNull(offerings.deletedAt), eq(offerings.isActive, true)),
    );
  const items = new Map(
    rows.map((row) => [
      row.name,
      {
        id: row.id,
        name: row.name,
        priceStructure: row.priceStructure as PriceStructure,
        unitName: row.unitName,
        unitPriceCents: row.priceCents,
        isTaxable: row.isTaxable,
      },
    ]),
  );
  const fees = await listActiveFees(tx, merchantId);
  const links = await linksOf(
    tx,
    merchantId,
    fees.map((fee) => fee.id),
  );
  const pricing = fees.map((fee) =>
    pricingFeeOf(fee, links.offeringIds.get(fee.id) ?? [], links.taxIds.get(fee.id) ?? []),
  );
  const discounts = fees.flatMap((fee, index): DiscountCodeRecord[] => {
    const priced = pricing[index];
    if (fee.type !== 'line_item_discount' || !fee.discountCode || !priced) return [];
    const discount = {
      code: fee.discountCode,
      uses: fee.discountUses,
      start_date: fee.discountStartDate,
      end_date: fee.discountEndDate,
      discounts_used_count: fee.discountsUsedCount,
    };
    return [{ ...priced, is_active: fee.isActive, discount }];
  });
  return {
    items,
    feeStructures: pricing.filter((fee) => fee.type === 'tax' || fee.type === 'fee'),
    orderFees: pricing.filter((fee) => fee.type === 'order_fee'),
    discounts,
  };
}
