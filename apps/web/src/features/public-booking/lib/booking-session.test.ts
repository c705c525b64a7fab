import { describe, expect, it } from 'vitest';
import { type BookingAddress, EMPTY_ADDRESS } from './booking-address';
import { bookingAt, forgetBooking, readDetails, rememberBooking, saveDetails } from './booking-session';

// Issue 24 point 4: the details survive a reload until booked; Back from the booking finds it again.

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const NO_DETAILS = { first_name: '', last_name: '', email: '', phone: '' };
const typed = {
  first_name: 'Robin',
  last_name: 'Reed',
  email: 'robin@visitor.test',
  phone: '(720) 555-0100',
};
const details: BookingAddress = {
  ...EMPTY_ADDRESS,
  serviceId: 12,
  providerId: 3,
  date: '2026-12-01',
  time: '09:30',
};

describe('the details typed on the booking page', () => {
  it('are kept per booking page and read back', () => {
    const storage = new MemoryStorage();
    saveDetails(storage, 'juniper', typed);
    expect(readDetails(storage, 'juniper')).toEqual(typed);
    expect(readDetails(storage, 'northwind')).toEqual(NO_DETAILS);
  });

  it('keep only the four fields, as strings', () => {
    const storage = new MemoryStorage();
    saveDetails(storage, 'juniper', { first_name: 'Robin', phone: 7205550100, card: '4242' } as never);
    expect(readDetails(storage, 'juniper')).toEqual({ ...NO_DETAILS, first_name: 'Robin' });
    expect([...storage.items.values()].join()).not.toContain('4242');
  });

  it.each([
    ['nothing kept', null],
    ['damaged', '{not json'],
    ['not an object', '"Robin"'],
    ['fields of another kind', JSON.stringify({ first_name: 5, email: ['a'] })],
  ])('read as empty when %s', (_name, stored) => {
    const storage = new MemoryStorage();
    if (stored !== null) storage.setItem('paybook.booking.juniper.details', stored);
    expect(readDetails(storage, 'juniper')).toEqual(NO_DETAILS);
  });

  it('are forgotten once booked', () => {
    const storage = new MemoryStorage();
    saveDetails(storage, 'juniper', typed);
    rememberBooking(storage, 'juniper', details, 'token-1');
    expect(readDetails(storage, 'juniper')).toEqual(NO_DETAILS);
  });

  it('need no storage where the browser refuses one', () => {
    saveDetails(null, 'juniper', typed);
    expect(readDetails(null, 'juniper')).toEqual(NO_DETAILS);
    expect(bookingAt(null, 'juniper', details)).toBeNull();
  });
});

describe('the booking just made', () => {
  const rows: [name: string, address: BookingAddress, token: string | null][] = [
    ['its details step', { ...details, step: 'details' }, 'token-1'],
    [
      'its confirm step, times in the visitor’s zone',
      { ...details, step: 'confirm', inMyZone: true },
      'token-1',
    ],
    ['another time that day', { ...details, time: '10:30', step: 'details' }, null],
    ['another provider', { ...details, providerId: null, step: 'details' }, null],
    ['the day without a time', { ...details, time: null }, null],
  ];
  it.each(rows)('is found at %s', (_name, address, token) => {
    const storage = new MemoryStorage();
    rememberBooking(storage, 'juniper', details, 'token-1');
    expect(bookingAt(storage, 'juniper', address)).toBe(token);
    expect(bookingAt(storage, 'northwind', address)).toBeNull();
  });

  it('is forgotten when a new time is picked', () => {
    const storage = new MemoryStorage();
    rememberBooking(storage, 'juniper', details, 'token-1');
    forgetBooking(storage, 'juniper');
    expect(bookingAt(storage, 'juniper', details)).toBeNull();
  });
});
