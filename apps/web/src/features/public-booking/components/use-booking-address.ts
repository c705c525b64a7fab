import type { PublicBookingPageWithContact, PublicTimeSlot } from '@paybook/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  type AddressProblem,
  addressAt,
  type BookingAddress,
  readBookingAddress,
  resolveBookingAddress,
  type Step,
  writeBookingAddress,
} from '../lib/booking-address';

/** What the booking page keeps in a history entry besides its address. */
interface BookingHistoryState {
  /** The address of the entry this one was pushed from: Back returns there by going back in history. */
  from?: string;
  /** Why the address was changed on arrival (a service, provider, date or time that is gone). */
  notice?: AddressProblem;
  /**
   * The slot the visitor last picked, kept with the entry so it changes with the address in one step
   * (a slot and an address changed apart would, in between, name a time that is not the one picked).
   */
  slot?: PublicTimeSlot | null;
}

/** How go moves: a new history entry, or (replace) a refined choice on the same step. */
interface GoOptions {
  replace?: boolean;
  /** The slot the visitor picked, kept with the entry. */
  slot?: PublicTimeSlot;
  /** With replace: the notice of why the address changed on arrival stays (the first free day shown). */
  keepNotice?: boolean;
}

const stateOf = (state: unknown): BookingHistoryState =>
  state && typeof state === 'object' ? (state as BookingHistoryState) : {};

/**
 * Issue 16 point 5: the booking page's step and choices, read from the address and written back to it.
 * Each step is a history entry (go), a refined choice (the day shown) replaces the entry (go with replace),
 * and an address that cannot be opened as written is replaced by the nearest one that can, with a notice.
 */
export function useBookingAddress(page: PublicBookingPageWithContact, today: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = stateOf(location.state);
  const resolved = resolveBookingAddress(
    readBookingAddress(new URLSearchParams(location.search)),
    page.services,
    today,
  );
  const canonical = writeBookingAddress(resolved.address);
  const needsRewrite = canonical !== location.search;

  /** The notice shown: the entry's, or, until the address is rewritten, why it will be. */
  const notice = state.notice ?? (needsRewrite ? resolved.problem : null);

  // The latest values for the callbacks, which stay the same between renders.
  const latest = useRef({ location, state, address: resolved.address, notice });
  latest.current = { location, state, address: resolved.address, notice };

  useEffect(() => {
    if (!needsRewrite) return;
    const { state: current } = latest.current;
    navigate(
      { search: canonical },
      { replace: true, state: { ...current, notice: resolved.problem ?? current.notice ?? null } },
    );
  }, [needsRewrite, canonical, resolved.problem, navigate]);

  const go = useCallback(
    (next: BookingAddress, { replace = false, slot: picked, keepNotice = false }: GoOptions = {}) => {
      // The notice shown, not only the entry's: the first free day can be chosen (a child's effect, from
      // cached dates) in the same commit as the rewrite that stores the notice, before it has rendered.
      const { location: here, state: current, notice: shown } = latest.current;
      const slot = picked ?? current.slot ?? null;
      navigate(
        { search: writeBookingAddress(next) },
        replace
          ? { replace: true, state: { from: current.from, notice: keepNotice ? shown : null, slot } }
          : { state: { from: here.search, slot } },
      );
    },
    [navigate],
  );

  /** Back to an earlier step: back in history when that is where this entry came from. */
  const back = useCallback(
    (step: Step) => {
      const { state: current, address } = latest.current;
      const target = writeBookingAddress(addressAt(address, step));
      if (current.from === target) navigate(-1);
      else
        navigate({ search: target }, { state: { from: latest.current.location.search, slot: current.slot } });
    },
    [navigate],
  );

  /** The nearest step that can be shown, with the reason when there is one to tell. */
  const fallBack = useCallback(
    (step: Step, problem: AddressProblem) => {
      const { state: current, address } = latest.current;
      navigate(
        { search: writeBookingAddress(addressAt(address, step)) },
        { replace: true, state: { from: current.from, notice: problem, slot: current.slot } },
      );
    },
    [navigate],
  );

  return {
    address: resolved.address,
    step: resolved.step,
    notice,
    picked: state.slot ?? null,
    go,
    back,
    fallBack,
  };
}
