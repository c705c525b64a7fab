import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Issue 16 point 10: the phone field. Its placeholder is a hint ("10 digits"), never a number that
 * looks like a value, and it keeps the placeholder colour when the field shows an error (Mantine paints
 * an erroring input's placeholder red, which read as a red value on an empty form).
 */
export const PhoneInput = forwardRef<HTMLInputElement, TextInputProps>(function PhoneInput(props, ref) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={t('fields.phonePlaceholder')}
      {...props}
      ref={ref}
      styles={{ input: { '--input-placeholder-color': 'var(--mantine-color-placeholder)' } }}
    />
  );
});
