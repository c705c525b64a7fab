// spec 2 §2.1: the customer area, and the import center of spec 2 §2.4.
// Decided (ruling 2): the classic customer list is this same screen, and home-target rule 8 sends
// merchants without customer_tab here, so the list and profile need only the default viewing
// claims; customer_tab gates the modern actions through claims (spec 1 §6).
import {
  VIEW_CUSTOMER_LIST_REQUIREMENT,
  VIEW_CUSTOMER_PROFILE_REQUIREMENT,
} from '../../access/customer-viewing.ts';
import { allOf, needClaim, needRight } from '../../access/requirement.ts';
import { type AppRoute, defineRoute } from '../route-types.ts';

// The server's customer read calls ask the same requirements (issue 13 point 14).
const PROFILE = VIEW_CUSTOMER_PROFILE_REQUIREMENT;
const LIST = VIEW_CUSTOMER_LIST_REQUIREMENT;
const PROFILE_PATH = '/customer/profile/:customerId';

export const CUSTOMER_ROUTES: readonly AppRoute[] = [
  // Query: deletedId, deletedName, reportId, long_loading.
  defineRoute('customer.list', '/customer/list', 'Customers', { requirement: LIST }),
  // spec 2 §2.1: the simpler mobile variant, a list and an add button; a customer opens the profile.
  defineRoute('customer.mobile-list', '/list', 'Customers', { requirement: LIST }),
  // The profile layout; its index shows the overview tab.
  defineRoute('customer.profile', PROFILE_PATH, 'Customer Profile', { requirement: PROFILE }),
  defineRoute('customer.profile.overview', `${PROFILE_PATH}/overview`, 'Customer Profile', {
    requirement: PROFILE,
  }),
  // spec 2 §2.1: the timeline tab needs feature customer_profile.
  defineRoute('customer.profile.timeline', `${PROFILE_PATH}/timeline`, 'Customer Timeline', {
    requirement: PROFILE,
    guards: [{ requirement: needClaim('customers.timeline'), otherwise: PROFILE_PATH }],
  }),
  defineRoute('customer.profile.payment-methods', `${PROFILE_PATH}/payment-methods`, 'Payment Methods', {
    requirement: PROFILE,
  }),
  defineRoute('customer.profile.addresses', `${PROFILE_PATH}/addresses`, 'Addresses', {
    requirement: PROFILE,
  }),
  // spec 2 §6: manage_customers plus the merge claim.
  defineRoute('customer.merge', '/customer/merge/select-master-record', 'Merge Customers', {
    requirement: allOf(needClaim('customers.merge'), needRight('manage_customers')),
  }),
  // spec 2 §2.4, §6: import is a manage_customers action; free-trial merchants see upgrade there.
  defineRoute('import-center', '/import-center', 'Import Center', {
    requirement: needRight('manage_customers'),
  }),
];
