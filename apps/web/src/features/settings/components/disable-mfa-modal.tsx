import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { FormError } from '@/ui/form-error';
import { useDisableMfa } from '../api/disable-mfa';

interface DisableMfaModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Turning MFA off asks for the password (spec 3 §2.5), after saying what it means. */
export function DisableMfaModal({ opened, onClose }: DisableMfaModalProps) {
  const { t } = useTranslation();
  const disable = useDisableMfa();
  const schema = useMemo(
    () => z.object({ password: z.string().min(1, t('signInForm.passwordRequired')) }),
    [t],
  );
  const { register, handleSubmit, formState, reset } = useForm<{ password: string }>({
    resolver: zodResolver(schema),
    defaultValues: { password: '' },
  });

  const close = () => {
    reset();
    disable.reset();
    onClose();
  };

  const onSubmit = ({ password }: { password: string }) =>
    disable.mutate(password, {
      onSuccess: () => {
        close();
        notifySuccess(t('mfa.disable.done'));
      },
    });

  return (
    <Modal opened={opened} onClose={close} title={t('mfa.disable.title')}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          <Text>{t('mfa.disable.body')}</Text>
          <PasswordInput
            label={t('mfa.disable.passwordLabel')}
            autoComplete="current-password"
            required
            withAsterisk={false}
            data-autofocus
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <FormError message={disable.isError ? errorMessage(disable.error) : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={disable.isPending}>
              {t('mfa.disable.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
