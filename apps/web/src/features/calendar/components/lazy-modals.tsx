import { lazy } from 'react';

// Issue 14 point 6: the calendar's dialogs (their forms, schemas, pickers) load when one first opens, not
// with the week. Once opened a dialog stays mounted (OnceOpened, ui/on-demand.tsx), so it closes with its
// transition and opens again at once.
export const AppointmentModal = lazy(() =>
  import('./appointment-modal').then((m) => ({ default: m.AppointmentModal })),
);
export const PersonalTimeModal = lazy(() =>
  import('./personal-time-modal').then((m) => ({ default: m.PersonalTimeModal })),
);
export const EditHoursModal = lazy(() =>
  import('./edit-hours-modal').then((m) => ({ default: m.EditHoursModal })),
);
