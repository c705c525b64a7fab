// spec 3 §2.1: the app center (requires the integrations feature; each vendor page needs its vendor claim).
import {
  ALWAYS,
  allOf,
  NEVER,
  needClaim,
  needFeature,
  needProduct,
  needRight,
  not,
} from '../../access/requirement.ts';
import { ACCOUNTING_INTEGRATION, integrationClaim } from '../integration-names.ts';
import { type AppRoute, defineRoute, type RouteGuard } from '../route-types.ts';

const INTEGRATIONS = allOf(needFeature('integrations'), needClaim('integrations.view'));
const CONFIGURE = allOf(INTEGRATIONS, needRight('manage_configuration'));
const LIST_PATH = '/appcenter/list';
const VIEW = '/appcenter/view/:integrationName';
const MANAGE = '/appcenter/manage/:integrationName';

// "A user without the vendor claim is redirected to the list."
const VENDOR: RouteGuard = {
  requirement: (params) => ({ claim: integrationClaim(params.integrationName) }),
  otherwise: LIST_PATH,
};
// "Free-trial merchants are redirected away from manage pages."
const NOT_FREE_TRIAL: RouteGuard = { requirement: not(needProduct('free_trial')), otherwise: LIST_PATH };
// Customer matching, field mapping and tax rates exist only for the accounting integration.
const ACCOUNTING_ONLY: RouteGuard = {
  requirement: (params) => (params.integrationName === ACCOUNTING_INTEGRATION ? ALWAYS : NEVER),
  otherwise: `${MANAGE}/overview`,
};
// spec 3 §6: impersonated users cannot authorise or save integration settings.
const EDIT_CONFIGURATION: RouteGuard = {
  requirement: needClaim('integrations.edit-configuration'),
  otherwise: VIEW,
};
const MANAGE_GUARDS = [VENDOR, NOT_FREE_TRIAL];

export const INTEGRATION_ROUTES: readonly AppRoute[] = [
  defineRoute('appcenter', '/appcenter', 'App Center', { requirement: INTEGRATIONS, redirectTo: LIST_PATH }),
  defineRoute('appcenter.list', LIST_PATH, 'App Center', { requirement: INTEGRATIONS }),
  defineRoute('appcenter.view', VIEW, 'App Center', { requirement: INTEGRATIONS, guards: [VENDOR] }),
  // Params integration, firstTime.
  defineRoute('appcenter.view.authorize', `${VIEW}/authorize`, 'Authorize', {
    requirement: CONFIGURE,
    guards: [VENDOR, EDIT_CONFIGURATION],
  }),
  // Params realmId, code.
  defineRoute('appcenter.view.callback', `${VIEW}/callback`, 'Authorize', {
    requirement: INTEGRATIONS,
    guards: [VENDOR],
  }),
  defineRoute('appcenter.view.workflow-selection', `${VIEW}/workflow-selection`, 'Select Workflow', {
    requirement: CONFIGURE,
    guards: [VENDOR],
  }),
  // The setup wizard: configState is tax-rates, configure, field-mapping or setup-review.
  defineRoute('appcenter.view.setup', `${VIEW}/:configState`, 'Setup', {
    requirement: CONFIGURE,
    guards: [VENDOR],
  }),
  defineRoute('appcenter.manage', MANAGE, 'Manage Integration', {
    requirement: INTEGRATIONS,
    guards: MANAGE_GUARDS,
    redirectTo: `${MANAGE}/overview`,
  }),
  defineRoute('appcenter.manage.overview', `${MANAGE}/overview`, 'Manage Integration', {
    requirement: INTEGRATIONS,
    guards: MANAGE_GUARDS,
  }),
  defineRoute('appcenter.manage.configure', `${MANAGE}/configure`, 'Configure', {
    requirement: INTEGRATIONS,
    guards: MANAGE_GUARDS,
  }),
  defineRoute('appcenter.manage.customer-matching', `${MANAGE}/customer-matching`, 'Customer Matching', {
    requirement: INTEGRATIONS,
    guards: [...MANAGE_GUARDS, ACCOUNTING_ONLY],
  }),
  defineRoute('appcenter.manage.field-mapping', `${MANAGE}/field-mapping`, 'Field Mapping', {
    requirement: INTEGRATIONS,
    guards: [...MANAGE_GUARDS, ACCOUNTING_ONLY],
  }),
  // spec 1 §2.3 names this state appcenter.manage.tax-linking; spec 3 §2.1 gives its path /tax-rates.
  defineRoute('appcenter.manage.tax-linking', `${MANAGE}/tax-rates`, 'Tax Rates', {
    requirement: INTEGRATIONS,
    guards: [...MANAGE_GUARDS, ACCOUNTING_ONLY],
  }),
];
