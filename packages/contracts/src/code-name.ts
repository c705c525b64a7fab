import { z } from 'zod';

/**
 * A code of the spec's code tables (spec 2 §3: sale type, order status, transaction status) as the API
 * answers it: the number and the spec's name for it, so every screen names it alike.
 */
export function codeWithName<const T extends Record<number, string>>(table: T) {
  const codes = Object.keys(table).map(Number) as (keyof T & number)[];
  return z.object({ code: z.literal(codes), name: z.string() });
}
