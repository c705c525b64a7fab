// Issue 15 point 7: charging a no-show fee moves a customer's money, so it needs manage_appointments on top
// of the calendar's own requirement (spec 1 §2.3, §2.5).
import { allOf, needRight, type Requirement } from '../access/requirement.ts';
import { CALENDAR_REQUIREMENT } from '../calendar/calendar-access.ts';

export const NO_SHOW_REQUIREMENT: Requirement = allOf(CALENDAR_REQUIREMENT, needRight('manage_appointments'));
