import { z } from 'zod';
import { fieldMessages } from './field-messages.ts';
import { lineText } from './primitives.ts';

/** spec 1 §5: digits only (the client strips the rest), ten digits whose first is 2 to 9; or empty. */
export const customerPhone = lineText
  .max(40, fieldMessages.phone)
  .transform((value) => value.replace(/\D/g, ''))
  .refine((value) => value === '' || /^[2-9]\d{9}$/.test(value), fieldMessages.phone);

export const nameField = lineText.trim().max(100, fieldMessages.tooLong(100));
export const customerEmail = lineText
  .trim()
  .max(254, fieldMessages.tooLong(254))
  .refine((value) => value === '' || z.email().safeParse(value).success, fieldMessages.email);
