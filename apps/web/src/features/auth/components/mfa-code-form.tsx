import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/ui/form-error';

interface MfaCodeFormProps {
  isSubmitting: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  onBack: () => void;
}

/** The second sign-in step: a 6-digit code from the authenticator app, or a recovery code. */
export function MfaCodeForm({ isSubmitting, error, onSubmit, onBack }: MfaCodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setFieldError(t('auth.mfa.codeRequired'));
      return;
    }
    setFieldError(null);
    onSubmit(trimmed);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text>{t('auth.mfa.instructions')}</Text>
        <TextInput
          label={t('auth.mfa.codeLabel')}
          description={t('auth.mfa.codeDescription')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          required
          withAsterisk={false}
          maxLength={32}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={fieldError}
        />
        <FormError message={error} />
        <Group justify="space-between">
          <Button variant="subtle" onClick={onBack}>
            {t('auth.mfa.back')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('auth.mfa.verify')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
