import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Role } from '@paybook/contracts';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { attachServerErrors } from '@/lib/form-server-errors';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { useSubmitOnce } from '@/lib/submit-once';
import { SubmitButton } from '@/ui/submit-button';
import { useAccessRights } from '../api/get-access-rights';
import { useSaveRole } from '../api/save-role';
import {
  ROLE_FORM_FIELDS,
  type RoleFormValues,
  roleBodyOf,
  roleFormSchema,
  roleFormValues,
} from './role-form-schema';

/** What the modal does: add a role, edit one, or add a copy of one under a new name (spec 3 §9). */
export type RoleEditing =
  | { mode: 'add' }
  | { mode: 'edit'; role: Role }
  | { mode: 'duplicate'; role: Role; name: string };

interface RoleFormModalProps {
  editing: RoleEditing;
  /** Every other role's name, for the unique-name rule (spec 3 §3.3). */
  otherNames: readonly string[];
  onClose: () => void;
}

/** spec 3 §2.5 add/edit role and duplicate role modals: name, description and the access rights. */
export function RoleFormModal({ editing, otherNames, onClose }: RoleFormModalProps) {
  const { t } = useTranslation();
  const isMobile = useMediaQuery('(max-width: 767px)');
  const accessRights = useAccessRights();
  const save = useSaveRole();
  const submitOnce = useSubmitOnce();
  const idempotencyKey = useIdempotencyKey();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => roleFormSchema(otherNames), [otherNames]);
  const saved = editing.mode === 'add' ? undefined : editing.role;
  const form = useForm<RoleFormValues>({
    resolver: zodResolver(schema),
    defaultValues: roleFormValues(saved, editing.mode === 'duplicate' ? editing.name : undefined),
  });
  const errors = form.formState.errors;
  const isBusy = submitOnce.isSaving;

  const submit = (values: RoleFormValues) => {
    if (!submitOnce.begin()) return;
    setFormError(null);
    const body = roleBodyOf(values);
    save.mutate(
      editing.mode === 'edit'
        ? { id: editing.role.id, body }
        : { id: null, body, idempotencyKey: idempotencyKey.keyFor(body) },
      {
        onSuccess: (role) => {
          submitOnce.succeeded();
          idempotencyKey.renew();
          notifySuccess(
            t(editing.mode === 'edit' ? 'roles.form.updated' : 'roles.form.added', { name: role.name }),
          );
          onClose();
        },
        onError: (error) => {
          submitOnce.failed();
          if (!attachServerErrors(error, form.setError, ROLE_FORM_FIELDS)) setFormError(errorMessage(error));
        },
      },
    );
  };

  const close = () => {
    if (!isBusy) onClose();
  };
  const title =
    editing.mode === 'add'
      ? t('roles.form.addTitle')
      : t(editing.mode === 'edit' ? 'roles.form.editTitle' : 'roles.form.duplicateTitle', {
          name: editing.role.name,
        });

  return (
    <Modal
      opened
      onClose={close}
      title={title}
      size="lg"
      fullScreen={isMobile}
      closeOnClickOutside={!isBusy}
      closeOnEscape={!isBusy}
      closeButtonProps={{ 'aria-label': t('roles.close') }}
    >
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack gap="md">
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <TextInput
            label={t('roles.form.name')}
            required
            maxLength={100}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Textarea
            label={t('roles.form.description')}
            autosize
            minRows={2}
            maxRows={5}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <Controller
            control={form.control}
            name="access_right_ids"
            render={({ field }) => (
              <Checkbox.Group
                label={t('roles.form.accessRights')}
                description={t('roles.form.accessRightsHelp')}
                value={field.value}
                onChange={field.onChange}
                error={errors.access_right_ids?.message}
              >
                <Stack gap="sm" mt="xs">
                  {accessRights.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
                  {accessRights.isError && (
                    <Alert color="red" role="alert">
                      {errorMessage(accessRights.error)}
                    </Alert>
                  )}
                  {accessRights.data?.data.map((right) => (
                    <Checkbox
                      key={right.id}
                      value={String(right.id)}
                      label={right.name}
                      description={right.description}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={isBusy}>
              {t('common.cancel')}
            </Button>
            <SubmitButton submit={submitOnce}>
              {t(editing.mode === 'edit' ? 'roles.form.save' : 'roles.form.add')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
