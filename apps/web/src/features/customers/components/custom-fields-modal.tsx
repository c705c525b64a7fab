import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { Customer } from '@paybook/contracts';
import { useMemo, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { attachServerErrors } from '@/lib/form-server-errors';
import { notifySuccess } from '@/lib/notify';
import { FormError } from '@/ui/form-error';
import { useSaveCustomFields } from '../api/save-custom-fields';
import { customerErrorMessage } from '../lib/customer-errors';
import { CustomFieldsEditor } from './custom-fields-editor';
import {
  type CustomerFormValues,
  customerFormSchema,
  customerFormValues,
  customFieldsBody,
} from './customer-form-schema';

/** The server names a field as custom_field_data.N.label; the editor's rows are custom_fields.N. */
const editorFieldFor = (property: string) => {
  const match = /^custom_field_data\.(\d+)\.(label|value)$/.exec(property);
  return match ? (`custom_fields.${match[1]}.${match[2]}` as Path<CustomerFormValues>) : undefined;
};

/**
 * The profile's custom fields edited on their own (spec 2 §7 PUT customer/{id}/customfields), with the
 * customer form's editor and rules; the rest of the customer is not sent.
 */
export function CustomFieldsModal({
  customer,
  opened,
  onClose,
}: {
  customer: Customer;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => customerFormSchema(t), [t]);
  const form = useForm<CustomerFormValues>({
    resolver: zodResolver(schema),
    values: customerFormValues(customer),
  });
  const save = useSaveCustomFields(customer.id);
  const [formError, setFormError] = useState<string | null>(null);
  const close = () => {
    setFormError(null);
    form.reset();
    onClose();
  };
  const onSubmit = (values: CustomerFormValues) => {
    setFormError(null);
    save.mutate(
      { custom_field_data: customFieldsBody(values.custom_fields) },
      {
        onSuccess: () => {
          notifySuccess(t('customers.customFields.saved'));
          onClose();
        },
        onError: (error) => {
          if (!attachServerErrors(error, form.setError, editorFieldFor))
            setFormError(customerErrorMessage(error, 'customFields', t));
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('customers.customFields.editTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('customers.customFields.close') }}
    >
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          <FormError message={formError} />
          <CustomFieldsEditor form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('customers.customFields.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
