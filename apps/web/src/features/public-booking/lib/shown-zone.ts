import { createContext, useContext } from 'react';

// Issue 16 point 6: the booking page shows times in the business's zone, or, when the visitor asks, in
// their browser's. The booking still stores the instant; only the labels change.

/** The zone the visitor asked to see times in; null: the business's. */
export const ShownZoneContext = createContext<string | null>(null);

/** The zone to show a time of the business (in `businessZone`) in. */
export function useShownZone(businessZone: string): string {
  return useContext(ShownZoneContext) ?? businessZone;
}

/** The visitor's zone as their browser knows it ('UTC' when it will not say). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
