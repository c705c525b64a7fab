import type { PublicTimeSlot } from '@paybook/contracts';
import { wallClock } from '@paybook/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type PublicSlotRequest, publicTimeSlotsQueryOptions } from '../api/get-public-availability';
import type { BookingAddress } from '../lib/booking-address';

const timeOf = (slot: PublicTimeSlot, timeZone: string) => wallClock(new Date(slot.start_at), timeZone);

/**
 * Issue 16 point 5: the slot the address names (its date and 'HH:mm' on the business's clock): the one
 * the visitor picked (kept with the history entry), or else the day's free slot at that time, read from the server (after
 * a reload, on a shared link). A time that is no longer free calls onGone.
 */
export function useSlotOfAddress({
  request,
  address,
  timeZone,
  picked,
  isNeeded,
  onGone,
}: {
  request: PublicSlotRequest | null;
  address: BookingAddress;
  timeZone: string;
  picked: PublicTimeSlot | null;
  isNeeded: boolean;
  onGone: () => void;
}): PublicTimeSlot | null {
  const { date, time } = address;
  const isPicked =
    picked !== null && timeOf(picked, timeZone).date === date && timeOf(picked, timeZone).time === time;
  const options = publicTimeSlotsQueryOptions(
    request ?? { urlSubdomain: '', offeringId: 0, serviceProviderId: null },
    date ?? '',
  );
  const slots = useQuery({ ...options, enabled: isNeeded && !isPicked && request !== null && date !== null });
  const found = slots.data?.slots.find((slot) => timeOf(slot, timeZone).time === time) ?? null;
  const isGone = isNeeded && !isPicked && slots.isSuccess && found === null;
  useEffect(() => {
    if (isGone) onGone();
  }, [isGone, onGone]);
  return isPicked ? picked : found;
}
