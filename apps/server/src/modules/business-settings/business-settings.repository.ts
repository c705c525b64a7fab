import { eq } from 'drizzle-orm';
import { notifyInvalidation } from '../../cache/invalidation-bus.ts';
import type { Database } from '../../db/client.ts';
import { merchants } from '../../db/schema/index.ts';
import { type BusinessContactRow, businessContactColumns } from './business-contact-columns.ts';

const detailColumns = {
  name: merchants.name,
  companyEmail: merchants.companyEmail,
  ...businessContactColumns,
  fax: merchants.fax,
  socialLinks: merchants.socialLinks,
  weekStartsOn: merchants.weekStartsOn,
};

export type BusinessDetailsRow = BusinessContactRow & {
  name: string;
  companyEmail: string;
  fax: string;
  socialLinks: Record<string, string>;
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
