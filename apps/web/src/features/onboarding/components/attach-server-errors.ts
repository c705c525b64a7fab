import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';

/**
 * Server errors that name a form field land beside it (the server names nested fields with dots,
 * e.g. `service.price`, as react-hook-form does). Answers true when at least one did.
 */
export function attachServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error)) return false;
  let attached = false;
  for (const detail of error.details) {
    const field = fields.find((name) => name === detail.property);
    if (!field) continue;
    setError(field, { message: detail.message }, { shouldFocus: !attached });
    attached = true;
  }
  return attached;
}
