import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/notify';
import { FormError } from '@/ui/form-error';

/**
 * spec 1 §5, §8 booking and schedule forms: server errors that name a property attach to that field
 * (answers true when one did); the caller shows the rest as a danger alert.
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

/**
 * A save's failure, split as spec 1 §8 says: property errors onto their fields, the rest kept for the
 * danger alert. Call `clear` when a new save starts.
 */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  const [unattachedError, setUnattachedError] = useState<unknown>(null);
  return {
    unattachedError,
    clear: () => setUnattachedError(null),
    handleError: (error: unknown) => {
      if (!attachServerErrors(error, setError, fields)) setUnattachedError(error);
    },
  };
}

interface SettingsFormAlertsProps {
  /** The form was submitted and a field shows an error (the client's or the server's). */
  hasFieldErrors: boolean;
  /** A failed save whose error did not attach to a field. */
  unattachedError: unknown;
}

/** spec 1 §5, §8: the youHaveErrors alert for an invalid form, a danger alert for other failures. */
export function SettingsFormAlerts({ hasFieldErrors, unattachedError }: SettingsFormAlertsProps) {
  const { t } = useTranslation();
  if (unattachedError) return <FormError message={errorMessage(unattachedError)} />;
  if (hasFieldErrors) return <FormError message={t('bookingSettings.youHaveErrors')} />;
  return null;
}
