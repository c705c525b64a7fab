import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { savedReports } from '../../db/schema/index.ts';

export type SavedReportRow = typeof savedReports.$inferSelect;

const ofType = (merchantId: number, type: string) =>
  and(eq(savedReports.merchantId, merchantId), eq(savedReports.reportType, type));

const one = (merchantId: number, type: string, number: number) =>
  and(ofType(merchantId, type), eq(savedReports.reportNumber, number));

export function listReports(tx: Database, merchantId: number, type: string) {
  return tx
    .select()
    .from(savedReports)
    .where(ofType(merchantId, type))
    .orderBy(asc(savedReports.position), asc(savedReports.reportNumber));
}

/**
 * A saved report; FOR SHARE when `lock` (a new subscription holds it, so a concurrent delete, which ends
 * the report's subscriptions, waits and then ends the new one too).
 */
export async function findReport(
  tx: Database,
  merchantId: number,
  type: string,
  number: number,
  lock = false,
) {
  const query = tx
    .select()
    .from(savedReports)
    .where(one(merchantId, type, number));
  const [row] = await (lock ? query.for('share') : query);
  return row;
}

/** Saves a new report, placed last. */
export async function insertReport(
  tx: Database,
  values: { merchantId: number; reportType: string; reportName: string; queryString: string },
): Promise<SavedReportRow> {
  const [row] = await tx
    .insert(savedReports)
    .values({
      ...values,
      position: sql`(select coalesce(max(position), 0) + 1 from saved_reports
        where merchant_id = ${values.merchantId} and report_type = ${values.reportType})`,
    })
    .returning();
  if (!row) throw new Error('The saved report was not inserted');
  return row;
}

export async function updateReport(
  tx: Database,
  merchantId: number,
  type: string,
  number: number,
  values: { reportName: string; queryString: string },
) {
  await tx
    .update(savedReports)
    .set({ ...values, updatedAt: new Date() })
    .where(one(merchantId, type, number));
}

/** Makes one saved report the type's default; null makes the built-in report the default again. */
export async function setDefault(tx: Database, merchantId: number, type: string, number: number | null) {
  await tx
    .update(savedReports)
    .set({ isDefault: false })
    .where(
      and(
        ofType(merchantId, type),
        eq(savedReports.isDefault, true),
        ne(savedReports.reportNumber, number ?? 0),
      ),
    );
  if (number !== null)
    await tx
      .update(savedReports)
      .set({ isDefault: true })
      .where(one(merchantId, type, number));
}

export async function setPositions(
  tx: Database,
  merchantId: number,
  type: string,
  numbers: readonly number[],
) {
  for (const [index, number] of numbers.entries())
    await tx
      .update(savedReports)
      .set({ position: index + 1 })
      .where(one(merchantId, type, number));
}

export async function deleteReport(tx: Database, merchantId: number, type: string, number: number) {
  await tx.delete(savedReports).where(one(merchantId, type, number));
}
