import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '@/lib/api-client';
import { attachServerErrors } from '@/lib/form-server-errors';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { FormError } from '@/ui/form-error';
import { NewPasswordInputs } from '@/ui/new-password-form';
import { refineNewPassword } from '@/ui/new-password-schema';
import { useChangePassword } from '../api/change-password';

interface ChangePasswordModalProps {
  opened: boolean;
  userName: string;
  onClose: () => void;
}

type Values = { current_password: string; new_password: string; confirm_password: string };

/** spec 3 §2.5 change password modal; server errors show in the modal (spec 3 §8). */
export function ChangePasswordModal({ opened, userName, onClose }: ChangePasswordModalProps) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const schema = useMemo(
    () =>
      z
        .object({
          current_password: z.string().min(1, t('profile.password.currentRequired')),
          new_password: z.string(),
          confirm_password: z.string(),
        })
        .superRefine(refineNewPassword(userName)),
    [t, userName],
  );
  const { register, handleSubmit, formState, reset, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });

  const close = () => {
    reset();
    change.reset();
    onClose();
  };

  const onSubmit = (values: Values) =>
    change.mutate(
      { current_password: values.current_password, new_password: values.new_password },
      {
        onSuccess: () => {
          close();
          notifySuccess(t('profile.password.changed'));
        },
        onError: (error) => {
          attachServerErrors(error, setError, ['current_password', 'new_password']);
        },
      },
    );

  const fieldError = change.error && isApiError(change.error) && change.error.details.length > 0;
  return (
    <Modal opened={opened} onClose={close} title={t('profile.password.title')}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={t('profile.password.current')}
            autoComplete="current-password"
            data-autofocus
            error={formState.errors.current_password?.message}
            {...register('current_password')}
          />
          <NewPasswordInputs
            password={{ ...register('new_password'), error: formState.errors.new_password?.message }}
            confirm={{ ...register('confirm_password'), error: formState.errors.confirm_password?.message }}
          />
          <FormError message={change.isError && !fieldError ? errorMessage(change.error) : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={change.isPending}>
              {t('profile.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
