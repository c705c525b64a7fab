// spec 3 §3.3 work_plans, §5 schedule clean-up, §4.7 'provider work plan required', §9 default schedule.

/** Local times 'HH:mm' in the provider's zone; '' only in breaks the user left empty. */
export interface WorkPlanBreak {
  start_at: string;
  end_at: string;
}

export interface WorkPlanDay {
  /** 0 Sunday … 6 Saturday. */
  day_of_week: number;
  start_at: string;
  end_at: string;
  enabled: boolean;
  breaks: WorkPlanBreak[];
}

export interface FieldProblem {
  property: string;
  message: string;
}

export const DAYS_OF_WEEK = [0, 1, 2, 3, 4, 5, 6] as const;
export const DEFAULT_DAY_START = '08:00';
export const DEFAULT_DAY_END = '17:00';

export const workPlanMessages = {
  endBeforeStart: 'The end time must be after the start time.',
  breakEndBeforeStart: 'The break must end after it starts.',
  breakOutsideDay: 'The break must be within the working hours.',
  providerWorkPlanRequired: 'provider work plan required',
} as const;

/** spec 3 §9: Monday to Friday 08:00–17:00 enabled, Saturday and Sunday disabled. */
export function defaultWorkPlan(): WorkPlanDay[] {
  return DAYS_OF_WEEK.map((day) => ({
    day_of_week: day,
    start_at: DEFAULT_DAY_START,
    end_at: DEFAULT_DAY_END,
    enabled: day >= 1 && day <= 5,
    breaks: [],
  }));
}

/** Every weekday once, in order; a missing day is the default day, switched off. */
function completeWeek(days: readonly WorkPlanDay[]): WorkPlanDay[] {
  return DAYS_OF_WEEK.map(
    (day) =>
      days.find((candidate) => candidate.day_of_week === day) ?? {
        day_of_week: day,
        start_at: DEFAULT_DAY_START,
        end_at: DEFAULT_DAY_END,
        enabled: false,
        breaks: [],
      },
  );
}

function mergeBreaks(breaks: WorkPlanBreak[]): WorkPlanBreak[] {
  const sorted = [...breaks].sort((a, b) => a.start_at.localeCompare(b.start_at));
  const merged: WorkPlanBreak[] = [];
  for (const current of sorted) {
    const last = merged[merged.length - 1];
    if (last && current.start_at <= last.end_at) {
      if (current.end_at > last.end_at) last.end_at = current.end_at;
    } else {
      merged.push({ ...current });
    }
  }
  return merged;
}

export type CleanWorkPlanResult =
  | { ok: true; workPlan: WorkPlanDay[] }
  | { ok: false; problems: FieldProblem[] };

/**
 * spec 3 §5 schedule clean-up on saving staff: an enabled day with equal start and end is disabled;
 * breaks with an empty or equal time are dropped; overlapping breaks are merged. A day ending before it
 * starts, a break ending before it starts or a break outside an enabled day's hours is refused, naming
 * the field as `work_plans.{index}.…` (the index in the submitted list).
 */
export function cleanWorkPlan(days: readonly WorkPlanDay[]): CleanWorkPlanResult {
  const problems: FieldProblem[] = [];
  const cleaned = days.map((day, index) => {
    const path = `work_plans.${index}`;
    const enabled = day.enabled && day.start_at !== day.end_at;
    if (enabled && day.end_at < day.start_at) {
      problems.push({ property: `${path}.end_at`, message: workPlanMessages.endBeforeStart });
    }
    const breaks: WorkPlanBreak[] = [];
    day.breaks.forEach((item, breakIndex) => {
      if (item.start_at === '' || item.end_at === '' || item.start_at === item.end_at) return;
      const breakPath = `${path}.breaks.${breakIndex}`;
      if (item.end_at < item.start_at) {
        problems.push({ property: `${breakPath}.end_at`, message: workPlanMessages.breakEndBeforeStart });
      } else if (enabled && (item.start_at < day.start_at || item.end_at > day.end_at)) {
        problems.push({ property: `${breakPath}.start_at`, message: workPlanMessages.breakOutsideDay });
      } else {
        breaks.push({ start_at: item.start_at, end_at: item.end_at });
      }
    });
    return { ...day, enabled, breaks: mergeBreaks(breaks) };
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, workPlan: completeWeek(cleaned) };
}

/** spec 3 §4.7: a provider cannot be active without at least one enabled day. */
export function hasEnabledWorkDay(days: readonly Pick<WorkPlanDay, 'enabled'>[]): boolean {
  return days.some((day) => day.enabled);
}
