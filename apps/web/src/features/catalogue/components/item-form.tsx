import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { CatalogueItem, CustomFieldTemplate, FeeStructure, OfferingCategory } from '@paybook/contracts';
import { offeringPriceText, priceToCents } from '@paybook/domain';
import { type ReactNode, useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CategoryField } from '@/features/services/components/category-field';
import { attachServerErrors } from '@/lib/form-server-errors';
import { errorMessage } from '@/lib/notify';
import { useSubmitOnce } from '@/lib/submit-once';
import { FormError } from '@/ui/form-error';
import { ImageUploadField } from '@/ui/image-upload';
import { LimitedTextarea, LimitedTextInput } from '@/ui/limited-text';
import { SubmitButton } from '@/ui/submit-button';
import { CustomFieldsBuilder } from './custom-fields-builder';
import { FeeStructuresField } from './fee-structures-field';
import { ItemActiveSwitch } from './item-active-switch';
import { ITEM_MAX, type ItemFormValues, itemFieldFor, itemFormSchema } from './item-form-schema';
import { RecurrenceFields } from './recurrence-fields';

/** spec 2 §2.3: after saving, stay on the item, open a prefilled copy, or start a new one. */
export type SaveAction = 'save' | 'duplicate' | 'add_new';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

interface ItemFormProps {
  defaultValues: ItemFormValues;
  item: CatalogueItem | null;
  categories: readonly OfferingCategory[];
  feeStructures: readonly FeeStructure[];
  templates: readonly CustomFieldTemplate[];
  saveError: unknown;
  /** Saves; answers whether the form stays open on the saved item (it may then be saved again). */
  onSave: (values: ItemFormValues, action: SaveAction) => Promise<boolean>;
  onCancel: () => void;
}

/** spec 2 §2.3 add and edit an item (spec 2 §3 Offering, §4, §5 Catalogue). */
export function ItemForm(props: ItemFormProps) {
  const { defaultValues, item, categories, feeStructures, templates, saveError, onSave, onCancel } = props;
  const { t } = useTranslation();
  const schema = useMemo(() => itemFormSchema({ feeStructures, templates }), [feeStructures, templates]);
  const form = useForm<ItemFormValues>({ resolver: zodResolver(schema), defaultValues });
  const { control, register, formState, watch } = form;
  const values = watch();
  const invalid = formState.isSubmitted && Object.keys(formState.errors).length > 0;

  // Issue 13 point 15: one save per click of any of the three save buttons, none after it succeeded.
  const gate = useSubmitOnce();
  const isSaving = gate.isSaving;
  const submit = (action: SaveAction) =>
    form.handleSubmit(async (submitted) => {
      if (!gate.begin()) return;
      try {
        if (await onSave(submitted, action)) gate.reset();
        else gate.succeeded();
      } catch (error) {
        gate.failed();
        attachServerErrors(error, form.setError, itemFieldFor);
      }
    });

  const priceText = offeringPriceText({
    price_structure: values.price_structure,
    price_cents: priceToCents(values.price) ?? 0,
    is_price_manual_entry: values.is_price_manual_entry,
    unit_name: values.unit_name,
    recurrence: values.price_structure === 'recurring' ? values.recurrence : null,
  });

  return (
    <form onSubmit={submit('save')} noValidate>
      <Stack gap="lg" maw={860}>
        {/* spec 2 §8 incomplete form, in the catalogue's voice (issue 16 point 9) */}
        {invalid && <FormError message={t('fields.formIncomplete')} />}
        {saveError !== null && !invalid && <FormError message={errorMessage(saveError)} />}
        <Section title={t('catalogue.form.details')}>
          <LimitedTextInput
            label={t('catalogue.form.name')}
            withAsterisk
            maxLength={ITEM_MAX.name}
            error={formState.errors.name?.message}
            {...register('name')}
          />
          <LimitedTextarea
            label={t('catalogue.form.description')}
            autosize
            minRows={3}
            maxLength={ITEM_MAX.description}
            error={formState.errors.description?.message}
            {...register('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <CategoryField
              control={control}
              name="category"
              categories={categories}
              label={t('catalogue.form.category')}
              description={t('catalogue.form.categoryHint')}
            />
            <Controller
              control={control}
              name="address_option"
              render={({ field }) => (
                <Select
                  label={t('catalogue.form.address')}
                  description={t('catalogue.form.addressHint')}
                  data={(['no_address', 'service_address', 'shipping_address'] as const).map((value) => ({
                    value,
                    label: t(`catalogue.form.addressOptions.${value}`),
                  }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="image"
            render={({ field, fieldState }) => (
              <ImageUploadField
                uploadBase="offering/image/"
                label={t('catalogue.form.image')}
                description={t('catalogue.form.imageHint')}
                value={field.value}
                onChange={field.onChange}
                aspect={1}
                error={fieldState.error?.message}
              />
            )}
          />
        </Section>
        <Section title={t('catalogue.form.pricing')}>
          <Controller
            control={control}
            name="is_price_manual_entry"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="price-type-label">
                  {t('catalogue.form.priceType')}
                </Text>
                <SegmentedControl
                  aria-labelledby="price-type-label"
                  value={field.value ? 'manual' : 'preset'}
                  onChange={(value) => field.onChange(value === 'manual')}
                  data={[
                    { value: 'preset', label: t('catalogue.form.presetPrice') },
                    { value: 'manual', label: t('catalogue.form.manualPrice') },
                  ]}
                  w="fit-content"
                />
              </Stack>
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {!values.is_price_manual_entry && (
              <TextInput
                label={t('catalogue.form.price')}
                withAsterisk
                leftSection={<Text size="sm">$</Text>}
                inputMode="decimal"
                placeholder="0.00"
                error={formState.errors.price?.message}
                {...register('price')}
              />
            )}
            <Controller
              control={control}
              name="price_structure"
              render={({ field }) => (
                <Select
                  label={t('catalogue.form.priceStructure')}
                  data={(['fixed', 'per_unit', 'recurring'] as const).map((value) => ({
                    value,
                    label: t(`catalogue.form.priceStructures.${value}`),
                  }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                />
              )}
            />
          </SimpleGrid>
          {values.price_structure === 'per_unit' && (
            <LimitedTextInput
              label={t('catalogue.form.unitName')}
              description={t('catalogue.form.unitNameHint')}
              withAsterisk
              maw={320}
              maxLength={ITEM_MAX.unitName}
              error={formState.errors.unit_name?.message}
              {...register('unit_name')}
            />
          )}
          {values.price_structure === 'recurring' && <RecurrenceFields form={form} />}
          <Controller
            control={control}
            name="is_taxable"
            render={({ field }) => (
              <Switch
                label={t('catalogue.form.taxable')}
                description={t('catalogue.form.taxableHint')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <Text size="sm" aria-live="polite">
            {t('catalogue.form.priceText')} <strong>{priceText}</strong>
          </Text>
        </Section>
        <Section title={t('catalogue.form.fees')}>
          <Controller
            control={control}
            name="fee_structure_ids"
            render={({ field, fieldState }) => (
              <FeeStructuresField
                fees={feeStructures}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        </Section>
        <Section title={t('catalogue.form.customFields')}>
          <CustomFieldsBuilder form={form} templates={templates} />
        </Section>
        <Paper withBorder p="lg" radius="md">
          <ItemActiveSwitch control={control} item={item} />
        </Paper>
        <Group justify="space-between">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {t('common.cancel')}
          </Button>
          <Group gap="xs">
            <SubmitButton variant="default" submit={gate} onClick={() => void submit('add_new')()}>
              {t('catalogue.form.saveAndAddNew')}
            </SubmitButton>
            <SubmitButton variant="default" submit={gate} onClick={() => void submit('duplicate')()}>
              {t('catalogue.form.saveAndDuplicate')}
            </SubmitButton>
            <SubmitButton submit={gate}>
              {item ? t('catalogue.form.save') : t('catalogue.form.create')}
            </SubmitButton>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
