import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/notify';
import { FormError } from '@/ui/form-error';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { TotpCodeInput } from './totp-code-input';
import { type CodeForm, useCodeSchema } from './use-code-schema';

interface RegenerateCodesModalProps {
  opened: boolean;
  onClose: () => void;
  onRegenerated: (codes: string[]) => void;
}

/** New recovery codes need a current code from the app; the old codes stop working. */
export function RegenerateCodesModal({ opened, onClose, onRegenerated }: RegenerateCodesModalProps) {
  const { t } = useTranslation();
  const regenerate = useRegenerateRecoveryCodes();
  const schema = useCodeSchema();
  const { register, handleSubmit, formState, reset } = useForm<CodeForm>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
  });

  const close = () => {
    reset();
    regenerate.reset();
    onClose();
  };

  const onSubmit = ({ code }: CodeForm) =>
    regenerate.mutate(code, {
      onSuccess: (answer) => {
        close();
        onRegenerated(answer.recovery_codes);
      },
    });

  return (
    <Modal opened={opened} onClose={close} title={t('mfa.regenerate.title')}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          <Text>{t('mfa.regenerate.body')}</Text>
          <TotpCodeInput
            error={formState.errors.code?.message}
            required
            withAsterisk={false}
            data-autofocus
            {...register('code')}
          />
          <FormError message={regenerate.isError ? errorMessage(regenerate.error) : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={regenerate.isPending}>
              {t('mfa.regenerate.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
