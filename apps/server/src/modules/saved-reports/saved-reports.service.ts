import type { SavedReport, SavedReportList } from '@paybook/contracts';
import {
  BUILT_IN_REPORT_NUMBER,
  builtInReportName,
  canDeleteReport,
  canOverwriteReport,
  type ReportType,
  reportNameError,
} from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { deleteReportSubscriptions } from '../report-subscriptions/report-subscriptions.repository.ts';
import * as repo from './saved-reports.repository.ts';

const REPORT = 'The saved report';

function present(user: UserContext, type: ReportType, rows: repo.SavedReportRow[]): SavedReport[] {
  const builtIn = {
    report_number: BUILT_IN_REPORT_NUMBER,
    report_name: builtInReportName(type),
    query_string: '',
    is_default: !rows.some((row) => row.isDefault),
    is_built_in: true,
  };
  const saved = rows.map((row) => ({
    report_number: row.reportNumber,
    report_name: row.reportName,
    query_string: row.queryString,
    is_default: row.isDefault,
    is_built_in: false,
  }));
  return [builtIn, ...saved].map((report) => ({
    ...report,
    // spec 3 §3.2: the merchant's default of the type (is_default), and the product's own default, which
    // is the built-in report (no product tier has a default of its own).
    default_for_type_by_client: report.is_default,
    default_product: report.is_built_in,
    can_overwrite: canOverwriteReport(user.subject, type, report),
    can_delete: canDeleteReport(user.subject, type, report),
  }));
}

async function answer(tx: Database, user: UserContext, type: ReportType): Promise<SavedReportList> {
  return { data: present(user, type, await repo.listReports(tx, user.merchantId, type)) };
}

async function checkName(tx: Database, user: UserContext, type: ReportType, name: string, except?: number) {
  const rows = await repo.listReports(tx, user.merchantId, type);
  const others = rows.filter((row) => row.reportNumber !== except).map((row) => row.reportName);
  const error = reportNameError(name, type, others);
  if (error) throw badRequest('report_name', error);
}

async function existing(tx: Database, user: UserContext, type: ReportType, number: number) {
  if (number === BUILT_IN_REPORT_NUMBER) return null;
  const row = await repo.findReport(tx, user.merchantId, type, number);
  if (!row) throw notFound(REPORT);
  return row;
}

export async function listSavedReports(db: Database, user: UserContext, type: ReportType) {
  return withTenantRead(db, user.merchantId, (tx) => answer(tx, user, type));
}

/** spec 3 §2.2: save a new report (optionally as the default). */
export const createSavedReport = (
  db: Database,
  user: UserContext,
  type: ReportType,
  body: { report_name: string; query_string: string; is_default: boolean },
) =>
  withTenant(db, user.merchantId, async (tx) => {
    await checkName(tx, user, type, body.report_name);
    const row = await repo.insertReport(tx, {
      merchantId: user.merchantId,
      reportType: type,
      reportName: body.report_name.trim(),
      queryString: body.query_string,
    });
    if (body.is_default) await repo.setDefault(tx, user.merchantId, type, row.reportNumber);
    return answer(tx, user, type);
  });

/** spec 3 §2.2, §5: overwrite a saved report; never the built-in one, never while impersonating. */
export const overwriteSavedReport = (
  db: Database,
  user: UserContext,
  type: ReportType,
  number: number,
  body: { report_name: string; query_string: string },
) =>
  withTenant(db, user.merchantId, async (tx) => {
    const row = await existing(tx, user, type, number);
    if (!canOverwriteReport(user.subject, type, { is_built_in: row === null }))
      throw forbidden(
        row === null
          ? 'The built-in report cannot be overwritten. Save a new report instead.'
          : 'Saved reports cannot be overwritten while signed in as another user.',
      );
    await checkName(tx, user, type, body.report_name, number);
    await repo.updateReport(tx, user.merchantId, type, number, {
      reportName: body.report_name.trim(),
      queryString: body.query_string,
    });
    return answer(tx, user, type);
  });

/** spec 3 §2.2: make one report (the built-in one too) the type's default. */
export const makeDefaultReport = (db: Database, user: UserContext, type: ReportType, number: number) =>
  withTenant(db, user.merchantId, async (tx) => {
    const row = await existing(tx, user, type, number);
    await repo.setDefault(tx, user.merchantId, type, row ? row.reportNumber : null);
    return answer(tx, user, type);
  });

/** spec 3 §2.2: reorder; the numbers must be exactly the saved reports of the type. */
export const reorderSavedReports = (db: Database, user: UserContext, type: ReportType, numbers: number[]) =>
  withTenant(db, user.merchantId, async (tx) => {
    const rows = await repo.listReports(tx, user.merchantId, type);
    const known = rows.map((row) => row.reportNumber).sort((a, b) => a - b);
    const given = [...numbers].sort((a, b) => a - b);
    if (known.length !== given.length || known.some((number, i) => number !== given[i]))
      throw badRequest('report_numbers', 'List every saved report once, in the new order.');
    await repo.setPositions(tx, user.merchantId, type, numbers);
    return answer(tx, user, type);
  });

/**
 * spec 3 §2.2: delete a saved report; the built-in one stays (and is the default again if it was). Its
 * e-mail subscriptions end with it (issue 28 point 3), after the report's row is gone, so a subscription
 * being added at the same moment (it holds the row FOR SHARE) is committed first and ended here too.
 */
export const deleteSavedReport = (db: Database, user: UserContext, type: ReportType, number: number) =>
  withTenant(db, user.merchantId, async (tx) => {
    const row = await existing(tx, user, type, number);
    if (!row) throw forbidden('The built-in report cannot be deleted.');
    await repo.deleteReport(tx, user.merchantId, type, number);
    await deleteReportSubscriptions(tx, user.merchantId, { type, number });
    return answer(tx, user, type);
  });
