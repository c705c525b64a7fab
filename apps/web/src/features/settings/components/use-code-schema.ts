import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

/** The contract's 6-digit code rule (confirmMfaEnrolmentBody) in the screen's words. */
export function useCodeSchema() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      z.object({
        code: z
          .string()
          .trim()
          .regex(/^\d{6}$/, t('mfa.codeFormat')),
      }),
    [t],
  );
}

export type CodeForm = { code: string };
