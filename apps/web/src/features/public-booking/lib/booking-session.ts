import { type BookingAddress, writeBookingAddress } from './booking-address';

// Issue 24 point 4: what the booking page keeps in the tab's sessionStorage, never in the address (it is
// personal): the details the visitor typed, so a reload on the details step keeps them, until the booking
// is made; and the booking just made, so Back from "You're booked!" to the booked time's details shows the
// booking again rather than an empty form for a time that is no longer free.

export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface VisitorDetails {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

const FIELDS = ['first_name', 'last_name', 'email', 'phone'] as const;
const detailsKey = (subdomain: string) => `paybook.booking.${subdomain}.details`;
const bookedKey = (subdomain: string) => `paybook.booking.${subdomain}.booked`;

/** The tab's sessionStorage, or null where the browser refuses it (a privacy mode, a sandboxed frame). */
export function tabStorage(): SessionStorageLike | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readJson(storage: SessionStorageLike | null, key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function write(storage: SessionStorageLike | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or refused storage only loses the convenience.
  }
}

/** The details typed on this page in this tab, each field a string ('' where none was kept). */
export function readDetails(storage: SessionStorageLike | null, subdomain: string): VisitorDetails {
  const stored = readJson(storage, detailsKey(subdomain));
  const field = (name: (typeof FIELDS)[number]) =>
    typeof stored?.[name] === 'string' ? (stored[name] as string).slice(0, 200) : '';
  return {
    first_name: field('first_name'),
    last_name: field('last_name'),
    email: field('email'),
    phone: field('phone'),
  };
}

export function saveDetails(
  storage: SessionStorageLike | null,
  subdomain: string,
  details: Partial<Record<keyof VisitorDetails, unknown>>,
): void {
  const kept = Object.fromEntries(
    FIELDS.map((name) => [name, typeof details[name] === 'string' ? details[name] : '']),
  );
  write(storage, detailsKey(subdomain), kept);
}

/** The time an address books: its service, provider, day and time, without the step or the zone. */
const bookedTimeOf = (address: BookingAddress) =>
  writeBookingAddress({ ...address, step: null, inMyZone: false, booked: null });

/** The booking is made: its details are forgotten, and its time remembered with its manage token. */
export function rememberBooking(
  storage: SessionStorageLike | null,
  subdomain: string,
  address: BookingAddress,
  token: string,
): void {
  try {
    storage?.removeItem(detailsKey(subdomain));
  } catch {
    // Nothing kept, nothing to forget.
  }
  write(storage, bookedKey(subdomain), { time: bookedTimeOf(address), token });
}

/** A new time picked: a new booking, so the last one is no longer where Back leads. */
export function forgetBooking(storage: SessionStorageLike | null, subdomain: string): void {
  try {
    storage?.removeItem(bookedKey(subdomain));
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** The manage token of the booking just made at the time this address books, or null. */
export function bookingAt(
  storage: SessionStorageLike | null,
  subdomain: string,
  address: BookingAddress,
): string | null {
  const stored = readJson(storage, bookedKey(subdomain));
  if (typeof stored?.token !== 'string' || stored.time !== bookedTimeOf(address)) return null;
  return stored.token;
}
