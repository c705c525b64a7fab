import { type FeeStructureInput, feeStructureBody } from '@paybook/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { offerings } from '../db/schema/index.ts';
import { insertFeeStructure } from '../modules/fee-structures/fee-structures.service.ts';

/** A demo fee with its taxes and items named rather than numbered. */
type DemoFee = Omit<FeeStructureInput, 'offering_ids' | 'tax_fee_structure_ids'> & {
  taxNames?: string[];
  offeringNames?: string[];
};

/**
 * DEMO.md: merchants that sell (spec 3 §2.5) have a tax, a fee, discounts (one usable, one past its end
 * date, spec 3 §4.7) and an order fee, so /settings/taxes-fees-discounts is meaningful on first start.
 */
const DEMO_FEES: Readonly<Record<string, readonly DemoFee[]>> = {
  northwind: [
    { type: 'tax', name: 'Illinois sales tax', amount: '6.25', is_percent: true },
    {
      type: 'fee',
      name: 'Booking fee',
      amount: '2.00',
      is_percent: false,
      is_taxable: true,
      taxNames: ['Illinois sales tax'],
      offeringNames: ['Personal Training Session'],
    },
    {
      type: 'line_item_discount',
      name: 'New member discount',
      amount: '10',
      is_percent: true,
      discount: { code: 'WELCOME10', uses: 100 },
      offeringNames: ['Personal Training Session', 'Fitness Assessment'],
    },
    {
      type: 'line_item_discount',
      name: 'Summer special',
      amount: '5.00',
      is_percent: false,
      discount: { code: 'SUMMER5', start_date: '2025-06-01', end_date: '2025-08-31' },
      offeringNames: ['Fitness Assessment'],
    },
    { type: 'order_fee', name: 'Delivery', amount: '7.50', is_percent: false },
  ],
  cedar: [
    { type: 'tax', name: 'New York sales tax', amount: '8.875', is_percent: true },
    {
      type: 'line_item_discount',
      name: 'Sibling discount',
      amount: '15',
      is_percent: true,
      discount: { code: 'SIBLING' },
    },
  ],
};

async function offeringIdsNamed(tx: Database, merchantId: number, names: readonly string[]) {
  if (names.length === 0) return [];
  const rows = await tx
    .select({ id: offerings.id })
    .from(offerings)
    .where(and(eq(offerings.merchantId, merchantId), inArray(offerings.name, [...names])));
  if (rows.length !== names.length) throw new Error(`demo fees: items not found: ${names.join(', ')}`);
  return rows.map((row) => row.id);
}

export async function seedDemoFeeStructures(tx: Database, merchant: { id: number; urlSubdomain: string }) {
  const ids = new Map<string, number>();
  for (const { taxNames = [], offeringNames = [], ...fee } of DEMO_FEES[merchant.urlSubdomain] ?? []) {
    const body = feeStructureBody.parse({
      ...fee,
      tax_fee_structure_ids: taxNames.map((name) => ids.get(name)),
      offering_ids: await offeringIdsNamed(tx, merchant.id, offeringNames),
    });
    const row = await insertFeeStructure(tx, merchant.id, body);
    ids.set(row.name, row.id);
  }
}
