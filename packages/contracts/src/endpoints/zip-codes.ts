import { z } from 'zod';
import { zipCodeLookup } from '../customers.ts';
import { defineEndpoint, SIGNED_IN } from '../endpoint.ts';
import { lineText } from '../primitives.ts';

// spec 2 §5: the city and state of a US zip code, for address forms.
export const lookUpZipCode = defineEndpoint({
  method: 'GET',
  path: '/zip_codes/:zip',
  access: SIGNED_IN,
  tags: ['customers'],
  summary: 'City and state of a US zip code',
  params: z.object({ zip: lineText.max(20) }),
  responses: { 200: zipCodeLookup },
  errors: [404],
});
