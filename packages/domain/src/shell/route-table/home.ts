// spec 2 §2.4 (home), spec 1 §2.2 rule 1 and ruling 2 (the classic dashboard is a real screen).
import { allOf, anyOf, needClaim, needFeature, needProduct, needRight } from '../../access/requirement.ts';
import { type AppRoute, defineRoute } from '../route-types.ts';

export const HOME_ROUTES: readonly AppRoute[] = [
  // spec 2 §2.4: users lacking claim home-page who are not on free_trial are redirected out.
  defineRoute('home', '/home', 'Home', {
    requirement: anyOf(needProduct('free_trial'), needClaim('home-page')),
  }),
  // spec 1 §2.2 rule 1, spec 1 §6 (view_reports allows the dashboard).
  defineRoute('dashboard', '/dashboard', 'Dashboard', {
    requirement: allOf(needFeature('dashboard_classic'), needRight('view_reports')),
  }),
];
