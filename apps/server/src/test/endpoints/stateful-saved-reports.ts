import type { SavedReport } from '@paybook/contracts';
import {
  createSavedReport,
  deleteSavedReport,
  listSavedReports,
  makeDefaultReport,
  overwriteSavedReport,
  reorderSavedReports,
} from '@paybook/contracts/endpoints/saved-reports';
import { BUILT_IN_REPORT_NUMBER, builtInReportName, type ReportType, reportNameError } from '@paybook/domain';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { answerOf, call, expectStatus } from './stateful-call.ts';
import type { SequenceMerchant } from './stateful-merchant.ts';
import { pick, pickOf, type Step, step, type WeightedSteps } from './stateful-steps.ts';

// Issue 23 point 4, stateful sequences of saved reports (spec 3 §2.2, §5): saved, overwritten, made the
// default, reordered and deleted, for two report types side by side. Every call answers the type's whole
// list, which must be the model's: the built-in report first, then the saved ones in the editor's order.

const TYPES = ['customers', 'orders'] as const satisfies readonly ReportType[];
type Saved = { number: number; name: string; query: string };
type TypeModel = { reports: Saved[]; defaultNumber: number | null; gone: number[] };
export type ReportsModel = Record<(typeof TYPES)[number], TypeModel>;
type ReportStep = Step<ReportsModel, SequenceMerchant>;

export const emptyReportsModel = (): ReportsModel => ({
  customers: { reports: [], defaultNumber: null, gone: [] },
  orders: { reports: [], defaultNumber: null, gone: [] },
});

function expectedList(type: ReportType, model: TypeModel): SavedReport[] {
  const builtIn = {
    report_number: BUILT_IN_REPORT_NUMBER,
    report_name: builtInReportName(type),
    query_string: '',
    is_default: model.defaultNumber === null,
    default_for_type_by_client: model.defaultNumber === null,
    default_product: true,
    is_built_in: true,
    can_overwrite: false,
    can_delete: false,
  };
  const saved = model.reports.map((report) => ({
    report_number: report.number,
    report_name: report.name,
    query_string: report.query,
    is_default: report.number === model.defaultNumber,
    default_for_type_by_client: report.number === model.defaultNumber,
    default_product: false,
    is_built_in: false,
    can_overwrite: true,
    can_delete: true,
  }));
  return [builtIn, ...saved];
}

/** Every saved-reports call answers the type's whole list. */
type ListAnswering =
  | typeof listSavedReports
  | typeof createSavedReport
  | typeof overwriteSavedReport
  | typeof makeDefaultReport
  | typeof reorderSavedReports
  | typeof deleteSavedReport;

/** The answer of a change (or of the list) is the model's list of the type. */
function expectList(
  type: ReportType,
  model: TypeModel,
  response: LightMyRequestResponse,
  endpoint: ListAnswering = listSavedReports,
) {
  expect(answerOf(endpoint, response, 200).data, `saved reports of ${type}`).toEqual(
    expectedList(type, model),
  );
}

/** Names from a small pool, so that taken names (ignoring case, the built-in one too) come up. */
const names = fc.oneof(
  fc.constantFrom('Weekly', ' weekly ', 'VIP', 'All Customers', 'All Orders', ' ', 'x'.repeat(61)),
  fc.string({ maxLength: 10 }),
);
const queries = fc.constantFrom('', 'sort_by=name', 'search=ada&page=2');
const types = fc.constantFrom(...TYPES);
const numbersOf = (model: TypeModel) => model.reports.map((report) => report.number);
const always = () => true;

const create = fc.record({ type: types, name: names, query: queries, isDefault: fc.boolean() }).map(
  (given): ReportStep =>
    step('save report', given, always, async (all, real) => {
      const { type } = given;
      const model = all[type];
      const body = { report_name: given.name, query_string: given.query, is_default: given.isDefault };
      const response = await call(real.client, createSavedReport, { params: { reportType: type }, body });
      const others = model.reports.map((report) => report.name);
      if (
        !createSavedReport.body.safeParse(body).success ||
        reportNameError(given.name, type, others) !== null
      )
        return expectStatus(createSavedReport, response, 400);
      const answer = answerOf(createSavedReport, response, 200).data;
      const added = answer.find(
        (report) => !report.is_built_in && !numbersOf(model).includes(report.report_number),
      );
      expect(added, 'the saved report').toBeDefined();
      model.reports.push({ number: added!.report_number, name: given.name.trim(), query: given.query });
      if (given.isDefault) model.defaultNumber = added!.report_number;
      expect(answer).toEqual(expectedList(type, model));
    }),
);

/** Saved reports and, now and then, the built-in one (which only becomes the default again). */
const target = (model: TypeModel, which: number) =>
  pickOf([BUILT_IN_REPORT_NUMBER, ...numbersOf(model)], which)!;

const overwrite = fc.record({ type: types, which: pick(), name: names, query: queries }).map(
  (given): ReportStep =>
    step('overwrite report', given, always, async (all, real) => {
      const model = all[given.type];
      const number = target(model, given.which);
      const params = { reportType: given.type, reportNumber: number };
      const body = { report_name: given.name, query_string: given.query };
      const response = await call(real.client, overwriteSavedReport, { params, body });
      const others = model.reports.filter((report) => report.number !== number).map((report) => report.name);
      if (!overwriteSavedReport.body.safeParse(body).success)
        return expectStatus(overwriteSavedReport, response, 400);
      // spec 3 §5: default built-in reports cannot be overwritten.
      if (number === BUILT_IN_REPORT_NUMBER) return expectStatus(overwriteSavedReport, response, 403);
      if (reportNameError(given.name, given.type, others) !== null)
        return expectStatus(overwriteSavedReport, response, 400);
      const report = model.reports.find((saved) => saved.number === number)!;
      report.name = given.name.trim();
      report.query = given.query;
      expectList(given.type, model, response, overwriteSavedReport);
    }),
);

const makeDefault = fc.record({ type: types, which: pick() }).map(
  (given): ReportStep =>
    step('make report default', given, always, async (all, real) => {
      const model = all[given.type];
      const number = target(model, given.which);
      const params = { reportType: given.type, reportNumber: number };
      const response = await call(real.client, makeDefaultReport, { params });
      model.defaultNumber = number === BUILT_IN_REPORT_NUMBER ? null : number;
      expectList(given.type, model, response, makeDefaultReport);
    }),
);

/** A new order (rotated, maybe reversed); a list that leaves one out is refused. */
const reorder = fc.record({ type: types, turn: fc.nat(), reverse: fc.boolean(), leaveOut: fc.boolean() }).map(
  (given): ReportStep =>
    step('reorder reports', given, always, async (all, real) => {
      const model = all[given.type];
      const numbers = numbersOf(model);
      const turn = numbers.length === 0 ? 0 : given.turn % numbers.length;
      const order = [...numbers.slice(turn), ...numbers.slice(0, turn)];
      if (given.reverse) order.reverse();
      const sent = given.leaveOut && order.length > 0 ? order.slice(1) : order;
      const params = { reportType: given.type };
      const response = await call(real.client, reorderSavedReports, {
        params,
        body: { report_numbers: sent },
      });
      if (sent.length < order.length) return expectStatus(reorderSavedReports, response, 400);
      model.reports = order.map((number) => model.reports.find((report) => report.number === number)!);
      expectList(given.type, model, response, reorderSavedReports);
    }),
);

const remove = fc.record({ type: types, which: pick() }).map(
  (given): ReportStep =>
    step('delete report', given, always, async (all, real) => {
      const model = all[given.type];
      const number = target(model, given.which);
      const params = { reportType: given.type, reportNumber: number };
      const response = await call(real.client, deleteSavedReport, { params });
      // The built-in report stays (spec 3 §2.2).
      if (number === BUILT_IN_REPORT_NUMBER) return expectStatus(deleteSavedReport, response, 403);
      model.reports = model.reports.filter((report) => report.number !== number);
      model.gone.push(number);
      if (model.defaultNumber === number) model.defaultNumber = null;
      expectList(given.type, model, response, deleteSavedReport);
    }),
);

/** A deleted report can be neither overwritten, made the default nor deleted again. */
const gone = fc.record({ type: types, which: pick() }).map(
  (given): ReportStep =>
    step(
      'use deleted report',
      given,
      (all) => all[given.type].gone.length > 0,
      async (all, real) => {
        const model = all[given.type];
        const params = { reportType: given.type, reportNumber: pickOf(model.gone, given.which)! };
        const body = { report_name: 'Again', query_string: '' };
        expectStatus(
          overwriteSavedReport,
          await call(real.client, overwriteSavedReport, { params, body }),
          404,
        );
        expectStatus(makeDefaultReport, await call(real.client, makeDefaultReport, { params }), 404);
        expectStatus(deleteSavedReport, await call(real.client, deleteSavedReport, { params }), 404);
        const list = await call(real.client, listSavedReports, { params: { reportType: given.type } });
        expectList(given.type, model, list);
      },
    ),
);

export const savedReportSteps: WeightedSteps<ReportsModel, SequenceMerchant> = [
  { arbitrary: create, weight: 3 },
  { arbitrary: overwrite, weight: 2 },
  { arbitrary: makeDefault, weight: 1 },
  { arbitrary: reorder, weight: 1 },
  { arbitrary: remove, weight: 2 },
  { arbitrary: gone, weight: 2 },
];
