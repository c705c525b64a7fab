// spec 1 §4.4 onboarding prompts (bulletins), spec 1 §3 Bulletin: name, level, required, route_state,
// route_params, completion criteria and reversion criteria.
import type { BulletinActionKind, BulletinLevel, BulletinName } from '@paybook/contracts';
import { bulletinNames } from '@paybook/contracts';
import { allOf, needClaim, needFeature, type Requirement } from '../access/requirement.ts';
import { matchPath, normalizePathname } from '../shell/path-match.ts';
import { buildPath } from '../shell/routes.ts';

/**
 * Facts about the merchant that decide some changes, read by the server after the call:
 * - staffCount: the merchant's active users, owner included (the owner is the first user);
 * - activeServiceCount: active, bookable services that are not deleted.
 */
export interface BulletinFacts {
  staffCount: number;
  activeServiceCount: number;
}
export type BulletinFact = keyof BulletinFacts;

/** A change applies only while the fact is within the bounds (both inclusive). */
export interface BulletinCondition {
  fact: BulletinFact;
  atLeast?: number;
  atMost?: number;
}

/** spec 1 §4.4: a successful non-GET call matching a path; `:name` matches one path segment. */
export interface BulletinCall {
  method: 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  when?: BulletinCondition;
}

export interface BulletinDefinition {
  name: BulletinName;
  level: BulletinLevel;
  required: boolean;
  action: BulletinActionKind;
  /** spec 1 §3 route_state: a route id of the domain route table; null for an action without a screen. */
  routeState: string | null;
  /** spec 1 §3 route_params, as the query of the link. */
  routeQuery?: Readonly<Record<string, string>>;
  /** spec 1 §4.4: viewing the route completes the bulletin. */
  completesOnView: boolean;
  /** Shown only once this other bulletin is complete. */
  shownAfter?: BulletinName;
  completedBy: readonly BulletinCall[];
  revertedBy: readonly BulletinCall[];
}

const NO_ACTIVE_SERVICE: BulletinCondition = { fact: 'activeServiceCount', atMost: 0 };
const SOME_ACTIVE_SERVICE: BulletinCondition = { fact: 'activeServiceCount', atLeast: 1 };

/**
 * The seven bulletins of spec 1 §4.4, in display order. The spec gives three pairings (POST hub/user,
 * POST offering, PUT verify_email/*); the rest are decided here:
 * - First vs additional staff by the merchant's active users after the call: the owner is user 1, so
 *   a second user completes add_first_staff and a third add_additional_staff (which shows only after
 *   add_first_staff is done). Deleting users back below those counts reverts them.
 * - add_service: completed by a call that leaves an active bookable service (adding one, activating
 *   one, or the setup call that creates the first service); reverted when deleting or deactivating
 *   leaves none.
 * - design_booking_page and spread_the_word also complete when the user views their screen.
 * - email_validation links to no screen: its action resends the verification e-mail.
 */
export const BULLETINS: readonly BulletinDefinition[] = [
  {
    name: 'email_validation',
    level: 'warning',
    required: true,
    action: 'resend_verification_email',
    routeState: null,
    completesOnView: false,
    completedBy: [{ method: 'PUT', path: 'verify_email/:code' }],
    revertedBy: [],
  },
  {
    name: 'add_service',
    level: 'info',
    required: true,
    action: 'route',
    routeState: 'appointments.settings.services.edit',
    completesOnView: false,
    completedBy: [
      { method: 'POST', path: 'offering', when: SOME_ACTIVE_SERVICE },
      { method: 'PUT', path: 'offering/:offeringId/activate', when: SOME_ACTIVE_SERVICE },
      { method: 'PUT', path: 'offering/:offeringId', when: SOME_ACTIVE_SERVICE },
      { method: 'POST', path: 'merchant/setup', when: SOME_ACTIVE_SERVICE },
    ],
    revertedBy: [
      { method: 'DELETE', path: 'offering/:offeringId', when: NO_ACTIVE_SERVICE },
      { method: 'DELETE', path: 'offering', when: NO_ACTIVE_SERVICE },
      { method: 'PUT', path: 'offering/:offeringId/deactivate', when: NO_ACTIVE_SERVICE },
      { method: 'PUT', path: 'offering/:offeringId', when: NO_ACTIVE_SERVICE },
    ],
  },
  {
    name: 'add_first_staff',
    level: 'info',
    required: false,
    action: 'route',
    routeState: 'settings.staff.edit',
    completesOnView: false,
    completedBy: [{ method: 'POST', path: 'hub/user', when: { fact: 'staffCount', atLeast: 2 } }],
    revertedBy: [{ method: 'DELETE', path: 'hub/user/:userId', when: { fact: 'staffCount', atMost: 1 } }],
  },
  {
    name: 'add_additional_staff',
    level: 'info',
    required: false,
    action: 'route',
    routeState: 'settings.staff.edit',
    completesOnView: false,
    shownAfter: 'add_first_staff',
    completedBy: [{ method: 'POST', path: 'hub/user', when: { fact: 'staffCount', atLeast: 3 } }],
    revertedBy: [{ method: 'DELETE', path: 'hub/user/:userId', when: { fact: 'staffCount', atMost: 2 } }],
  },
  {
    name: 'design_booking_page',
    level: 'info',
    required: false,
    action: 'route',
    routeState: 'appointments.settings.booking',
    completesOnView: true,
    completedBy: [{ method: 'PUT', path: 'merchant_config/booking_page' }],
    revertedBy: [],
  },
  {
    name: 'spread_the_word',
    level: 'success',
    required: false,
    action: 'route',
    routeState: 'appointments.settings.booking-tools',
    completesOnView: true,
    completedBy: [],
    revertedBy: [],
  },
  {
    name: 'create_test_appointment',
    level: 'info',
    required: false,
    action: 'route',
    routeState: 'appointments',
    routeQuery: { showAddModal: 'true' },
    completesOnView: false,
    completedBy: [{ method: 'POST', path: 'service_provider/:serviceProviderId/appointment' }],
    revertedBy: [],
  },
];

const byName = new Map(BULLETINS.map((definition) => [definition.name, definition]));

export function isBulletinName(name: string): name is BulletinName {
  return (bulletinNames as readonly string[]).includes(name);
}

export function findBulletin(name: string): BulletinDefinition | undefined {
  return isBulletinName(name) ? byName.get(name) : undefined;
}

/** Who has bulletins: merchants with appointments (the prompts set up booking). */
export const BULLETINS_REQUIREMENT: Requirement = allOf(
  needFeature('appointments'),
  needClaim('appointments'),
);

/** spec 1 §2.4 display styles: the Mantine color of each level. */
export const BULLETIN_LEVEL_COLORS: Readonly<Record<BulletinLevel, string>> = {
  info: 'blue',
  success: 'green',
  warning: 'yellow',
  error: 'red',
};

export interface BulletinChange {
  name: BulletinName;
  change: 'complete' | 'revert';
  when?: BulletinCondition;
}

/** The API path as the criteria write it: no query, no leading slash, no /api prefix. */
function apiPath(path: string): string {
  return normalizePathname(path).replace(/^\/api(?=\/|$)/, '') || '/';
}

/**
 * spec 1 §4.4: the bulletin changes a call may cause. Only a successful (2xx) non-GET call counts.
 * A change with `when` applies only if `conditionHolds` for the merchant's facts after the call.
 */
export function bulletinChanges(method: string, path: string, status: number): BulletinChange[] {
  const verb = method.toUpperCase();
  if (verb === 'GET' || verb === 'HEAD' || verb === 'OPTIONS' || status < 200 || status > 299) return [];
  const pathname = apiPath(path);
  const matches = (call: BulletinCall) => call.method === verb && matchPath(call.path, pathname) !== null;
  const changes: BulletinChange[] = [];
  for (const definition of BULLETINS) {
    for (const [calls, change] of [
      [definition.completedBy, 'complete'],
      [definition.revertedBy, 'revert'],
    ] as const) {
      const call = calls.find(matches);
      if (call) changes.push({ name: definition.name, change, ...(call.when ? { when: call.when } : {}) });
    }
  }
  return changes;
}

/** The facts a list of changes needs, so the server reads only those. */
export function factsNeeded(changes: readonly BulletinChange[]): BulletinFact[] {
  return [...new Set(changes.flatMap((change) => (change.when ? [change.when.fact] : [])))];
}

export function conditionHolds(
  condition: BulletinCondition | undefined,
  facts: Partial<BulletinFacts>,
): boolean {
  if (!condition) return true;
  const value = facts[condition.fact];
  if (value === undefined) return false;
  if (condition.atLeast !== undefined && value < condition.atLeast) return false;
  if (condition.atMost !== undefined && value > condition.atMost) return false;
  return true;
}

/**
 * The bulletins a merchant still sees, in display order: not complete, past their `shownAfter`, and
 * email_validation only while the merchant's e-mail is unverified (spec 3 §2.5 unverified flag).
 */
export function openBulletins(
  completed: ReadonlySet<BulletinName>,
  merchant: { emailUnverified: boolean },
): BulletinDefinition[] {
  return BULLETINS.filter((definition) => {
    if (completed.has(definition.name)) return false;
    if (definition.shownAfter && !completed.has(definition.shownAfter)) return false;
    if (definition.name === 'email_validation' && !merchant.emailUnverified) return false;
    return true;
  });
}

/** spec 1 §4.4: the open bulletins that viewing this route completes. */
export function bulletinsCompletedByViewing(
  routeId: string,
  open: readonly Pick<BulletinDefinition, 'name' | 'routeState' | 'completesOnView'>[],
): BulletinName[] {
  return open.filter((b) => b.completesOnView && b.routeState === routeId).map((b) => b.name);
}

/**
 * The appointments area where bulletins show (spec 1 §4.4 "shown in the appointments area"): the
 * appointments routes, except the setup page that comes before any of them.
 */
export function isBulletinArea(routeId: string): boolean {
  return (
    (routeId === 'appointments' || routeId.startsWith('appointments.')) && routeId !== 'appointments.setup'
  );
}

/** The link of a bulletin (spec 1 §3 route_state with route_params), or null for an action. */
export function bulletinRoutePath(definition: BulletinDefinition): string | null {
  return definition.routeState === null ? null : buildPath(definition.routeState, {}, definition.routeQuery);
}
