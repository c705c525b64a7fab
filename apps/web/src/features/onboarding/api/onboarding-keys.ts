/** Query keys of the onboarding screens (STYLE.md habit 5). */
export const onboardingKeys = {
  all: () => ['onboarding'] as const,
  fees: () => ['onboarding', 'fees'] as const,
  upgradeUrl: () => ['onboarding', 'upgrade-url'] as const,
  timeZones: () => ['onboarding', 'time-zones'] as const,
};
