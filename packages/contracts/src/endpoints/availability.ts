import { CALENDAR_REQUIREMENT } from '@paybook/domain/calendar/calendar-access';
import {
  availabilityQuery,
  availableDatesParams,
  availableDatesResult,
  timeSlotsParams,
  timeSlotsResult,
} from '../availability.ts';
import { defineEndpoint, requires } from '../endpoint.ts';

// Issue 4 point 2, spec 1 §5 and §7: available dates and time slots of a provider for a service.
const tags = ['Availability'];
const access = requires(CALENDAR_REQUIREMENT);
const description =
  'Same access as the calendar. Applies lead time and advance booking from the schedule settings, as the ' +
  'public booking page does, so staff see what customers see. selected_appointment_id: the appointment ' +
  'being edited, whose own time counts as free.';

export const getAvailableDates = defineEndpoint({
  method: 'GET',
  path: '/offering/:offeringId/service_provider/:serviceProviderId/available_dates_between/:from/:to',
  access,
  tags,
  summary: "The provider's local dates with a free slot for the service (at most 93 days)",
  description,
  params: availableDatesParams,
  query: availabilityQuery,
  responses: { 200: availableDatesResult },
  errors: [404],
});

export const getTimeSlots = defineEndpoint({
  method: 'GET',
  path: '/offering/:offeringId/service_provider/:serviceProviderId/time_slots/:date',
  access,
  tags,
  summary: 'The free slots of the provider on a local date for the service',
  description,
  params: timeSlotsParams,
  query: availabilityQuery,
  responses: { 200: timeSlotsResult },
  errors: [404],
});
