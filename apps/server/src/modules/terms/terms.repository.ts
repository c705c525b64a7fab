import type { TermsKind } from '@paybook/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { merchantTerms } from '../../db/schema/index.ts';

/** The merchant's own texts by kind (spec 3 §3.3); a kind without a row is the default. */
export async function findSavedTerms(tx: Database, merchantId: number): Promise<Map<TermsKind, string>> {
  const rows = await tx
    .select({ kind: merchantTerms.kind, text: merchantTerms.text })
    .from(merchantTerms)
    .where(eq(merchantTerms.merchantId, merchantId));
  return new Map(rows.map((row) => [row.kind as TermsKind, row.text]));
}

export async function saveTerms(
  tx: Database,
  merchantId: number,
  terms: readonly { kind: TermsKind; text: string }[],
): Promise<void> {
  if (terms.length === 0) return;
  await tx
    .insert(merchantTerms)
    .values(terms.map((term) => ({ merchantId, kind: term.kind, text: term.text })))
    .onConflictDoUpdate({
      target: [merchantTerms.merchantId, merchantTerms.kind],
      set: { text: sql`excluded.text`, updatedAt: sql`now()` },
    });
}

/** Restoring a default removes the merchant's own text (decision 182). */
export async function deleteTerms(tx: Database, merchantId: number, kinds: readonly TermsKind[]) {
  if (kinds.length === 0) return;
  await tx
    .delete(merchantTerms)
    .where(and(eq(merchantTerms.merchantId, merchantId), inArray(merchantTerms.kind, [...kinds])));
}
