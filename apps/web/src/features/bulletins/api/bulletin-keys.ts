/** Query keys of the onboarding bulletins (STYLE.md habit 5). */
export const bulletinKeys = {
  all: () => ['bulletins'] as const,
  list: () => ['bulletins', 'list'] as const,
};
