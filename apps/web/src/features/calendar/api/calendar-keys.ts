/**
 * Query keys of the calendar (STYLE.md habit 5). Every change to a provider's calendar invalidates
 * `weeks()` and `days()`, so the week or the providers' day on screen reloads (spec 1 §7 "What each answer
 * does").
 */
export const calendarKeys = {
  all: () => ['calendar'] as const,
  weeks: () => ['calendar', 'week'] as const,
  week: (serviceProviderId: number, weekStart: string) =>
    ['calendar', 'week', serviceProviderId, weekStart] as const,
  days: () => ['calendar', 'day'] as const,
  /** Issue 24 point 3: the day of every provider the user may see. */
  day: (date: string) => ['calendar', 'day', date] as const,
};
