import type { Requirement } from '../access/requirement.ts';
import { findRoute } from '../shell/routes.ts';

function routeRequirement(routeId: string): Requirement {
  const requirement = findRoute(routeId)?.requirement;
  if (!requirement) throw new Error(`Route ${routeId} has no requirement`);
  return requirement;
}

/**
 * spec 1 §2.3, §6: the booking page, booking tools and schedule settings calls need what their screens
 * need (those who configure or manage appointments), taken from the route table so the two never part.
 */
export const BOOKING_PAGE_SETTINGS_REQUIREMENT = routeRequirement('appointments.settings.booking');
export const BOOKING_TOOLS_REQUIREMENT = routeRequirement('appointments.settings.booking-tools');
export const SCHEDULE_SETTINGS_REQUIREMENT = routeRequirement('appointments.settings.schedule');
