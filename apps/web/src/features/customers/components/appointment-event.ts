// Issue 16 point 7: the timeline's appointment events (timeline_event_type 'appointment_event'), written by
// the database when an appointment is booked, moved, cancelled, marked no-show, arrived or completed. The
// content is JSON text; anything missing or unreadable leaves that part out rather than failing the item.

export const appointmentEventTypes = [
  'booked',
  'moved',
  'cancelled',
  'no_show',
  'arrived',
  'completed',
] as const;
export type AppointmentEventType = (typeof appointmentEventTypes)[number];

export const isAppointmentEventType = (value: string): value is AppointmentEventType =>
  (appointmentEventTypes as readonly string[]).includes(value);

/** What the event's content says, each part null when absent or not of its kind. */
export interface AppointmentEventContent {
  appointmentId: number | null;
  offering: string | null;
  provider: string | null;
  startAt: string | null;
  previousStartAt: string | null;
  timeZone: string | null;
}

const EMPTY: AppointmentEventContent = {
  appointmentId: null,
  offering: null,
  provider: null,
  startAt: null,
  previousStartAt: null,
  timeZone: null,
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const instant = (value: unknown) => {
  const iso = text(value);
  return iso !== null && !Number.isNaN(new Date(iso).getTime()) ? iso : null;
};

/** The content's parts; bad JSON or a value that is not an object gives every part null. */
export function parseAppointmentEvent(content: string): AppointmentEventContent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return EMPTY;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return EMPTY;
  const record = parsed as Record<string, unknown>;
  const id = record.appointment_id;
  return {
    appointmentId: typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null,
    offering: text(record.offering),
    provider: text(record.provider),
    startAt: instant(record.start_at),
    previousStartAt: instant(record.previous_start_at),
    timeZone: text(record.time_zone),
  };
}

/** What names the appointment: keys under customers.timeline.appointment.what. */
export type AppointmentWhatKey = 'serviceWithProvider' | 'serviceOnly' | 'providerOnly';
/** The sentence: keys under customers.timeline.appointment.details; `what` is the text of `what` above. */
export type AppointmentDetailsKey = 'whatAt' | 'whatMoved' | 'what' | 'at' | 'moved' | 'unknown';

export interface AppointmentEventText {
  what: { key: AppointmentWhatKey; values: { service?: string; provider?: string } } | null;
  details: { key: AppointmentDetailsKey; values: { at?: string; from?: string; to?: string } };
}

function whatOf({ offering, provider }: AppointmentEventContent): AppointmentEventText['what'] {
  if (offering && provider) return { key: 'serviceWithProvider', values: { service: offering, provider } };
  if (offering) return { key: 'serviceOnly', values: { service: offering } };
  if (provider) return { key: 'providerOnly', values: { provider } };
  return null;
}

/**
 * What an appointment event says: the service and provider it names, and when (a moved event's two
 * times when both are known, "Express Blowout with Ana Lopez, moved from … to …"). `formatTime` turns an
 * instant into text in the content's zone.
 */
export function describeAppointmentEvent(
  eventType: string,
  content: AppointmentEventContent,
  formatTime: (iso: string) => string | null,
): AppointmentEventText {
  const what = whatOf(content);
  const at = content.startAt ? formatTime(content.startAt) : null;
  const from = content.previousStartAt ? formatTime(content.previousStartAt) : null;
  if (eventType === 'moved' && at && from) {
    return { what, details: { key: what ? 'whatMoved' : 'moved', values: { from, to: at } } };
  }
  if (at) return { what, details: { key: what ? 'whatAt' : 'at', values: { at } } };
  return { what, details: { key: what ? 'what' : 'unknown', values: {} } };
}
