/** Query keys of the notification settings screens (STYLE.md habit 5). */
export const notificationKeys = {
  all: () => ['notifications'] as const,
  templates: () => ['notifications', 'templates'] as const,
  template: (key: string) => ['notifications', 'templates', key] as const,
  preview: (key: string) => ['notifications', 'templates', key, 'preview'] as const,
  timing: (path: string) => ['notifications', 'timing', path] as const,
  staff: () => ['notifications', 'staff'] as const,
  outboxAll: () => ['notifications', 'outbox'] as const,
  outbox: (page: number) => ['notifications', 'outbox', page] as const,
};
