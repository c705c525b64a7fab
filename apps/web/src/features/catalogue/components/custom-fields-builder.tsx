import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CustomFieldTemplate } from '@paybook/contracts';
import {
  type CatalogueCustomFieldType,
  catalogueCustomFieldTypes,
  customFieldMessages,
  findBlockedCustomFieldTerm,
} from '@paybook/domain';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type CustomFieldFormValue, emptyCustomField, type ItemFormValues } from './item-form-schema';

/** spec 3 §9: the builder checks what is typed 200 ms after typing stops. */
const BUILDER_DEBOUNCE_MS = 200;
const TYPES = Object.entries(catalogueCustomFieldTypes) as [string, CatalogueCustomFieldType][];
/** spec 2 §5: phone and check box fields carry no hint text. */
const takesHint = (type: CatalogueCustomFieldType) =>
  type !== catalogueCustomFieldTypes.phone && type !== catalogueCustomFieldTypes.checkBox;
const takesOptions = (type: CatalogueCustomFieldType) =>
  type === catalogueCustomFieldTypes.dropDown || type === catalogueCustomFieldTypes.autoComplete;

function BlockedWordWarning({ form, index }: { form: UseFormReturn<ItemFormValues>; index: number }) {
  const name = useWatch({ control: form.control, name: `custom_fields.${index}.name` });
  const label = useWatch({ control: form.control, name: `custom_fields.${index}.label` });
  const [typed] = useDebouncedValue(`${name}\n${label}`, BUILDER_DEBOUNCE_MS);
  const [typedName = '', typedLabel = ''] = typed.split('\n');
  const term = findBlockedCustomFieldTerm(typedName) ?? findBlockedCustomFieldTerm(typedLabel);
  if (term === null) return null;
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" p="xs">
      {customFieldMessages.blocked(term)}
    </Alert>
  );
}

function FieldRow({
  form,
  index,
  onRemove,
}: {
  form: UseFormReturn<ItemFormValues>;
  index: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { register } = form;
  const type = useWatch({ control: form.control, name: `custom_fields.${index}.type` });
  const error = (field: keyof CustomFieldFormValue) =>
    form.getFieldState(`custom_fields.${index}.${field}`, form.formState).error?.message;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('catalogue.customFields.name')}
            withAsterisk
            maxLength={100}
            error={error('name')}
            {...register(`custom_fields.${index}.name`)}
          />
          <TextInput
            label={t('catalogue.customFields.label')}
            withAsterisk
            maxLength={200}
            error={error('label')}
            {...register(`custom_fields.${index}.label`)}
          />
          <Select
            label={t('catalogue.customFields.type')}
            data={TYPES.map(([key, code]) => ({
              value: String(code),
              label: t(`catalogue.customFields.types.${key}`),
            }))}
            value={String(type)}
            onChange={(value) =>
              value !== null &&
              form.setValue(`custom_fields.${index}.type`, Number(value) as CatalogueCustomFieldType, {
                shouldDirty: true,
              })
            }
            allowDeselect={false}
          />
        </SimpleGrid>
        <BlockedWordWarning form={form} index={index} />
        {takesHint(type) && (
          <TextInput
            label={t('catalogue.customFields.hint')}
            maxLength={200}
            {...register(`custom_fields.${index}.hint_text`)}
          />
        )}
        {takesOptions(type) && (
          <Textarea
            label={t('catalogue.customFields.options')}
            description={t('catalogue.customFields.optionsHint')}
            autosize
            minRows={2}
            error={error('options')}
            {...register(`custom_fields.${index}.options`)}
          />
        )}
        <Group justify="space-between">
          <Group gap="lg">
            <Checkbox
              label={t('catalogue.customFields.required')}
              {...register(`custom_fields.${index}.is_required`)}
            />
            <Checkbox
              label={t('catalogue.customFields.saveAsTemplate')}
              {...register(`custom_fields.${index}.save_as_template`)}
            />
          </Group>
          <ActionIcon
            variant="subtle"
            color="red.9"
            onClick={onRemove}
            aria-label={t('catalogue.customFields.remove', { index: index + 1 })}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Stack>
    </Paper>
  );
}

/** spec 2 §3 Custom field, §5: the item's custom field builder, with the merchant's saved fields to reuse. */
export function CustomFieldsBuilder({
  form,
  templates,
}: {
  form: UseFormReturn<ItemFormValues>;
  templates: readonly CustomFieldTemplate[];
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'custom_fields' });
  const used = new Set(form.watch('custom_fields').map((field) => field.field_id));
  const available = templates.filter((template) => !used.has(template.id));
  return (
    <Stack gap="sm">
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('catalogue.customFields.empty')}
        </Text>
      )}
      {fields.map((field, index) => (
        <FieldRow key={field.id} form={form} index={index} onRemove={() => remove(index)} />
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => append(emptyCustomField())}
        >
          {t('catalogue.customFields.add')}
        </Button>
        {available.length > 0 && (
          <Select
            aria-label={t('catalogue.customFields.addSaved')}
            placeholder={t('catalogue.customFields.addSaved')}
            data={available.map((template) => ({ value: String(template.id), label: template.name }))}
            value={null}
            onChange={(value) => {
              const template = available.find((candidate) => String(candidate.id) === value);
              if (!template) return;
              append({
                field_id: template.id,
                name: template.name,
                label: template.label,
                type: template.type,
                hint_text: template.hint_text ?? '',
                options: template.options.join('\n'),
                is_required: template.is_required,
                save_as_template: false,
              });
            }}
          />
        )}
      </Group>
    </Stack>
  );
}
