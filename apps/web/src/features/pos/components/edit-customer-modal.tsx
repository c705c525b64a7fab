import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { PatchCustomerBody, PosCustomer } from '@paybook/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/notify';
import { usePatchCustomer } from '../api/patch-customer';
import { PosModal } from './pos-modal';

interface EditCustomerModalProps {
  customer: PosCustomer | null;
  opened: boolean;
  onClose: () => void;
  onSaved: (customer: PosCustomer) => void;
}

const FIELDS = ['first_name', 'last_name', 'email', 'phone'] as const;
type Field = (typeof FIELDS)[number];

/**
 * spec 3 §7 PATCH customer/{id}: the desk corrects the customer's name, e-mail or phone while selling
 * (decision 111), e.g. the e-mail the receipt goes to. Only the fields changed are sent.
 */
export function EditCustomerModal({ customer, opened, onClose, onSaved }: EditCustomerModalProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const patch = usePatchCustomer();

  useEffect(() => {
    if (!opened || !customer) return;
    setValues({
      first_name: customer.first_name,
      last_name: customer.last_name,
      email: customer.email,
      phone: customer.phone,
    });
    setErrors({});
  }, [opened, customer]);

  const save = () => {
    if (!customer) return;
    const body: PatchCustomerBody = {};
    for (const field of FIELDS) if (values[field].trim() !== customer[field]) body[field] = values[field];
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    patch.mutate(
      { id: customer.id, body },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          onClose();
        },
        onError: (error) => {
          const fieldErrors: Record<string, string> = {};
          if (isApiError(error))
            for (const detail of error.details) fieldErrors[detail.property] = detail.message;
          setErrors(Object.keys(fieldErrors).length > 0 ? fieldErrors : { form: errorMessage(error) });
        },
      },
    );
  };

  const input = (field: Field, type = 'text') => (
    <TextInput
      label={t(`pointOfSale.customer.fields.${field}`)}
      type={type}
      withAsterisk={field === 'first_name' || field === 'last_name'}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => setValues({ ...values, [field]: event.currentTarget.value })}
    />
  );

  return (
    <PosModal opened={opened} onClose={onClose} title={t('pointOfSale.customer.editTitle')} size="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            {input('first_name')}
            {input('last_name')}
          </SimpleGrid>
          {input('email', 'email')}
          {input('phone', 'tel')}
          {errors.form && (
            <Text c="red.9" size="sm" role="alert">
              {errors.form}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={patch.isPending}>
              {t('pointOfSale.customer.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PosModal>
  );
}
