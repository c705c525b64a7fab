import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/** Which form field a server error's property belongs to: a list of field names, or a mapping. */
export type ServerFieldMatcher<T extends FieldValues> =
  | readonly Path<T>[]
  | ((property: string) => Path<T> | undefined);

/**
 * Server errors that name a form field land beside it (spec 1 §5: "server errors that carry a property
 * attach to that field"; nested fields are named with dots, as react-hook-form does). The first one takes
 * the focus. Answers true when at least one did, so the caller shows the rest as an alert.
 */
export function attachServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ServerFieldMatcher<T>,
): boolean {
  if (!isApiError(error)) return false;
  const fieldFor =
    typeof fields === 'function' ? fields : (property: string) => fields.find((name) => name === property);
  let attached = false;
  for (const detail of error.details) {
    const field = fieldFor(detail.property);
    if (!field) continue;
    setError(field, { message: detail.message }, { shouldFocus: !attached });
    attached = true;
  }
  return attached;
}
