// spec 3 §2.5: settings.
import { allOf, anyFeature, anyOf, needFeature, needRight } from '../../access/requirement.ts';
import {
  BILLING_REQUIREMENT,
  DESIGN_REQUIREMENT,
  TERMS_REQUIREMENT,
} from '../../merchant-settings/requirements.ts';
import { type AppRoute, defineRoute } from '../route-types.ts';

const CONFIGURATION = needRight('manage_configuration');
const PROFILE_PATH = '/settings/profile';

/** spec 3 §6: business settings need manage_configuration (the screen and GET/PUT merchant/business_details). */
export const BUSINESS_SETTINGS_REQUIREMENT = CONFIGURATION;

export const SETTINGS_ROUTES: readonly AppRoute[] = [
  // Params toState, toParams. Decided: a user who may not configure lands on their profile
  // rather than the home target.
  defineRoute('settings', '/settings', 'Settings', {
    guards: [{ requirement: CONFIGURATION, otherwise: PROFILE_PATH }],
    redirectTo: '/settings/business-settings',
    forwardsQuery: ['toState', 'toParams'],
  }),
  defineRoute('settings.business', '/settings/business-settings', 'Business Settings', {
    requirement: BUSINESS_SETTINGS_REQUIREMENT,
  }),
  defineRoute('settings.billing', '/settings/billing', 'Billing', { requirement: BILLING_REQUIREMENT }),
  defineRoute(
    'settings.multi-factor-authentication',
    '/settings/multi-factor-authentication',
    'Multi-Factor Authentication',
    {
      requirement: needFeature('multi_factor_authentication'),
    },
  ),
  defineRoute('settings.verify', '/settings/verify/:code', 'Verify Email'),
  // Everyone sees the staff list; who may open whom is decided per row (spec 3 §6).
  defineRoute('settings.staff', '/settings/staff', 'Staff'),
  // No userId means add. The viewer's own id goes to the profile (see ownStaffEditRedirect).
  defineRoute('settings.staff.edit', '/settings/staff/edit/:userId?', 'Staff Member', {
    requirement: anyOf(needRight('manage_users'), { adminOnly: true }),
  }),
  // Query saved.
  defineRoute('settings.profile', PROFILE_PATH, 'Profile'),
  defineRoute(
    'settings.taxes-fees-discounts',
    '/settings/taxes-fees-discounts',
    'Taxes, Fees and Discounts',
    {
      requirement: allOf(CONFIGURATION, anyFeature('online_store', 's_p_o_s', 'payment_forms')),
    },
  ),
  defineRoute('settings.taxes-fees', '/settings/taxes-fees', 'Taxes, Fees and Discounts', {
    redirectTo: '/settings/taxes-fees-discounts',
  }),
  defineRoute('settings.terms-and-conditions', '/settings/terms-and-conditions', 'Terms and Conditions', {
    requirement: TERMS_REQUIREMENT,
  }),
  defineRoute('settings.design-settings', '/settings/design-settings', 'Design Settings', {
    requirement: DESIGN_REQUIREMENT,
  }),
  defineRoute('settings.notifications', '/settings/notifications', 'Notifications', {
    requirement: CONFIGURATION,
  }),
  defineRoute(
    'settings.notifications.edit-email',
    '/settings/notifications/edit-email/:templateKey',
    'Edit Email',
    {
      requirement: CONFIGURATION,
    },
  ),
  // Ruling 7: the e-mails the merchant sent (decision 173: manage_configuration, as the templates).
  defineRoute('settings.notifications.outbox', '/settings/notifications/outbox', 'Sent E-mails', {
    requirement: CONFIGURATION,
  }),
  defineRoute('settings.roles', '/settings/roles', 'Roles and Permissions', {
    requirement: needRight('manage_users'),
  }),
];
