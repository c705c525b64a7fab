/** Query keys of the business settings screen (STYLE.md habit 5). */
export const businessSettingsKeys = {
  all: () => ['business-settings'] as const,
  details: () => ['business-settings', 'details'] as const,
  account: () => ['business-settings', 'account'] as const,
  stats: () => ['business-settings', 'stats'] as const,
};
