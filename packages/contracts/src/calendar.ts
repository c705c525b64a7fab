import { appointmentPaymentKinds } from '@paybook/domain/checkout/appointment-payment';
import { z } from 'zod';
import { customerEmail, customerPhone, nameField } from './customer-fields.ts';
import { depositStatus } from './deposits.ts';
import { fieldMessages } from './field-messages.ts';
import { entityId, idParam, instant, lineText, pathDate } from './primitives.ts';
import { appointmentStatus, calendarItemStatus } from './visit-status.ts';

// spec 1 §3 calendar entities and §7 Appointments calls (ruling 1: snake_case, one API under /api).
// Instants are ISO 8601 strings; answers are in UTC ('2026-11-23T16:00:00.000Z'), requests may carry any
// offset. Calendar dates are the provider's local dates.

export const timeOfDayField = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, fieldMessages.time);

export const calendarWeekParams = z.object({ serviceProviderId: idParam, weekStart: pathDate });
export const providerDateParams = z.object({ serviceProviderId: idParam, date: pathDate });
export const providerBreakParams = z.object({ serviceProviderId: idParam, breakId: idParam, date: pathDate });
export const providerAppointmentParams = z.object({ serviceProviderId: idParam, appointmentId: idParam });
export const providerPersonalTimeParams = z.object({ serviceProviderId: idParam, personalTimeId: idParam });
export const appointmentIdParams = z.object({ appointmentId: idParam });

export const calendarItemTypes = ['appointment', 'break', 'personal_time'] as const;
export type CalendarItemType = (typeof calendarItemTypes)[number];

export const personName = z.object({ first_name: z.string(), last_name: z.string() });

/**
 * Issue 24 point 1: what the visit's checkout made of it (appointmentPaymentState in packages/domain):
 * "Paid $X", "Partly paid $X", "Deposit paid"… and the order it was checked out on ("View order"). An
 * appointment with nothing paid and no order leaves it out of the week.
 */
export const appointmentPayment = z.object({
  state: z.enum(appointmentPaymentKinds),
  /** Money kept (paid, partly paid) or due (awaiting payment); null for the other states. */
  amount: z.string().describe('Decimal string with two decimals').nullable(),
  order_id: z.number().int().nullable(),
  order_number: z.number().int().nullable(),
});
export type AppointmentPayment = z.infer<typeof appointmentPayment>;

/** spec 1 §3 Calendar item. Breaks carry the work plan break's id (for DELETE break/{id}/{date}). */
export const calendarItem = z.object({
  calendar_item_type: z.enum(calendarItemTypes),
  id: z.number().int(),
  start_at: z.string(),
  end_at: z.string(),
  title: z.string(),
  /** Issue 16 point 1: `category_id` (absent when uncategorised) colours the block; names are on the week. */
  offering: z
    .object({ id: z.number().int(), name: z.string(), category_id: z.number().int().optional() })
    .nullable(),
  customer: personName.extend({ id: z.number().int() }).nullable(),
  provider: personName.extend({ id: z.number().int() }),
  /** The provider zone's offset from UTC in minutes at the item's start (America/Denver winter: -420). */
  time_zone_offset: z.number().int(),
  /** spec 1 §4.2: edit and delete are offered (start no earlier than 7 days before today). */
  can_edit: z.boolean(),
  /** Issue 15 point 7: the online booking's deposit (null: none taken), for the "Deposit paid" label. */
  deposit_status: depositStatus.nullable().optional(),
  /** Whether the appointment was marked as a no-show (its fee charged). */
  is_no_show: z.boolean().optional(),
  /** Issue 16 point 2: an appointment's status (appointments only; cancelled ones leave the week). */
  status: calendarItemStatus.optional(),
  /** The no-show fee the action may charge (a card left with consent, not charged yet); null otherwise. */
  no_show_fee: z.string().nullable().optional(),
  /** Issue 24 point 1: an appointment's payment (absent when nothing is paid and no order was made). */
  payment: appointmentPayment.optional(),
});
export type CalendarItem = z.infer<typeof calendarItem>;

export const calendarDay = z.object({
  date: z.string(),
  day_of_week: z.number().int(),
  /** Working hours after the work plan, the day's own hours and days off; null on a day off. */
  start_at: z.string().nullable(),
  end_at: z.string().nullable(),
  is_working_day: z.boolean(),
  items: z.array(calendarItem),
});

/** A service category the week's appointments name (issue 16 point 1: the blocks' colour legend). */
export const calendarWeekCategory = z.object({ id: z.number().int(), name: z.string() });

/**
 * spec 1 §3 Calendar week result: seven days in the provider's zone from the merchant's first day of the
 * week (issue 16 point 9: merchants.week_starts_on, Sunday by default as spec 1 §2.5 has it).
 */
export const calendarWeek = z.object({
  service_provider_id: z.number().int(),
  time_zone: z.string(),
  /** Offset from UTC in minutes at the week's start. */
  time_zone_offset: z.number().int(),
  /** The earliest start time of the week's working days ('HH:mm'), where the calendar scrolls to. */
  earliest_default_start_time: z.string(),
  /** The categories of the week's appointments, by name, each once. */
  offering_categories: z.array(calendarWeekCategory),
  days: z.array(calendarDay),
});
export type CalendarWeek = z.infer<typeof calendarWeek>;

export const calendarDayParams = z.object({ date: pathDate });

/** One provider's column of the providers' day: who, in which zone, and the day as their week has it. */
export const providerDay = z.object({
  service_provider_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  time_zone: z.string(),
  day: calendarDay,
});
export type ProviderDay = z.infer<typeof providerDay>;

/**
 * Issue 24 point 3: one local date of every active provider the user may see (spec 1 §2.5: all of them
 * with manage_appointments, else their own), side by side in the picker's order (at most 100), each day in
 * its provider's zone.
 */
export const providersDay = z.object({
  date: z.string(),
  /** The categories of the day's appointments, by name, each once (the blocks' colour legend). */
  offering_categories: z.array(calendarWeekCategory),
  providers: z.array(providerDay),
});
export type ProvidersDay = z.infer<typeof providersDay>;

/**
 * The appointment's customer: `{ id }` of an existing customer, or a new customer's first and last name
 * with an optional e-mail and phone (spec 1 §5 patterns).
 */
export const appointmentCustomer = z
  .object({
    id: entityId.optional(),
    first_name: nameField.optional(),
    last_name: nameField.optional(),
    email: customerEmail.optional(),
    phone: customerPhone.optional(),
  })
  .superRefine((customer, ctx) => {
    if (customer.id !== undefined) return;
    if (!customer.first_name)
      ctx.addIssue({ code: 'custom', path: ['first_name'], message: fieldMessages.required('a first name') });
    if (!customer.last_name)
      ctx.addIssue({ code: 'custom', path: ['last_name'], message: fieldMessages.required('a last name') });
  });
export type AppointmentCustomer = z.infer<typeof appointmentCustomer>;

/** spec 1 §7 POST service_provider/{id}/appointment and PUT …/appointment/{id}. Accepts Idempotency-Key. */
export const saveAppointmentBody = z.object({
  offering_id: entityId,
  start_at: instant,
  end_at: instant,
  customer: appointmentCustomer,
});
export type SaveAppointmentBody = z.infer<typeof saveAppointmentBody>;

/** spec 1 §3 Appointment. */
export const appointment = z.object({
  id: z.number().int(),
  service_provider_id: z.number().int(),
  offering_id: z.number().int(),
  offering: z.object({ id: z.number().int(), name: z.string() }),
  start_at: z.string(),
  end_at: z.string(),
  customer: z
    .object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      phone: z.string(),
    })
    .nullable(),
  can_edit: z.boolean(),
  /** Issue 16 point 2: booked, arrived, completed, no_show or (after PUT …/cancel) cancelled. */
  status: appointmentStatus,
  /**
   * Issue 15 point 7, GET appointment/{id} only: the online deposit (absent when none was taken) and what
   * a checkout from the appointment would credit now ("0.00" unless it is still paid).
   */
  deposit: z
    .object({ status: depositStatus, credit: z.string().describe('Decimal string with two decimals') })
    .optional(),
  /**
   * Issue 24 point 3, GET appointment/{id} only: the service's price as a checkout starts from it (null
   * when the price is entered at checkout), and whether the customer keeps a card that has not expired.
   */
  price: z.string().describe('Decimal string with two decimals').nullable().optional(),
  has_card_on_file: z.boolean().optional(),
  /** Issue 24 point 1, GET appointment/{id} only: the visit's payment and the order it was checked out on. */
  payment: appointmentPayment.optional(),
});
export type Appointment = z.infer<typeof appointment>;

/** spec 1 §7 POST service_provider/{id}/personal_time and PUT …/personal_time/{id}. */
export const savePersonalTimeBody = z.object({
  title: lineText.max(200).default(''),
  start_at: instant,
  end_at: instant,
});
export type SavePersonalTimeBody = z.infer<typeof savePersonalTimeBody>;

/** spec 1 §3 Personal time. */
export const personalTime = z.object({
  id: z.number().int(),
  service_provider_id: z.number().int(),
  title: z.string(),
  start_at: z.string(),
  end_at: z.string(),
});
export type PersonalTime = z.infer<typeof personalTime>;

/** spec 1 §7 PUT service_provider/{id}/day_boundary/{date}: local times in the provider's zone. */
export const dayBoundaryBody = z.object({ start_time: timeOfDayField, end_time: timeOfDayField });
export type DayBoundaryBody = z.infer<typeof dayBoundaryBody>;

export const dayBoundary = z.object({
  service_provider_id: z.number().int(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
});

export const calendarDateResult = z.object({ service_provider_id: z.number().int(), date: z.string() });

/** spec 1 §5: the search starts at 3 characters and not with a space. */
export const quickCustomerSearchQuery = z.object({
  query: lineText
    .min(3, fieldMessages.tooShort(3))
    .max(100)
    .refine((value) => !value.startsWith(' '), 'Start the search with a letter or digit, not a space.'),
});

/** spec 1 §3 Quick customer search result (FirstName, LastName, Email, Phone, Id in snake_case, ruling 1). */
export const quickCustomerSearchResult = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      phone: z.string(),
    }),
  ),
});
export type QuickCustomerSearchResult = z.infer<typeof quickCustomerSearchResult>;

/** The code the personal-time form reacts to (spec 1 §5, §8). */
export const TIME_PERIOD_NOT_AVAILABLE = 'TIME_PERIOD_NOT_AVAILABLE';
