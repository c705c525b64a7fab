import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A 6-digit authenticator code field. */
export const TotpCodeInput = forwardRef<HTMLInputElement, Omit<TextInputProps, 'label'> & { label?: string }>(
  function TotpCodeInput({ label, ...props }, ref) {
    const { t } = useTranslation();
    return (
      <TextInput
        ref={ref}
        label={label ?? t('mfa.codeLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        w={{ base: '100%', xs: 220 }}
        styles={{ input: { letterSpacing: '0.3em', fontFamily: 'var(--mantine-font-family-monospace)' } }}
        {...props}
      />
    );
  },
);
