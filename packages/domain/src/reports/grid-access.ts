// spec 3 §2.2 report gates, §6 "view_reports: reports, export and subscribe to reports" (issue 28): who
// reads an entity's grid, and who exports it or has it e-mailed. The server refuses with these and the web
// shows or hides with them.
import { ALWAYS, allOf, meets, NEVER, needRight, type Requirement } from '../access/requirement.ts';
import type { AccessSubject } from '../access/subject.ts';
import { CATALOGUE_REQUIREMENT } from '../offerings/permissions.ts';
import type { ReportType } from '../saved-reports/saved-reports.ts';
import { findRoute } from '../shell/routes.ts';
import { type GridEntity, isGridEntity } from './grid-columns.ts';
import { type GridReportType, isGridReportType, REPORT_SCREENS } from './report-screens.ts';

/** The screen whose grid an entity is; the catalogue's two grids belong to the catalogue. */
const ENTITY_ROUTE: Readonly<Record<GridEntity, string | null>> = {
  offering: null,
  non_bookable_offering: null,
  order: 'reports.view.orders',
  order_item: 'reports.view.items',
  transaction: 'reports.view.transactions',
  xenon_transaction: 'reports.view.xenon-transactions',
  invoice: 'reports.view.invoices',
  subscription: 'reports.view.subscriptions',
  top_customers: 'reports.view.grouped-customer',
  top_offerings: 'reports.view.grouped-offering',
};

const routeRequirement = (routeId: string): Requirement => findRoute(routeId)?.requirement ?? NEVER;

/** Reading an entity's grid needs what opening its screen needs. */
export function gridReadRequirement(entity: GridEntity): Requirement {
  const routeId = ENTITY_ROUTE[entity];
  return routeId === null ? CATALOGUE_REQUIREMENT : routeRequirement(routeId);
}

/** spec 3 §6: exporting a report's whole result, or subscribing to it, also needs view_reports. */
export const gridExportRequirement = (entity: GridEntity): Requirement =>
  allOf(gridReadRequirement(entity), needRight('view_reports'));

/** The same for a report type (a report subscription names its saved report's type). */
export const reportSubscribeRequirement = (type: GridReportType): Requirement =>
  gridExportRequirement(REPORT_SCREENS[type].entity);

/** As the endpoints declare them, from the raw path; an unknown entity is left to validation (400). */
export const gridPathRequirement =
  (access: 'read' | 'export') =>
  (params: Readonly<Record<string, string>>): Requirement => {
    const entity = params.entity ?? '';
    if (!isGridEntity(entity)) return ALWAYS;
    return access === 'read' ? gridReadRequirement(entity) : gridExportRequirement(entity);
  };

export const canExportReport = (subject: AccessSubject, type: ReportType): boolean =>
  isGridReportType(type) && meets(subject, reportSubscribeRequirement(type));
