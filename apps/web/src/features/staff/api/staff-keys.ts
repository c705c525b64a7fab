/** Query keys of the staff screens (STYLE.md habit 5); every staff write invalidates `all()`. */
export const staffKeys = {
  all: () => ['staff'] as const,
  lists: () => ['staff', 'list'] as const,
  list: (page: number) => ['staff', 'list', { page }] as const,
  detail: (userId: number) => ['staff', 'detail', userId] as const,
  roles: () => ['staff', 'roles'] as const,
  bookableServices: () => ['staff', 'bookable-services'] as const,
  allProviders: () => ['staff', 'providers'] as const,
  providers: (itemsPerPage: number) => ['staff', 'providers', { itemsPerPage }] as const,
  calendarFeed: (providerId: number) => ['staff', 'calendar-feed', providerId] as const,
  appointmentCount: (providerId: number) => ['staff', 'appointment-count', providerId] as const,
};
