import { OnceOpened } from '@/ui/on-demand';
import type { EditHoursTarget } from './edit-hours-modal';
import { AppointmentModal, EditHoursModal, PersonalTimeModal } from './lazy-modals';

/** Personal time to add (at a slot's start) or to edit (its id, and its times and title from the calendar). */
export interface PersonalTimeTarget {
  providerId: number;
  personalTimeId?: number;
  start?: string;
  initial?: { start_at: string; end_at: string; title: string };
}

/** The appointment dialog's subject: an appointment of the address, or a new one at a slot. */
export interface AppointmentTarget {
  isOpen: boolean;
  appointmentId?: number;
  /** The provider a new appointment is booked with (a clicked column's, else the page's). */
  providerId: number;
  start?: string;
  customerId?: number;
}

interface CalendarModalsProps {
  appointment: AppointmentTarget;
  personalTime: PersonalTimeTarget | null;
  editHours: EditHoursTarget | null;
  canChooseProvider: boolean;
  onCloseAppointment: () => void;
  onClosePersonalTime: () => void;
  onCloseEditHours: () => void;
  onSaved: () => void;
}

/**
 * The calendar's dialogs (spec 1 §5, §7): an appointment, personal time and a day's hours, each on its
 * provider's calendar (a week's provider or a column of the providers' day, issue 24 point 3). Each loads
 * its code when it first opens and then stays mounted (lazy-modals.tsx).
 */
export function CalendarModals(props: CalendarModalsProps) {
  const { appointment, personalTime, editHours, canChooseProvider, onSaved } = props;
  return (
    <>
      <OnceOpened opened={appointment.isOpen}>
        <AppointmentModal
          opened={appointment.isOpen}
          onClose={props.onCloseAppointment}
          onSaved={onSaved}
          appointmentId={appointment.appointmentId}
          serviceProviderId={appointment.providerId}
          start={appointment.start}
          customerId={appointment.customerId}
          canChooseProvider={canChooseProvider}
        />
      </OnceOpened>
      <OnceOpened opened={personalTime !== null}>
        <PersonalTimeModal
          opened={personalTime !== null}
          onClose={props.onClosePersonalTime}
          onSaved={onSaved}
          personalTimeId={personalTime?.personalTimeId}
          serviceProviderId={personalTime?.providerId ?? appointment.providerId}
          start={personalTime?.start}
          initial={personalTime?.initial}
          canChooseProvider={canChooseProvider}
        />
      </OnceOpened>
      <OnceOpened opened={editHours !== null}>
        <EditHoursModal target={editHours} onClose={props.onCloseEditHours} />
      </OnceOpened>
    </>
  );
}
