import type { PublicService } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import {
  type BookingAddress,
  EMPTY_ADDRESS,
  readBookingAddress,
  resolveBookingAddress,
  type Step,
  writeBookingAddress,
} from './booking-address';

// Issue 16 point 5: the booking page's place in its address, both ways, row by row.

const service = (id: number, providers: number[]): PublicService => ({
  id,
  name: `Service ${id}`,
  description: '',
  duration_minutes: 30,
  duration_display_unit: 'Minutes',
  price: '10.00',
  category: null,
  image: null,
  providers: providers.map((provider) => ({ id: provider, display_name: `P${provider}` })),
  deposit: '0.00',
  no_show_fee: '0.00',
  card_required: false,
  card_terms: '',
});
const SERVICES = [service(12, [3, 4]), service(13, [4])];
const TODAY = '2026-11-26';

describe('readBookingAddress and writeBookingAddress', () => {
  const rows: [search: string, address: Partial<BookingAddress>][] = [
    ['', {}],
    ['?service=12', { serviceId: 12 }],
    ['?service=12&provider=any', { serviceId: 12, providerId: null }],
    ['?service=12&provider=3&date=2026-12-01', { serviceId: 12, providerId: 3, date: '2026-12-01' }],
    [
      '?service=12&provider=3&date=2026-12-01&time=09%3A30&step=confirm',
      { serviceId: 12, providerId: 3, date: '2026-12-01', time: '09:30', step: 'confirm' },
    ],
    ['?service=12&provider=any&zone=mine', { serviceId: 12, providerId: null, inMyZone: true }],
    ['?booked=abc_DEF-123', { booked: 'abc_DEF-123' }],
    ['?booked=abc_DEF-123&zone=mine', { booked: 'abc_DEF-123', inMyZone: true }],
  ];
  it.each(rows)('%s reads and writes back the same', (search, parts) => {
    const address = { ...EMPTY_ADDRESS, ...parts };
    expect(readBookingAddress(new URLSearchParams(search))).toEqual(address);
    expect(writeBookingAddress(address)).toBe(search);
  });

  const malformed: [search: string, address: Partial<BookingAddress>][] = [
    ['?service=twelve', { serviceId: Number.NaN }],
    ['?service=12&provider=0', { serviceId: 12, providerId: Number.NaN }],
    ['?service=12&step=finish', { serviceId: 12 }],
    ['?booked=%3Cscript%3E', {}],
    ['?zone=yours', {}],
  ];
  it.each(malformed)('%s reads its malformed parts as unusable', (search, parts) => {
    expect(readBookingAddress(new URLSearchParams(search))).toEqual({ ...EMPTY_ADDRESS, ...parts });
  });
});

describe('resolveBookingAddress: the step an address opens at', () => {
  const rows: [search: string, step: Step, canonical: string, problem: string | null][] = [
    ['', 'service', '', null],
    ['?service=12', 'provider', '?service=12', null],
    // Issue 24 point 4: the day and the time are one step; it keeps the day it shows.
    ['?service=12&provider=any', 'time', '?service=12&provider=any', null],
    ['?service=12&provider=3&date=2026-12-01', 'time', '?service=12&provider=3&date=2026-12-01', null],
    ['?service=12&provider=3&time=09:30', 'time', '?service=12&provider=3', null],
    [
      '?service=12&provider=3&date=2026-12-01&time=09:30',
      'details',
      '?service=12&provider=3&date=2026-12-01&time=09%3A30&step=details',
      null,
    ],
    [
      '?service=12&provider=3&date=2026-12-01&time=09:30&step=confirm',
      'confirm',
      '?service=12&provider=3&date=2026-12-01&time=09%3A30&step=confirm',
      null,
    ],
    // A step beyond the choices opens at the furthest they reach.
    ['?service=12&step=confirm', 'provider', '?service=12', null],
    [
      '?service=12&provider=3&date=2026-12-01&step=details',
      'time',
      '?service=12&provider=3&date=2026-12-01',
      null,
    ],
    // A step before the choices drops the later ones; back at the date and time, the day stays shown.
    ['?service=12&provider=3&date=2026-12-01&time=09:30&step=provider', 'provider', '?service=12', null],
    [
      '?service=12&provider=3&date=2026-12-01&time=09:30&step=time',
      'time',
      '?service=12&provider=3&date=2026-12-01',
      null,
    ],
    // Gone or never there: back to the step that chooses it, with the problem named.
    ['?service=99&provider=3&date=2026-12-01', 'service', '', 'service'],
    ['?service=twelve', 'service', '', 'service'],
    ['?service=13&provider=3&date=2026-12-01', 'provider', '?service=13', 'provider'],
    // A day that cannot be booked is dropped: the step opens on the first free day.
    ['?service=12&provider=3&date=2026-11-25&time=09:30', 'time', '?service=12&provider=3', 'date'],
    ['?service=12&provider=3&date=2026-02-30x', 'time', '?service=12&provider=3', 'date'],
    [
      '?service=12&provider=3&date=2026-12-01&time=25:00',
      'time',
      '?service=12&provider=3&date=2026-12-01',
      'time',
    ],
    // The zone choice survives every fall-back.
    ['?service=99&zone=mine', 'service', '?zone=mine', 'service'],
  ];
  it.each(rows)('%s opens at %s', (search, step, canonical, problem) => {
    const resolved = resolveBookingAddress(readBookingAddress(new URLSearchParams(search)), SERVICES, TODAY);
    expect(resolved.step).toBe(step);
    expect(writeBookingAddress(resolved.address)).toBe(canonical);
    expect(resolved.problem).toBe(problem);
  });
});
