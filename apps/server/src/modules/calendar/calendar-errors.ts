import { TIME_PERIOD_NOT_AVAILABLE } from '@paybook/contracts';
import { violatedConstraint } from '../../db/errors.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';

export const OVERLAP_MESSAGE =
  'This time overlaps another appointment or personal time of the provider. Choose another time.';
const EMAIL_TAKEN = 'A customer with this e-mail already exists. Find them with the customer search.';

/**
 * The database's answer to a double booking (SQLSTATE 23P01 on calendar_items_no_overlap) and to a
 * duplicate customer e-mail, as the API's errors. Anything else is not ours to translate.
 */
export function translateCalendarError(error: unknown): unknown {
  const constraint = violatedConstraint(error);
  if (constraint === 'calendar_items_no_overlap')
    return new AppError(409, TIME_PERIOD_NOT_AVAILABLE, OVERLAP_MESSAGE, [
      { property: 'start_at', message: OVERLAP_MESSAGE },
    ]);
  if (constraint === 'customers_email_key') return badRequest('customer.email', EMAIL_TAKEN);
  return error;
}

export async function withCalendarErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw translateCalendarError(error);
  }
}
