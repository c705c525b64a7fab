// spec 1 §2.2: the home target, first match wins. Ruling 2: the classic pages are real screens.
import {
  allOf,
  meets,
  needFeature,
  needProduct,
  needRight,
  type Requirement,
} from '../access/requirement.ts';
import { canPerform } from '../access/rights.ts';
import type { AccessSubject } from '../access/subject.ts';
import { buildPath, findRoute } from './routes.ts';

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

/** Whether the user enters the appointments calendar itself (its requirement met and activated). */
export function entersAppointments(subject: AccessSubject): boolean {
  return meets(subject, findRoute('appointments')?.requirement) && subject.appointmentsActivated;
}

/**
 * spec 1 §2.5: whether the calendar has something of the user's to show: their own provider's calendar
 * (they appear on booking: neon_service_provider) or every provider's (manage_appointments).
 */
export function hasOwnCalendar(subject: AccessSubject): boolean {
  return subject.rights.has('neon_service_provider') || canPerform(subject, 'appointments.all-providers');
}

/** Which screens exist; the web passes its built routes, the domain's own checks assume all of them. */
export type RouteAvailability = (routeId: string) => boolean;
const EVERY_ROUTE: RouteAvailability = () => true;

/**
 * Issue 16 point 8, "one home per user": where the sign-in, '' and '/', a route the user may not open and
 * the welcome page all lead. spec 1 §2.1 first ('/' goes to /appointments), but only for a user whose
 * calendar has something of theirs to show; then spec 1 §2.2's rules in order, skipping a target whose
 * screen is not available or whose route the user may not open (ruling 2: no dead ends). Undefined when
 * nothing fits (the web shows its welcome page then).
 */
export function userHome(
  subject: AccessSubject,
  isAvailable: RouteAvailability = EVERY_ROUTE,
): string | undefined {
  if (entersAppointments(subject) && hasOwnCalendar(subject) && isAvailable('appointments')) {
    return buildPath('appointments');
  }
  const rule = HOME_TARGET_RULES.find(
    (candidate) =>
      meets(subject, candidate.requirement) &&
      isAvailable(candidate.routeId) &&
      meets(subject, findRoute(candidate.routeId)?.requirement),
  );
  return rule ? buildPath(rule.routeId) : undefined;
}
