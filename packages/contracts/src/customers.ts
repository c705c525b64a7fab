import { z } from 'zod';

/** GET /api/zip_codes/{zip}: a US zip code with its city and state (spec 2 §5). */
export const zipCodeLookup = z.object({
  zip_code: z.string(),
  city: z.string(),
  state_code: z.string(),
  country: z.literal('US'),
});
export type ZipCodeLookup = z.infer<typeof zipCodeLookup>;
