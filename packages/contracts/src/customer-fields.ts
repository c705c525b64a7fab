import { z } from 'zod';
import { lineText } from './primitives.ts';

/** spec 1 §5: digits only (the client strips the rest), ten digits whose first is 2 to 9; or empty. */
export const customerPhone = lineText
  .max(40, 'Enter a ten-digit phone number that starts with 2 to 9')
  .transform((value) => value.replace(/\D/g, ''))
  .refine(
    (value) => value === '' || /^[2-9]\d{9}$/.test(value),
    'Enter a ten-digit phone number that starts with 2 to 9',
  );

export const nameField = lineText.trim().max(100, 'At most 100 characters');
export const customerEmail = lineText
  .trim()
  .max(254, 'The e-mail can be at most 254 characters')
  .refine((value) => value === '' || z.email().safeParse(value).success, 'Enter a valid e-mail address');
