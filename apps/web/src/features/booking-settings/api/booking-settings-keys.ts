/** Query keys of the booking page, booking tools and schedule screens (STYLE.md habit 5). */
export const bookingSettingsKeys = {
  all: () => ['booking-settings'] as const,
  bookingPage: () => ['booking-settings', 'booking-page'] as const,
  business: () => ['booking-settings', 'business'] as const,
  schedule: () => ['booking-settings', 'schedule'] as const,
  timeZones: () => ['booking-settings', 'time-zones'] as const,
};
