import { eq } from 'drizzle-orm';
import { notifyInvalidation } from '../../cache/invalidation-bus.ts';
import type { Database } from '../../db/client.ts';
import { merchants } from '../../db/schema/index.ts';

const detailColumns = {
  name: merchants.name,
  companyEmail: merchants.companyEmail,
  phone: merchants.phone,
  address1: merchants.address1,
  address2: merchants.address2,
  city: merchants.city,
  state: merchants.state,
  zipCode: merchants.zipCode,
  websiteUrl: merchants.websiteUrl,
  weekStartsOn: merchants.weekStartsOn,
};

export type BusinessDetailsRow = {
  name: string;
  companyEmail: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  websiteUrl: string;
  weekStartsOn: number;
};

/** The merchant's business details (spec 3 §3.3), in the caller's tenant transaction. */
export async function findBusinessDetails(tx: Database, merchantId: number) {
  const [row] = await tx.select(detailColumns).from(merchants).where(eq(merchants.id, merchantId));
  return row;
}

/**
 * Saves the details. The merchant's name and first day of the week are part of every signed-in session's
 * login context, so every node's session cache drops it at COMMIT (ARCHITECTURE.md, issue 14 point 2).
 */
export async function updateBusinessDetails(tx: Database, merchantId: number, values: BusinessDetailsRow) {
  await tx.update(merchants).set(values).where(eq(merchants.id, merchantId));
  await notifyInvalidation(tx, 'merchant', merchantId);
}
