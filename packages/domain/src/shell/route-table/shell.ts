// spec 1 §2.1 (root, sign-up, expired page), spec 1 §2.3 (getpayments), ruling 12 (upgrade flow).
import { needProduct, not } from '../../access/requirement.ts';
import { UPGRADE_REQUIREMENT } from '../../onboarding/upgrade.ts';
import { type AppRoute, defineRoute } from '../route-types.ts';

export const SHELL_ROUTES: readonly AppRoute[] = [
  // spec 1 §2.1: '' and '/' redirect; the target depends on the user (see rootRedirect).
  defineRoute('root', '/', 'Home'),
  // Ruling 13: the sign-in page.
  defineRoute('login', '/login', 'Sign In', { isPublic: true }),
  defineRoute('signup', '/signup', 'Sign Up', { isPublic: true }),
  // spec 1 §2.1: an expired free trial shows the 'Expired Page'; only then.
  defineRoute('expired', '/expired', 'Expired Page', { requirement: { flag: 'freeTrialExpired' } }),
  // Ruling 12: the in-app upgrade flow that changes the product tier; nothing above full_product.
  defineRoute('upgrade', '/upgrade', 'Upgrade', { requirement: not(needProduct('full_product')) }),
  // spec 1 §2.3: an upgrade link and the fees. Issue 16 point 10: an offer only for those who may take
  // it (the owner or an administrator, as POST merchant/upgrade); others go home.
  defineRoute('getpayments', '/getpayments', 'Get Payments', { requirement: UPGRADE_REQUIREMENT }),
];
