// spec 1 §3 Offering buffer_minutes, spec 1 §5 and §9: the time kept free after a service.
import type { BufferMinutes } from '@paybook/contracts';

// Keyed by the contract's type, so the compiler keeps both lists the same.
const BUFFER_SET: Readonly<Record<BufferMinutes, true>> = { 0: true, 5: true, 10: true, 15: true, 30: true };

/** spec 1 §9: buffer options 0, 5, 10, 15, 30 minutes, in order. */
export const BUFFER_MINUTES_OPTIONS: readonly BufferMinutes[] = Object.keys(BUFFER_SET)
  .map(Number)
  .sort((a, b) => a - b) as BufferMinutes[];

export function isBufferMinutes(value: number): value is BufferMinutes {
  return Object.hasOwn(BUFFER_SET, value);
}
