import { z } from 'zod';
import { accessRight } from './access.ts';

export const userIdParams = z.object({ userId: z.coerce.number().int().positive() });

/** spec 3 §3.3 Staff user; the staff issue adds role, image, schedule and the rest. */
export const staffUser = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  is_master: z.boolean(),
  is_admin: z.boolean(),
  is_current: z.boolean(),
  access_rights: z.array(accessRight),
  service_provider_id: z.number().int().nullable(),
});
export type StaffUser = z.infer<typeof staffUser>;
