import { Text } from '@mantine/core';
import type { TimelineEvent } from '@paybook/contracts';
import {
  IconCalendarCheck,
  IconCalendarEvent,
  IconCalendarPlus,
  IconCalendarTime,
  IconCalendarX,
  IconUserCheck,
  IconUserX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  type AppointmentEventType,
  describeAppointmentEvent,
  parseAppointmentEvent,
} from './appointment-event';
import { formatEventTime } from './visit-format';

const ICONS: Record<AppointmentEventType, typeof IconCalendarEvent> = {
  booked: IconCalendarPlus,
  moved: IconCalendarTime,
  cancelled: IconCalendarX,
  no_show: IconUserX,
  arrived: IconUserCheck,
  completed: IconCalendarCheck,
};

/** The icon of an appointment event (issue 16 point 7); a calendar for a kind this app does not know. */
export function AppointmentEventIcon({ eventType }: { eventType: string }) {
  const Icon = ICONS[eventType as AppointmentEventType] ?? IconCalendarEvent;
  return <Icon size={18} aria-hidden style={{ flexShrink: 0 }} />;
}

/**
 * What an appointment event says, in the appointment's zone: "Express Blowout with Ana Lopez, Wed,
 * Nov 25, 3:00 PM", or "…, moved from … to …" (issue 16 point 7). Bad content says the details are missing.
 */
export function AppointmentEventText({ event }: { event: TimelineEvent }) {
  const { t, i18n } = useTranslation();
  const content = parseAppointmentEvent(event.content);
  const { what, details } = describeAppointmentEvent(event.event_type, content, (iso) =>
    formatEventTime(iso, content.timeZone, i18n.language),
  );
  const whatText = what ? t(`customers.timeline.appointment.what.${what.key}`, what.values) : '';
  return (
    <Text style={{ overflowWrap: 'anywhere' }}>
      {t(`customers.timeline.appointment.details.${details.key}`, { ...details.values, what: whatText })}
    </Text>
  );
}
