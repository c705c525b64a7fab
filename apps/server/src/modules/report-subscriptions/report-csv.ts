import { customerExportBody, customerListColumns } from '@paybook/contracts';
import { type GridReportType, REPORT_SCREENS, type ReportType, reportStateOf } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { csvHeader, csvRows } from '../customer-export/customer-csv.ts';
import { listCustomersPage, showsOrderColumns } from '../customers/customer-list.repository.ts';
import { writeGridCsv } from '../report-grid/grid-export.ts';

// Issue 28 point 3: the CSV a subscribed report's e-mail carries, made as the report's screen would show it
// now (its saved query: filters, sort, columns): the customer list's export for the customers report
// (customer-export), the grid's export for every other report (report-grid). At most `maxRows` rows.

export interface ReportCsv {
  csv: string;
  rows: number;
  /** The report had more rows than the CSV holds. */
  truncated: boolean;
}

/** Customers read per statement. */
const CUSTOMER_BATCH = 1000;

/** The customer list's report (spec 2 §2.1): its search and sort; every column, as the list's export. */
async function customersCsv(db: Database, merchantId: number, queryString: string, maxRows: number) {
  const params = new URLSearchParams(queryString);
  const asked = customerExportBody.safeParse({
    search: params.get('search') ?? undefined,
    sort_by: params.get('sort_by') ?? undefined,
    sort_direction: params.get('sort_direction') ?? undefined,
  });
  // A saved query that no longer reads (a column since renamed) shows the list as it opens.
  const query = asked.success ? asked.data : customerExportBody.parse({});
  const columns = [...customerListColumns];
  const withOrders = showsOrderColumns(columns);
  const parts = [csvHeader(columns)];
  let rows = 0;
  let truncated = false;
  while (rows < maxRows + 1) {
    const limit = Math.min(CUSTOMER_BATCH, maxRows + 1 - rows);
    const page = await withTenantRead(db, merchantId, (tx) =>
      listCustomersPage(tx, merchantId, {
        search: query.search,
        sortBy: query.sort_by,
        direction: query.sort_direction,
        offset: rows,
        limit,
        withOrders,
      }),
    );
    const kept = page.slice(0, maxRows - rows);
    truncated = kept.length < page.length;
    parts.push(csvRows(columns, kept));
    rows += kept.length;
    if (truncated || page.length < limit) break;
  }
  return { csv: parts.join(''), rows, truncated };
}

/** A grid report (spec 3 §2.2): its saved address read as the screen reads it (report-params.ts). */
async function gridCsv(
  db: Database,
  merchant: { id: number; timeZone: string },
  type: GridReportType,
  queryString: string,
  maxRows: number,
) {
  const { projections, query } = reportStateOf(type, new URLSearchParams(queryString));
  const parts: string[] = [];
  const written = await writeGridCsv(
    db,
    merchant,
    REPORT_SCREENS[type].entity,
    { projections, filters: query.filters, sort: query.sort },
    (chunk) => {
      parts.push(chunk);
    },
    { maxRows },
  );
  return { csv: parts.join(''), ...written };
}

/** The CSV of a saved report's query, at most `maxRows` rows. */
export function savedReportCsv(
  db: Database,
  merchant: { id: number; timeZone: string },
  type: ReportType,
  queryString: string,
  maxRows: number,
): Promise<ReportCsv> {
  return type === 'customers'
    ? customersCsv(db, merchant.id, queryString, maxRows)
    : gridCsv(db, merchant, type, queryString, maxRows);
}

/** The attachment's name: `{type}-{yyyy-MM-dd}.csv`, the date the period starts on. */
export const reportCsvName = (type: ReportType, periodStart: string) => `${type}-${periodStart}.csv`;
