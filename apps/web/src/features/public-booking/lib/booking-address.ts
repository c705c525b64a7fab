import type { PublicService } from '@paybook/contracts';

// Issue 16 point 5: the booking page keeps its place in the address, so a reload, Back and a shared link
// land on the same step with the same choices:
//   /book/juniper?service=12&provider=any&date=2026-12-01&time=09:30&step=confirm
// The visitor's details are not put there (they are personal; issue 24 point 4 keeps them in the tab's
// sessionStorage instead); a confirm step without them falls back to the details step. The time is the
// business's wall clock ('HH:mm'), read in its zone. Issue 24 point 4: the day and the time are one step,
// a month beside its free times; its address holds the day shown (the first free one until the visitor
// picks another).

export const STEPS = ['service', 'provider', 'time', 'details', 'confirm'] as const;
export type Step = (typeof STEPS)[number];

export interface BookingAddress {
  serviceId: number | null;
  /** undefined: not chosen yet; null: any available provider. */
  providerId: number | null | undefined;
  /** 'yyyy-MM-dd' in the business's zone. */
  date: string | null;
  /** 'HH:mm' on the business's clock. */
  time: string | null;
  /** The step asked for; null: the furthest the choices reach. */
  step: Step | null;
  /** Issue 16 point 6: times shown in the visitor's own zone. */
  inMyZone: boolean;
  /** The manage token of a booking just made: the confirmation. */
  booked: string | null;
}

/** What was wrong with an address, so the page can say it gently. */
export type AddressProblem = 'service' | 'provider' | 'date' | 'time' | null;

export const EMPTY_ADDRESS: BookingAddress = {
  serviceId: null,
  providerId: undefined,
  date: null,
  time: null,
  step: null,
  inMyZone: false,
  booked: null,
};

const ID = /^[1-9]\d{0,9}$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

const isStep = (value: string | null): value is Step => STEPS.includes(value as Step);

/**
 * The address as written, each part checked for its form only (whether the service still exists is
 * resolveBookingAddress's question). A part of the wrong form reads as present but unusable: NaN or ''.
 */
export function readBookingAddress(search: URLSearchParams): BookingAddress {
  const service = search.get('service');
  const provider = search.get('provider');
  const booked = search.get('booked');
  const step = search.get('step');
  return {
    serviceId: service === null ? null : ID.test(service) ? Number(service) : Number.NaN,
    providerId:
      provider === null
        ? undefined
        : provider === 'any'
          ? null
          : ID.test(provider)
            ? Number(provider)
            : Number.NaN,
    date: search.get('date'),
    time: search.get('time'),
    step: isStep(step) ? step : null,
    inMyZone: search.get('zone') === 'mine',
    booked: booked !== null && TOKEN.test(booked) ? booked : null,
  };
}

/** The query string of an address ('' for the first step), its parts in a fixed order. */
export function writeBookingAddress(address: BookingAddress): string {
  const search = new URLSearchParams();
  if (address.booked !== null) search.set('booked', address.booked);
  else {
    if (address.serviceId !== null) search.set('service', String(address.serviceId));
    if (address.providerId !== undefined)
      search.set('provider', address.providerId === null ? 'any' : String(address.providerId));
    if (address.date !== null) search.set('date', address.date);
    if (address.time !== null) search.set('time', address.time);
    if (address.step !== null) search.set('step', address.step);
  }
  if (address.inMyZone) search.set('zone', 'mine');
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The furthest step the choices reach: the first one still missing, or the details. */
export function reachableStep(address: BookingAddress): Step {
  if (address.serviceId === null) return 'service';
  if (address.providerId === undefined) return 'provider';
  if (address.date === null || address.time === null) return 'time';
  return 'details';
}

/**
 * The address of a step: the choices made before it, not its own or later ones (as Back finds them),
 * except that the date-and-time step keeps the day it showed. The details and confirm steps name
 * themselves; the others follow from their choices.
 */
export function addressAt(address: BookingAddress, step: Step): BookingAddress {
  const index = STEPS.indexOf(step);
  return {
    ...address,
    booked: null,
    serviceId: index > 0 ? address.serviceId : null,
    providerId: index > 1 ? address.providerId : undefined,
    date: index > 1 ? address.date : null,
    time: index > 2 ? address.time : null,
    step: index > 2 ? step : null,
  };
}

/**
 * The step and choices an address can open at, on this page today: a service, provider or date that no
 * longer exists (or never did) falls back to the step that chooses it, with the problem named. A step
 * beyond the choices opens at the furthest they reach; a step before them drops the later choices.
 */
export function resolveBookingAddress(
  address: BookingAddress,
  services: PublicService[],
  today: string,
): { address: BookingAddress; step: Step; problem: AddressProblem } {
  const fallBack = (step: Step, problem: AddressProblem) => ({
    // A day that cannot be booked is not shown: the step opens on the first free one.
    address: problem === 'date' ? { ...addressAt(address, step), date: null } : addressAt(address, step),
    step,
    problem,
  });
  if (address.serviceId === null)
    return { address: addressAt(address, 'service'), step: 'service', problem: null };
  const service = services.find((candidate) => candidate.id === address.serviceId);
  if (!service) return fallBack('service', 'service');
  if (
    address.providerId !== undefined &&
    address.providerId !== null &&
    !service.providers.some((provider) => provider.id === address.providerId)
  )
    return fallBack('provider', 'provider');
  if (address.date !== null && (!DATE.test(address.date) || address.date < today))
    return fallBack('time', 'date');
  if (address.time !== null && !TIME.test(address.time)) return fallBack('time', 'time');
  const reachable = reachableStep(address);
  // With every choice made the confirm step may be asked by name; the page sends it back to the details
  // when the visitor's details are not filled in (after a reload, or on a shared link).
  const furthest = reachable === 'details' ? 'confirm' : reachable;
  const asked = address.step ?? reachable;
  const step = STEPS.indexOf(asked) <= STEPS.indexOf(furthest) ? asked : reachable;
  return { address: addressAt(address, step), step, problem: null };
}
