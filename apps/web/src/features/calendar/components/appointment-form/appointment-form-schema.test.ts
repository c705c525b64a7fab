import type { Appointment } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import {
  type AppointmentFormValues,
  appointmentBody,
  appointmentFieldOf,
  appointmentFormSchema,
  appointmentFormValues,
  emptyAppointmentForm,
} from './appointment-form-schema';

// The catalogue's words (issue 16 point 9); the calendar's own texts show as their keys (not loaded here).
const schema = appointmentFormSchema(i18n.t);

const complete = (overrides: Partial<AppointmentFormValues> = {}): AppointmentFormValues => ({
  ...emptyAppointmentForm(4, '2026-11-24', '2026-11-24T16:00:00.000Z', { id: 9, label: 'Ann Lee' }),
  offering_id: '12',
  ...overrides,
});

const messagesOf = (values: AppointmentFormValues) => {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('appointment form (spec 1 §5)', () => {
  it('accepts a service, a day, a slot and a found customer', () => {
    expect(schema.safeParse(complete()).success).toBe(true);
  });

  it('a time slot must be chosen: the select-time-slot message', () => {
    expect(messagesOf(complete({ start_at: null }))).toEqual({
      start_at: 'Choose a time.',
    });
  });

  it('asks for a service and a day', () => {
    expect(messagesOf(complete({ offering_id: null, date: null }))).toMatchObject({
      offering_id: 'Choose a service.',
      date: 'Choose a date.',
    });
  });

  it('asks for a customer when searching and none was chosen', () => {
    expect(messagesOf(complete({ customer: null }))).toEqual({
      customer: 'calendarModals.appointment.errors.customerRequired',
    });
  });

  it('a new customer needs first and last name; e-mail pattern and phone rule when given', () => {
    const values = complete({ customer_mode: 'new', email: 'ann@', phone: '(103) 555-01' });
    expect(messagesOf(values)).toEqual({
      first_name: 'Enter a first name.',
      last_name: 'Enter a last name.',
      email: 'Enter a valid e-mail address.',
      phone: 'Enter a ten-digit phone number that starts with 2 to 9.',
    });
  });

  it('a new customer with names only is valid (e-mail and phone are optional)', () => {
    expect(
      schema.safeParse(complete({ customer_mode: 'new', first_name: 'Ann', last_name: 'Lee' })).success,
    ).toBe(true);
  });
});

describe('what is sent', () => {
  it("uses the slot's end when the server gave one", () => {
    expect(appointmentBody(complete(), '2026-11-24T16:45:00.000Z', 45)).toEqual({
      offering_id: 12,
      start_at: '2026-11-24T16:00:00.000Z',
      end_at: '2026-11-24T16:45:00.000Z',
      customer: { id: 9 },
    });
  });

  it('spec 1 §9: without a slot end or a duration, the slot ends one hour after its start', () => {
    expect(appointmentBody(complete(), null, null).end_at).toBe('2026-11-24T17:00:00.000Z');
  });

  it('spec 1 §5: a new customer is sent with the phone stripped to digits and trimmed names', () => {
    const values = complete({
      customer_mode: 'new',
      first_name: ' Ann ',
      last_name: 'Lee ',
      email: ' ann@example.com',
      phone: '(303) 555-0147',
    });
    expect(appointmentBody(values, null, 30).customer).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      phone: '3035550147',
    });
  });

  it('server errors land on their field (nested customer properties included)', () => {
    expect(appointmentFieldOf('customer.email')).toBe('email');
    expect(appointmentFieldOf('customer.id')).toBe('customer');
    expect(appointmentFieldOf('end_at')).toBe('start_at');
    expect(appointmentFieldOf('somewhere')).toBeUndefined();
  });
});

describe('an edited appointment', () => {
  it("ruling 8: shows its date on the provider's clock and its customer", () => {
    const appointment: Appointment = {
      id: 5,
      service_provider_id: 4,
      offering_id: 12,
      offering: { id: 12, name: 'Haircut' },
      start_at: '2026-11-25T04:30:00.000Z',
      end_at: '2026-11-25T05:15:00.000Z',
      customer: { id: 9, first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '3035550147' },
      can_edit: true,
      status: 'booked',
    };
    expect(appointmentFormValues(appointment, 'America/Denver')).toMatchObject({
      service_provider_id: 4,
      offering_id: '12',
      date: '2026-11-24',
      start_at: '2026-11-25T04:30:00.000Z',
      customer: { id: 9, label: 'Ann Lee · ann@example.com · (303) 555-0147' },
    });
  });
});
