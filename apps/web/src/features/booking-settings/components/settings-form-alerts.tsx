import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { attachServerErrors } from '@/lib/form-server-errors';
import { errorMessage } from '@/lib/notify';
import { FormError } from '@/ui/form-error';

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
