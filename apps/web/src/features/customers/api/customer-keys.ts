import type { CustomerAppointmentsWhen } from '@paybook/contracts';
import type { CustomerListQuery } from '../components/customer-list-params';

/** Query keys of the customer screens (STYLE.md habit 5); every customer write invalidates `all()`. */
export const customerKeys = {
  all: () => ['customers'] as const,
  lists: () => ['customers', 'list'] as const,
  list: (query: CustomerListQuery) => ['customers', 'list', query] as const,
  detail: (id: number) => ['customers', 'detail', id] as const,
  /** Every customer's visits and timelines: a calendar change books, moves or cancels visits (issue 16 point 7). */
  allVisits: () => ['customers', 'appointments'] as const,
  allTimelines: () => ['customers', 'timeline'] as const,
  timelines: (id: number) => ['customers', 'timeline', id] as const,
  timeline: (id: number, eventType: string | null) => ['customers', 'timeline', id, { eventType }] as const,
  /** The message of an e-mail line (by the line's id): its delivery changes as the outbox sends it. */
  timelineEmail: (eventId: number) => ['customers', 'timeline-email', eventId] as const,
  appointments: (id: number, when: CustomerAppointmentsWhen) =>
    ['customers', 'appointments', id, { when }] as const,
  /** Issue 25 point 8: the profile's money widgets; an order or schedule write refreshes `allMoney()`. */
  allMoney: () => ['customers', 'money'] as const,
  statement: (id: number) => ['customers', 'money', id, 'statement'] as const,
  schedules: (id: number) => ['customers', 'money', id, 'schedules'] as const,
  zipCode: (zip: string) => ['zip-codes', zip] as const,
};
