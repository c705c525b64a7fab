import { ActionIcon, Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { CHECKBOX_TYPE, checkboxValue, isChecked } from '@paybook/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, type UseFormReturn, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LimitedTextInput } from '@/ui/limited-text';
import {
  CUSTOM_FIELD_TYPES,
  CUSTOMER_MAX,
  type CustomerFormValues,
  TEXT_FIELD_TYPE,
} from './customer-form-schema';

/** The customer's custom fields as label / value rows; check boxes are stored as Yes / No (spec 2 §3). */
export function CustomFieldsEditor({ form }: { form: UseFormReturn<CustomerFormValues> }) {
  const { t } = useTranslation();
  const { control, register } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'custom_fields' });
  const errors = useFormState({ control, name: 'custom_fields' }).errors.custom_fields;
  const rows = useWatch({ control, name: 'custom_fields' });
  const typeOptions = CUSTOM_FIELD_TYPES.map((type) => ({
    value: type,
    label: t(`customers.customFields.types.${type}`),
  }));

  return (
    <Stack gap="sm">
      {fields.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('customers.customFields.none')}
        </Text>
      )}
      {fields.map((field, index) => (
        <Group key={field.id} align="flex-start" gap="sm" wrap="wrap">
          <Controller
            control={control}
            name={`custom_fields.${index}.type`}
            render={({ field: typeField }) => (
              <Select
                label={t('customers.customFields.type', { number: index + 1 })}
                data={typeOptions}
                allowDeselect={false}
                w={130}
                value={typeField.value}
                onChange={(value) => {
                  const type = value === CHECKBOX_TYPE ? CHECKBOX_TYPE : TEXT_FIELD_TYPE;
                  typeField.onChange(type);
                  if (type === CHECKBOX_TYPE)
                    form.setValue(
                      `custom_fields.${index}.value`,
                      checkboxValue(isChecked(form.getValues(`custom_fields.${index}.value`))),
                    );
                }}
              />
            )}
          />
          <LimitedTextInput
            label={t('customers.customFields.label', { number: index + 1 })}
            maxLength={CUSTOMER_MAX.label}
            error={errors?.[index]?.label?.message}
            style={{ flex: '1 1 160px' }}
            {...register(`custom_fields.${index}.label`)}
          />
          <Controller
            control={control}
            name={`custom_fields.${index}.value`}
            render={({ field: valueField }) =>
              rows[index]?.type === CHECKBOX_TYPE ? (
                <Checkbox
                  mt={30}
                  label={t('customers.customFields.checked', { number: index + 1 })}
                  checked={isChecked(valueField.value)}
                  onChange={(event) => valueField.onChange(checkboxValue(event.currentTarget.checked))}
                  style={{ flex: '1 1 160px' }}
                />
              ) : (
                <LimitedTextInput
                  label={t('customers.customFields.value', { number: index + 1 })}
                  maxLength={CUSTOMER_MAX.value}
                  error={errors?.[index]?.value?.message}
                  style={{ flex: '1 1 160px' }}
                  {...valueField}
                />
              )
            }
          />
          <ActionIcon
            mt={28}
            variant="subtle"
            color="red.9"
            aria-label={t('customers.customFields.remove', { number: index + 1 })}
            onClick={() => remove(index)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => append({ type: TEXT_FIELD_TYPE, label: '', value: '' })}
        >
          {t('customers.customFields.add')}
        </Button>
      </Group>
    </Stack>
  );
}
