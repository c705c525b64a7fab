/**
 * Query keys of the calendar (STYLE.md habit 5). Every change to a provider's calendar invalidates
 * `weeks()`, so the week on screen reloads (spec 1 §7 "What each answer does").
 */
export const calendarKeys = {
  all: () => ['calendar'] as const,
  weeks: () => ['calendar', 'week'] as const,
  week: (serviceProviderId: number, weekStart: string) =>
    ['calendar', 'week', serviceProviderId, weekStart] as const,
};
