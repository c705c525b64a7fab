// spec 1 §2.2: the home target, first match wins. Ruling 2: the classic pages are real screens.
import {
  allOf,
  meets,
  needFeature,
  needProduct,
  needRight,
  type Requirement,
} from '../access/requirement.ts';
import type { AccessSubject } from '../access/subject.ts';
import { buildPath } from './routes.ts';

export interface HomeTargetRule {
  /** The rule's number in spec 1 §2.2. */
  readonly rule: number;
  readonly requirement?: Requirement;
  readonly routeId: string;
}

export const HOME_TARGET_RULES: readonly HomeTargetRule[] = [
  // 1. Classic dashboard page, with dashboard_classic and view_reports.
  {
    rule: 1,
    requirement: allOf(needFeature('dashboard_classic'), needRight('view_reports')),
    routeId: 'dashboard',
  },
  // 2. Free trial: /home.
  { rule: 2, requirement: needProduct('free_trial'), routeId: 'home' },
  // 3. Product 'appointments': /appointments.
  { rule: 3, requirement: needProduct('appointments'), routeId: 'appointments' },
  // 4. s_p_o_s with create_orders: /pos.
  { rule: 4, requirement: allOf(needFeature('s_p_o_s'), needRight('create_orders')), routeId: 'pos' },
  // 5. payments_tab with create_orders: the classic payment page.
  {
    rule: 5,
    requirement: allOf(needFeature('payments_tab'), needRight('create_orders')),
    routeId: 'payments',
  },
  // 6. customer_tab: /customer/list.
  { rule: 6, requirement: needFeature('customer_tab'), routeId: 'customer.list' },
  // 7. xenon_reporting: the xenon transactions report.
  { rule: 7, requirement: needFeature('xenon_reporting'), routeId: 'reports.view.xenon-transactions' },
  // 8. Otherwise: the classic customer list (the same screen, ruling 2).
  { rule: 8, routeId: 'customer.list' },
];

/** The first matching rule of spec 1 §2.2. */
export function homeTargetRule(subject: AccessSubject): HomeTargetRule {
  const match = HOME_TARGET_RULES.find((rule) => meets(subject, rule.requirement));
  // Rule 8 has no requirement, so a rule always matches.
  return match ?? (HOME_TARGET_RULES[HOME_TARGET_RULES.length - 1] as HomeTargetRule);
}

/** spec 1 §2.2: the path of the user's home target. */
export function homeTarget(subject: AccessSubject): string {
  return buildPath(homeTargetRule(subject).routeId);
}
