/** Query keys of the business settings screen (STYLE.md habit 5). */
export const businessSettingsKeys = {
  all: () => ['business-settings'] as const,
  details: () => ['business-settings', 'details'] as const,
};
