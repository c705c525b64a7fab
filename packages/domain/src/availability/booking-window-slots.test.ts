import { describe, expect, it } from 'vitest';
import { availableDates, type TimeSlot, timeSlots } from './slots.ts';
import { availabilityInput } from './test-input.ts';

// Monday 23 November 2026 in Denver (UTC-7); the plan works 09:00–17:00 with a 12:00–13:00 break.
const MONDAY = '2026-11-23';
const labels = (slots: TimeSlot[]) => slots.map((slot) => slot.label);
/** Denver local time on Monday as UTC ('10:30' → '2026-11-23T17:30:00Z'). */
const monday = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(2026, 10, 23, hours + 7, minutes)).toISOString();
};

describe('spec 1 §3 lead time and advance booking', () => {
  const now = monday('10:20');

  it('spec 1 §3: a slot never starts in the past', () => {
    expect(labels(timeSlots(availabilityInput({ now }), MONDAY)).slice(0, 4)).toEqual([
      '10:30 AM',
      '10:45 AM',
      '11:00 AM',
      '1:00 PM',
    ]);
  });

  it('spec 1 §3 lead_time: no slot starts before now plus the lead time', () => {
    const input = availabilityInput({ now, lead_time: { value: 1, unit: 'Hours' } });
    expect(labels(timeSlots(input, MONDAY))[0]).toBe('1:00 PM');
    const minutes = availabilityInput({ now, lead_time: { value: 25, unit: 'Minutes' } });
    expect(labels(timeSlots(minutes, MONDAY))[0]).toBe('10:45 AM');
    const days = availabilityInput({ now, lead_time: { value: 1, unit: 'Days' } });
    expect(timeSlots(days, MONDAY)).toEqual([]);
    expect(labels(timeSlots(days, '2026-11-24'))[0]).toBe('10:30 AM');
  });

  it('spec 1 §3 advanced_booking_time in hours: no slot starts after now plus the window', () => {
    const input = availabilityInput({ now, advance_booking: { value: 2, unit: 'Hours' } });
    expect(labels(timeSlots(input, MONDAY))).toEqual(['10:30 AM', '10:45 AM', '11:00 AM']);
    expect(timeSlots(input, '2026-11-24')).toEqual([]);
  });

  it('spec 1 §3 advanced_booking_time in days: no date after today plus the window; that date is whole', () => {
    const input = availabilityInput({ now, advance_booking: { value: 3, unit: 'Days' } });
    expect(availableDates(input, '2026-11-20', '2026-12-31')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(labels(timeSlots(input, '2026-11-26')).at(-1)).toBe('4:00 PM');
  });

  it('spec 1 §3 advanced_booking_time in months: calendar months', () => {
    const input = availabilityInput({ now, advance_booking: { value: 1, unit: 'Months' } });
    expect(availableDates(input, '2026-12-20', '2026-12-31')).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
    ]);
    const endOfJanuary = availabilityInput({
      now: '2027-01-30T17:00:00Z',
      advance_booking: { value: 1, unit: 'Months' },
    });
    expect(availableDates(endOfJanuary, '2027-02-20', '2027-03-10').at(-1)).toBe('2027-02-27');
  });

  it('ruling 10: the largest windows still answer (12 months, 365 days)', () => {
    const months = availabilityInput({ now, advance_booking: { value: 12, unit: 'Months' } });
    expect(availableDates(months, '2027-11-20', '2027-11-30')).toEqual([
      '2027-11-20',
      '2027-11-22',
      '2027-11-23',
    ]);
    const days = availabilityInput({ now, advance_booking: { value: 365, unit: 'Days' } });
    expect(availableDates(days, '2027-11-20', '2027-11-30')).toEqual([
      '2027-11-20',
      '2027-11-22',
      '2027-11-23',
    ]);
  });
});
