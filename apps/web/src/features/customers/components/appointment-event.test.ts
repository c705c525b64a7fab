import { describe, expect, it } from 'vitest';
import { describeAppointmentEvent, isAppointmentEventType, parseAppointmentEvent } from './appointment-event';

// Issue 16 point 7: the timeline's appointment events, read from the trigger's JSON content.

const full = {
  appointment_id: 41,
  offering: 'Express Blowout',
  provider: 'Ana Lopez',
  start_at: '2026-11-25T22:00:00.000Z',
  previous_start_at: '2026-11-24T16:00:00.000Z',
  time_zone: 'America/Denver',
};
const parsed = parseAppointmentEvent(JSON.stringify(full));
const formatTime = (iso: string) => `@${iso.slice(0, 16)}`;

describe('parseAppointmentEvent', () => {
  it.each([
    ['every part', JSON.stringify(full), parsed],
    ['not JSON', '{"offering": "Cut"', null],
    ['an empty text', '', null],
    ['an array', '[1,2]', null],
    ['a string', '"booked"', null],
    ['null', 'null', null],
  ])('%s', (_name, content, expected) => {
    const result = parseAppointmentEvent(content);
    if (expected) expect(result).toEqual(expected);
    else expect(Object.values(result).every((value) => value === null)).toBe(true);
  });

  it('reads the full content', () => {
    expect(parsed).toEqual({
      appointmentId: 41,
      offering: 'Express Blowout',
      provider: 'Ana Lopez',
      startAt: full.start_at,
      previousStartAt: full.previous_start_at,
      timeZone: 'America/Denver',
    });
  });

  it.each([
    ['a blank offering', { offering: '  ' }, { offering: null }],
    ['a number as provider', { provider: 7 }, { provider: null }],
    ['an unreadable start', { start_at: 'yesterday-ish' }, { startAt: null }],
    ['an id as text', { appointment_id: '41' }, { appointmentId: null }],
    ['a negative id', { appointment_id: -3 }, { appointmentId: null }],
    [
      'names with spaces around',
      { offering: ' Cut ', provider: ' Ana ' },
      { offering: 'Cut', provider: 'Ana' },
    ],
  ])('leaves out %s', (_name, change, expected) => {
    expect(parseAppointmentEvent(JSON.stringify({ ...full, ...change }))).toMatchObject(expected);
  });
});

describe('describeAppointmentEvent', () => {
  const at = formatTime(full.start_at);
  const from = formatTime(full.previous_start_at);
  const what = { key: 'serviceWithProvider', values: { service: 'Express Blowout', provider: 'Ana Lopez' } };
  it.each([
    ['booked', parsed, what, { key: 'whatAt', values: { at } }],
    ['cancelled', parsed, what, { key: 'whatAt', values: { at } }],
    ['no_show', parsed, what, { key: 'whatAt', values: { at } }],
    ['moved', parsed, what, { key: 'whatMoved', values: { from, to: at } }],
    // A move without its earlier time reads as the time it is at now.
    ['moved', { ...parsed, previousStartAt: null }, what, { key: 'whatAt', values: { at } }],
    [
      'booked',
      { ...parsed, provider: null },
      { key: 'serviceOnly', values: { service: 'Express Blowout' } },
      { key: 'whatAt', values: { at } },
    ],
    [
      'booked',
      { ...parsed, offering: null },
      { key: 'providerOnly', values: { provider: 'Ana Lopez' } },
      { key: 'whatAt', values: { at } },
    ],
    ['booked', { ...parsed, startAt: null }, what, { key: 'what', values: {} }],
    ['booked', { ...parsed, offering: null, provider: null }, null, { key: 'at', values: { at } }],
    [
      'moved',
      { ...parsed, offering: null, provider: null },
      null,
      { key: 'moved', values: { from, to: at } },
    ],
    ['booked', parseAppointmentEvent('not json'), null, { key: 'unknown', values: {} }],
  ])('%s (%#)', (eventType, content, expectedWhat, details) => {
    expect(describeAppointmentEvent(eventType, content, formatTime)).toEqual({ what: expectedWhat, details });
  });

  it('a time the formatter cannot read counts as unknown', () => {
    expect(describeAppointmentEvent('moved', parsed, () => null).details).toEqual({
      key: 'what',
      values: {},
    });
  });
});

describe('isAppointmentEventType', () => {
  it.each([
    ['booked', true],
    ['moved', true],
    ['cancelled', true],
    ['no_show', true],
    ['arrived', true],
    ['completed', true],
    ['rescheduled', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isAppointmentEventType(value)).toBe(expected);
  });
});
