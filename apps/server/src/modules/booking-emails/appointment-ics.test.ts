import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { appointmentIcs, type IcsAppointment } from './appointment-ics.ts';

/** Names a customer or a business may type, each a way to break an iCalendar line or parameter. */
const NAMES: Record<string, { name: string; cn: string }> = {
  'double quotes': { name: 'Zoë "Zee" Lee', cn: "Zoë 'Zee' Lee" },
  'a quote that tries to end the parameter': {
    name: 'Eve\\":mailto:eve@evil.test;ROLE="CHAIR',
    cn: "Eve/':mailto:eve@evil.test;ROLE='CHAIR",
  },
  'commas and semicolons': { name: 'Lee, Anna; Jr.', cn: 'Lee, Anna; Jr.' },
  colons: { name: 'Dr: Who: 2', cn: 'Dr: Who: 2' },
  emoji: { name: '👩‍👩‍👧 Family 🎉 Ñandú', cn: '👩‍👩‍👧 Family 🎉 Ñandú' },
  'line breaks': { name: 'Line\nBreak\r\nName\rEnd', cn: 'Line Break Name End' },
  'a backslash': { name: 'Back\\slash\\n', cn: 'Back/slash/n' },
  'a long name of many multi-octet characters': {
    name: 'Ž'.repeat(60) + '🎉'.repeat(30),
    cn: 'Ž'.repeat(60) + '🎉'.repeat(30),
  },
};

function appointmentFor(name: string): IcsAppointment {
  return {
    merchantId: 7,
    id: 42,
    start: new Date('2026-12-01T15:00:00Z'),
    end: new Date('2026-12-01T16:00:00Z'),
    createdAt: new Date('2026-11-20T10:00:00Z'),
    updatedAt: new Date('2026-11-20T10:00:00Z'),
    summary: `Haircut with ${name}`,
    description: `Booked by ${name};\nsee you soon, ${name}`,
    organizer: { name: `${name} Salon`, email: 'hello@salon.test' },
    attendee: { name, email: 'customer@example.test' },
  };
}

function parse(method: 'REQUEST' | 'CANCEL', name: string) {
  const text = Buffer.from(appointmentIcs(appointmentFor(name), method).contentBase64, 'base64').toString(
    'utf8',
  );
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  return { text, calendar, event };
}

describe('the appointment .ics (ruling 4; RFC 5545), read by an independent parser (ical.js)', () => {
  for (const [label, { name, cn }] of Object.entries(NAMES)) {
    it(`keeps the file whole for a name with ${label}`, () => {
      for (const method of ['REQUEST', 'CANCEL'] as const) {
        const { text, calendar, event } = parse(method, name);
        expect(calendar.getFirstPropertyValue('method')).toBe(method);
        // RFC 5545 §3.2: a parameter value holds no DQUOTE and no control character, so quotes become
        // apostrophes and line breaks spaces; the address after the parameters stays the customer's.
        const attendees = event.getAllProperties('attendee');
        expect(attendees).toHaveLength(1);
        expect(attendees[0]?.getParameter('cn')).toBe(cn);
        expect(attendees[0]?.getParameter('role')).toBe('REQ-PARTICIPANT');
        expect(attendees[0]?.getFirstValue()).toBe('mailto:customer@example.test');
        const organizer = event.getFirstProperty('organizer');
        expect(organizer?.getParameter('cn')).toBe(`${cn} Salon`);
        expect(String(organizer?.getFirstValue()).toLowerCase()).toBe('mailto:hello@salon.test');
        // RFC 5545 §3.3.11: text values are escaped, so they come back as written (line breaks as \n).
        const plain = name.replace(/\r\n?/g, '\n');
        expect(event.getFirstPropertyValue('summary')).toBe(`Haircut with ${plain}`);
        expect(event.getFirstPropertyValue('description')).toBe(
          `Booked by ${plain};\nsee you soon, ${plain}`,
        );
        expect(event.getFirstPropertyValue('uid')).toBe('appointment-7-42@paybook');
        // RFC 5545 §3.1: content lines are folded at 75 octets, never inside a character.
        const lines = text.split('\r\n');
        expect(lines.filter((line) => Buffer.byteLength(line) > 75)).toEqual([]);
        expect(text).not.toContain('\uFFFD');
      }
    });
  }
});
