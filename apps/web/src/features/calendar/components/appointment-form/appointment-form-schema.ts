import type { Appointment, SaveAppointmentBody } from '@paybook/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { fieldMessages } from '@/lib/field-messages';
import { formatPhoneInput, phoneDigits } from '../../lib/phone-format';
import { appointmentEnd, localDateOf } from './appointment-times';
import { isValidPhone } from './customer-rules';

export type CustomerMode = 'existing' | 'new';

/** The new customer's limits (contracts customers: names 100, e-mail 254); the inputs stop there. */
export const CUSTOMER_NAME_MAX = 100;
export const CUSTOMER_EMAIL_MAX = 254;

/** A customer picked from the quick search (or preselected), with what the form shows of them. */
export interface ChosenCustomer {
  id: number;
  /** The name and contact line; null when only the id is known (the calendar's `customer` parameter). */
  label: string | null;
}

/** The form's values: Mantine selects hold strings where the wire has numbers. */
export interface AppointmentFormValues {
  service_provider_id: number | null;
  offering_id: string | null;
  /** The provider's local date, 'yyyy-MM-dd'. */
  date: string | null;
  /** The chosen slot's start (ISO instant). */
  start_at: string | null;
  customer_mode: CustomerMode;
  customer: ChosenCustomer | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

export function emptyAppointmentForm(
  serviceProviderId: number,
  date: string | null,
  startAt: string | null,
  customer: ChosenCustomer | null,
): AppointmentFormValues {
  return {
    service_provider_id: serviceProviderId,
    offering_id: null,
    date,
    start_at: startAt,
    customer_mode: 'existing',
    customer,
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
  };
}

export function customerLabel(customer: {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}) {
  const contact = [customer.email, formatPhoneInput(customer.phone)].filter(Boolean).join(' · ');
  const name = `${customer.first_name} ${customer.last_name}`.trim();
  return contact ? `${name} · ${contact}` : name;
}

/** The form of a saved appointment, its date read on the provider's clock (ruling 8). */
export function appointmentFormValues(appointment: Appointment, timeZone: string): AppointmentFormValues {
  return {
    ...emptyAppointmentForm(
      appointment.service_provider_id,
      localDateOf(appointment.start_at, timeZone),
      appointment.start_at,
      appointment.customer
        ? { id: appointment.customer.id, label: customerLabel(appointment.customer) }
        : null,
    ),
    offering_id: String(appointment.offering_id),
  };
}

/**
 * spec 1 §5 appointment rules; messages from the one catalogue (issue 16 point 9), through i18next.
 * The new customer's limits are the contract's (customers: names 100, e-mail 254).
 */
export function appointmentFormSchema(t: TFunction) {
  const messages = fieldMessages(t);
  const required = (message: string) =>
    z
      .string()
      .nullable()
      .refine((value) => value !== null, message);
  return z
    .object({
      service_provider_id: z
        .number()
        .nullable()
        .refine((value) => value !== null, messages.choose('provider')),
      offering_id: required(messages.choose('service')),
      date: required(messages.choose('date')),
      // spec 1 §5: a time slot must be chosen (the select-time-slot message).
      start_at: required(messages.choose('time')),
      customer_mode: z.enum(['existing', 'new']),
      customer: z.object({ id: z.number(), label: z.string().nullable() }).nullable(),
      first_name: z.string().max(CUSTOMER_NAME_MAX, messages.tooLong(CUSTOMER_NAME_MAX)),
      last_name: z.string().max(CUSTOMER_NAME_MAX, messages.tooLong(CUSTOMER_NAME_MAX)),
      email: z.string().max(CUSTOMER_EMAIL_MAX, messages.tooLong(CUSTOMER_EMAIL_MAX)),
      phone: z.string(),
    })
    .superRefine((values, context) => {
      const problem = (path: keyof AppointmentFormValues, message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      if (values.customer_mode === 'existing') {
        if (values.customer === null)
          problem('customer', t('calendarModals.appointment.errors.customerRequired'));
        return;
      }
      if (values.first_name.trim() === '') problem('first_name', messages.required('firstName'));
      if (values.last_name.trim() === '') problem('last_name', messages.required('lastName'));
      // spec 1 §5: the e-mail matches a standard address pattern (optional).
      const email = values.email.trim();
      if (email !== '' && !z.email().safeParse(email).success) problem('email', messages.email());
      if (!isValidPhone(values.phone)) problem('phone', messages.phone());
    });
}

/** What POST / PUT …/appointment sends: the slot's end, else the default end (spec 1 §9). */
export function appointmentBody(
  values: AppointmentFormValues,
  slotEnd: string | null,
  durationMinutes: number | null,
): SaveAppointmentBody {
  const startAt = values.start_at ?? '';
  return {
    offering_id: Number(values.offering_id),
    start_at: startAt,
    end_at: slotEnd ?? appointmentEnd(startAt, durationMinutes),
    customer:
      values.customer_mode === 'existing'
        ? { id: values.customer?.id ?? 0 }
        : {
            first_name: values.first_name.trim(),
            last_name: values.last_name.trim(),
            email: values.email.trim(),
            // spec 1 §5: non-digits are stripped before sending.
            phone: phoneDigits(values.phone),
          },
  };
}

/** Which form field a server error's property belongs to (attachServerErrors). */
export function appointmentFieldOf(property: string): keyof AppointmentFormValues | undefined {
  const fields: Record<string, keyof AppointmentFormValues> = {
    offering_id: 'offering_id',
    start_at: 'start_at',
    end_at: 'start_at',
    'customer.id': 'customer',
    customer: 'customer',
    'customer.first_name': 'first_name',
    'customer.last_name': 'last_name',
    'customer.email': 'email',
    'customer.phone': 'phone',
  };
  return fields[property];
}
