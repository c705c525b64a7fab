import { describe, expect, it } from 'vitest';
import { availableDates, findTimeSlot, type TimeSlot, timeSlots } from './slots.ts';
import { availabilityInput, weekPlan } from './test-input.ts';

// Monday 23 November 2026; Denver is UTC-7 then. The plan works 09:00–17:00 with a 12:00–13:00 break.
const MONDAY = '2026-11-23';
const labels = (slots: TimeSlot[]) => slots.map((slot) => slot.label);
const quarterHours = (from: string, count: number, meridiem: 'AM' | 'PM') => {
  const [hours = 0, minutes = 0] = from.split(':').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const total = hours * 60 + minutes + i * 15;
    return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')} ${meridiem}`;
  });
};
const MORNING = [
  '9:00 AM',
  '9:15 AM',
  '9:30 AM',
  '9:45 AM',
  '10:00 AM',
  '10:15 AM',
  '10:30 AM',
  '10:45 AM',
  '11:00 AM',
];
const AFTERNOON = [...quarterHours('1:00', 12, 'PM'), '4:00 PM'];
/** Denver local time on Monday as UTC ('10:30' → '2026-11-23T17:30:00Z'). */
const monday = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(2026, 10, 23, hours + 7, minutes)).toISOString();
};

describe('spec 3 §3.3 work plan hours and breaks', () => {
  it('spec 1 §9: slots every 15 minutes from the day’s start; the service fits before the break and the end', () => {
    const slots = timeSlots(availabilityInput(), MONDAY);
    expect(labels(slots)).toEqual([...MORNING, ...AFTERNOON]);
    expect(slots[0]).toEqual({
      start_at: '2026-11-23T16:00:00.000Z',
      end_at: '2026-11-23T17:00:00.000Z',
      label: '9:00 AM',
    });
    expect(slots.at(-1)?.end_at).toBe('2026-11-24T00:00:00.000Z');
  });

  it('spec 3 §3.3: a disabled weekday has no slots', () => {
    expect(timeSlots(availabilityInput(), '2026-11-22')).toEqual([]);
  });

  it('spec 1 §7: without its break for the date, the day runs through midday', () => {
    const input = availabilityInput({ break_exceptions: [{ date: MONDAY, break_id: 1 }] });
    expect(labels(timeSlots(input, MONDAY))).toEqual([
      ...quarterHours('9:00', 12, 'AM'),
      '12:00 PM',
      '12:15 PM',
      '12:30 PM',
      '12:45 PM',
      ...AFTERNOON,
    ]);
  });

  it('spec 1 §4.2: a day off has no slots', () => {
    expect(timeSlots(availabilityInput({ days_off: [MONDAY] }), MONDAY)).toEqual([]);
  });

  it('spec 1 §4.2: a day boundary sets the hours the slots fit in', () => {
    const input = availabilityInput({
      day_boundaries: [{ date: MONDAY, start_at: '10:00', end_at: '12:30' }],
    });
    expect(labels(timeSlots(input, MONDAY))).toEqual([
      '10:00 AM',
      '10:15 AM',
      '10:30 AM',
      '10:45 AM',
      '11:00 AM',
    ]);
  });

  it('spec 1 §9: the step is a setting; the grid starts again after a break', () => {
    const plan = weekPlan().map((day) => ({
      ...day,
      breaks: [{ id: 1, start_at: '12:00', end_at: '12:20' }],
    }));
    const slots = timeSlots(availabilityInput({ work_plan: plan, slot_step_minutes: 30 }), MONDAY);
    expect(labels(slots).slice(0, 6)).toEqual([
      '9:00 AM',
      '9:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '12:20 PM',
    ]);
  });
});

describe('spec 1 §3 calendar items: appointments and personal time are busy', () => {
  it('spec 1 §3: no slot overlaps an appointment; back-to-back is fine', () => {
    const input = availabilityInput({
      busy: [{ kind: 'appointment', id: 1, start_at: monday('10:00'), end_at: monday('11:00') }],
    });
    expect(labels(timeSlots(input, MONDAY)).slice(0, 3)).toEqual(['9:00 AM', '11:00 AM', '1:00 PM']);
  });

  it('spec 1 §3: no slot overlaps personal time', () => {
    const input = availabilityInput({
      busy: [{ kind: 'personal_time', id: 2, start_at: monday('13:10'), end_at: monday('13:20') }],
    });
    expect(
      labels(timeSlots(input, MONDAY))
        .filter((label) => label.endsWith('PM'))
        .slice(0, 2),
    ).toEqual(['1:30 PM', '1:45 PM']);
  });

  it('spec 1 §3: overlapping busy items, and items of other dates, count once', () => {
    const input = availabilityInput({
      busy: [
        { kind: 'appointment', start_at: monday('13:00'), end_at: monday('15:00') },
        { kind: 'personal_time', start_at: monday('14:00'), end_at: monday('16:00') },
        { kind: 'appointment', start_at: '2026-11-24T16:00:00Z', end_at: '2026-11-24T23:00:00Z' },
        { kind: 'personal_time', start_at: '2026-11-22T20:00:00Z', end_at: '2026-11-23T16:15:00Z' },
      ],
    });
    expect(labels(timeSlots(input, MONDAY))).toEqual([...MORNING.slice(1), '4:00 PM']);
  });

  it('spec 1 §3 buffer_minutes: the service’s buffer after a slot must be free too', () => {
    const busy = [{ kind: 'appointment' as const, start_at: monday('10:30'), end_at: monday('11:00') }];
    const withBuffer = availabilityInput({ busy, service: { duration_minutes: 60, buffer_minutes: 15 } });
    expect(labels(timeSlots(withBuffer, MONDAY)).slice(0, 3)).toEqual(['9:00 AM', '9:15 AM', '1:00 PM']);
    const noBuffer = availabilityInput({ busy });
    expect(labels(timeSlots(noBuffer, MONDAY)).slice(0, 5)).toEqual([
      '9:00 AM',
      '9:15 AM',
      '9:30 AM',
      '11:00 AM',
      '1:00 PM',
    ]);
  });

  it('spec 1 §3 buffer_minutes: an existing appointment keeps its own buffer free', () => {
    const busy = [
      {
        kind: 'appointment' as const,
        start_at: monday('09:30'),
        end_at: monday('10:00'),
        buffer_minutes: 15,
      },
    ];
    expect(labels(timeSlots(availabilityInput({ busy }), MONDAY)).slice(0, 5)).toEqual([
      '10:15 AM',
      '10:30 AM',
      '10:45 AM',
      '11:00 AM',
      '1:00 PM',
    ]);
  });

  it('spec 1 §3: duration plus buffer must fit before the end of the working interval', () => {
    const input = availabilityInput({ service: { duration_minutes: 60, buffer_minutes: 30 } });
    const slots = labels(timeSlots(input, MONDAY));
    expect(slots.filter((label) => label.endsWith('AM')).at(-1)).toBe('10:30 AM');
    expect(slots.at(-1)).toBe('3:30 PM');
    expect(
      timeSlots(availabilityInput({ service: { duration_minutes: 9 * 60, buffer_minutes: 0 } }), MONDAY),
    ).toEqual([]);
  });

  it('spec 1 §7 selected_appointment_id: the appointment being edited does not block its own time', () => {
    const busy = [
      { kind: 'appointment' as const, id: 5, start_at: monday('10:00'), end_at: monday('11:00') },
      { kind: 'personal_time' as const, id: 6, start_at: monday('14:00'), end_at: monday('15:00') },
    ];
    const editing = availabilityInput({ busy, excluded_appointment_id: 5 });
    expect(labels(timeSlots(editing, MONDAY)).slice(0, 9)).toEqual(MORNING);
    // Only an appointment is left out: personal time with the same id still blocks.
    const sameIdAsPersonalTime = availabilityInput({ busy, excluded_appointment_id: 6 });
    expect(labels(timeSlots(sameIdAsPersonalTime, MONDAY))).not.toContain('2:00 PM');
    expect(labels(timeSlots(sameIdAsPersonalTime, MONDAY))).not.toContain('10:00 AM');
  });
});

describe('the same input arrays handed again (issue 14 point 5: made once, never stale)', () => {
  it('answers as a fresh input would when the busy items are the same array but anything else differs', () => {
    const busy = [
      { kind: 'appointment' as const, id: 5, start_at: monday('10:00'), end_at: monday('11:00') },
    ];
    const base = availabilityInput({ busy });
    const fresh = (overrides: Parameters<typeof availabilityInput>[0]) =>
      labels(timeSlots(availabilityInput({ busy: [...busy], ...overrides }), MONDAY));
    const again = (overrides: Parameters<typeof availabilityInput>[0]) =>
      labels(timeSlots({ ...base, ...overrides }, MONDAY));
    expect(again({})).toEqual(fresh({}));
    expect(again({})).not.toContain('10:00 AM');
    const cases: Array<Parameters<typeof availabilityInput>[0]> = [
      { excluded_appointment_id: 5 },
      { days_off: [MONDAY] },
      { break_exceptions: [{ date: MONDAY, break_id: 1 }] },
      { day_boundaries: [{ date: MONDAY, start_at: '11:00', end_at: '15:00' }] },
      { work_plan: weekPlan().map((day) => ({ ...day, start_at: '13:00' })) },
      { time_zone: 'America/New_York' },
    ];
    for (const overrides of cases) {
      expect({ overrides, slots: again(overrides) }).toEqual({ overrides, slots: fresh(overrides) });
    }
    // And back to the first input: its own answer, not the last one's.
    expect(again({})).toEqual(fresh({}));
  });
});

describe('spec 1 §5 available dates', () => {
  it('spec 1 §5: the dates of a range with at least one slot, both ends included', () => {
    expect(availableDates(availabilityInput(), '2026-11-22', '2026-11-28')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('spec 1 §5: a day off, a fully booked day and a past day are left out', () => {
    const input = availabilityInput({
      now: monday('16:30'),
      days_off: ['2026-11-25'],
      busy: [{ kind: 'appointment', start_at: '2026-11-24T16:00:00Z', end_at: '2026-11-24T23:30:00Z' }],
    });
    expect(availableDates(input, '2026-11-20', '2026-11-28')).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('spec 3 §3.3: an empty plan has no available dates', () => {
    expect(availableDates(availabilityInput({ work_plan: [] }), '2026-11-01', '2026-12-31')).toEqual([]);
    const allDisabled = weekPlan().map((day) => ({ ...day, enabled: false }));
    expect(availableDates(availabilityInput({ work_plan: allDisabled }), '2026-11-01', '2026-12-31')).toEqual(
      [],
    );
  });

  it('a range ending before it starts is empty; a malformed date is refused', () => {
    expect(availableDates(availabilityInput(), '2026-11-28', '2026-11-22')).toEqual([]);
    expect(() => availableDates(availabilityInput(), '2026-11-22', '2026-13-01')).toThrow(RangeError);
    expect(() => availableDates(availabilityInput(), 'soon', '2026-11-28')).toThrow(RangeError);
  });
});

describe('spec 1 §5 checking a chosen slot', () => {
  it('spec 1 §5: finds an offered start, and refuses one off the grid, busy or too soon', () => {
    const input = availabilityInput({
      now: monday('08:00'),
      lead_time: { value: 2, unit: 'Hours' },
      busy: [{ kind: 'appointment', start_at: monday('14:00'), end_at: monday('15:00') }],
    });
    expect(findTimeSlot(input, monday('10:00'))).toEqual({
      start_at: '2026-11-23T17:00:00.000Z',
      end_at: '2026-11-23T18:00:00.000Z',
      label: '10:00 AM',
    });
    expect(findTimeSlot(input, new Date(monday('10:05')))).toBeNull();
    expect(findTimeSlot(input, monday('13:30'))).toBeNull();
    expect(findTimeSlot(input, monday('09:45'))).toBeNull();
  });
});

describe('input checks', () => {
  it('refuses a duration or a step under one minute, a negative buffer and a malformed instant', () => {
    const bad = [
      availabilityInput({ service: { duration_minutes: 0, buffer_minutes: 0 } }),
      availabilityInput({ service: { duration_minutes: 60, buffer_minutes: -5 } }),
      availabilityInput({ slot_step_minutes: 0 }),
      availabilityInput({ slot_step_minutes: 7.5 }),
      availabilityInput({ now: 'yesterday' }),
      availabilityInput({ busy: [{ kind: 'appointment', start_at: 'noon', end_at: monday('13:00') }] }),
    ];
    for (const input of bad) expect(() => timeSlots(input, MONDAY)).toThrow(RangeError);
  });
});
