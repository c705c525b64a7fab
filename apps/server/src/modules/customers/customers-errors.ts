import { errorCodes } from '@paybook/contracts';
import { AppError } from '../../lib/app-error.ts';

/**
 * 409 of POST and PUT customer when the e-mail is already on file (spec 2 §5 duplicate dialog). The body
 * names `email` in details and carries the existing customer's id at the top level:
 * `{ error: { code: 'DUPLICATE_CUSTOMER', message, details: [{ property: 'email', … }] },
 *   existing_customer_id }`. A customer marked for deletion keeps their e-mail (their history does), so it
 * stays taken; that answer has no existing_customer_id, as the customer cannot be opened.
 */
export const DUPLICATE_CUSTOMER = 'DUPLICATE_CUSTOMER';
/** 409 of DELETE customer while items are outstanding (spec 2 §5); the message is deleteBlockedMessage's. */
export const CUSTOMER_DELETE_BLOCKED = 'CUSTOMER_DELETE_BLOCKED';

export function duplicateCustomer(existing: { id: number; deletedAt: Date | null }): AppError {
  if (existing.deletedAt !== null) {
    const message = 'A deleted customer still holds this e-mail. Please use another.';
    return new AppError(409, DUPLICATE_CUSTOMER, message, [{ property: 'email', message }]);
  }
  const message = 'A customer with this e-mail already exists.';
  return new AppError(409, DUPLICATE_CUSTOMER, message, [{ property: 'email', message }], {
    existing_customer_id: existing.id,
  });
}

/** Whether a database error is the per-merchant e-mail unique index refusing a second customer. */
export const isEmailTaken = (error: unknown) => isUniqueViolationOf(error, 'customers_email_key');

/** Whether it is the per-merchant user-name index (decision 191: one customer signs in with a user name). */
export const isUserNameTaken = (error: unknown) => isUniqueViolationOf(error, 'customers_user_name_key');

/** 409 of POST and PUT customer when another customer of the merchant has the user name (any case). */
export function userNameTaken(): AppError {
  const message = 'Another customer has this user name. Choose another.';
  return new AppError(409, errorCodes.conflict, message, [{ property: 'user_name', message }]);
}

function isUniqueViolationOf(error: unknown, constraint: string): boolean {
  let cause: unknown = error;
  // Drizzle wraps the driver's error; the PostgreSQL code and constraint are on a cause.
  for (let depth = 0; depth < 5 && isRecord(cause); depth++) {
    const named = String(cause.constraint ?? cause.message ?? '');
    if (cause.code === '23505' && named.includes(constraint)) return true;
    cause = cause.cause;
  }
  return false;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
