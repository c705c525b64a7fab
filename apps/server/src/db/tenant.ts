import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Runs `work` in one transaction as the tenant role with `app.merchant_id` set, so row-level security
 * limits every statement to that merchant even if a query forgot its filter (ARCHITECTURE.md "Tenancy").
 * Both settings are transaction-local: a pooled connection carries nothing to its next user.
 */
export function withTenant<T>(
  db: Database,
  merchantId: number,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  if (!Number.isSafeInteger(merchantId) || merchantId <= 0)
    throw new Error('A tenant transaction needs a merchant');
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', 'paybook_app', true), set_config('app.merchant_id', ${String(merchantId)}, true)`,
    );
    return work(tx as unknown as Database);
  });
}
