import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { billingSchedules, orderLines, orders } from '../../db/schema/index.ts';

// Issue 25 point 8 (spec 3 §7 Fees): who uses a fee structure beyond the catalogue.

/** Billing schedules that still bill (active or suspended) and carry the fee structure. */
const schedulesUsing = (merchantId: number, feeStructureId: number) =>
  sql`${billingSchedules.merchantId} = ${merchantId}
      and ${billingSchedules.status} in ('active', 'suspended')
      and ${billingSchedules.feeStructureIds} @> array[${feeStructureId}]::bigint[]`;

export async function countSchedulesUsing(tx: Database, merchantId: number, feeStructureId: number) {
  const [row] = await queryRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from ${billingSchedules} where ${schedulesUsing(merchantId, feeStructureId)}`,
  );
  return row?.count ?? 0;
}

/**
 * Orders whose priced answer (priceOrder's, kept on the order) charged or took off the fee structure: a
 * line's fee, tax or discount, an order fee or an order tax, at any depth of the JSON.
 */
export async function countOrdersUsing(tx: Database, merchantId: number, feeStructureId: number) {
  const [row] = await queryRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from ${orders}
         where ${orders.merchantId} = ${merchantId}
           and jsonb_path_exists(${orders.priced}, '$.** ? (@.fee_structure_id == $id)',
                                 jsonb_build_object('id', ${feeStructureId}::bigint))`,
  );
  return row?.count ?? 0;
}

/** The schedules carrying the fee structure, each with its item's unit price as sold (the order's line). */
export function listSchedulesUsing(tx: Database, merchantId: number, feeStructureId: number) {
  return queryRows<{
    id: number;
    subscriptionNumber: number;
    offeringName: string;
    unitPrice: number | null;
  }>(
    tx,
    sql`select ${billingSchedules.id}::int as "id",
               ${billingSchedules.subscriptionNumber}::int as "subscriptionNumber",
               ${billingSchedules.offeringName} as "offeringName",
               (select min(l.unit_price)::int from ${orderLines} l
                 where l.merchant_id = ${billingSchedules.merchantId} and l.order_id = ${billingSchedules.orderId}
                   and l.offering_id = ${billingSchedules.offeringId}) as "unitPrice"
          from ${billingSchedules}
         where ${schedulesUsing(merchantId, feeStructureId)}
         order by ${billingSchedules.subscriptionNumber}`,
  );
}
