import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { Offering, OfferingCategory, OfferingInput } from '@paybook/contracts';
import { BUFFER_MINUTES_OPTIONS, MAX_DURATION_BY_UNIT } from '@paybook/domain';
import { useMemo } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { attachServerErrors } from '@/lib/form-server-errors';
import { errorMessage } from '@/lib/notify';
import { useSubmitOnce } from '@/lib/submit-once';
import { FormError } from '@/ui/form-error';
import { ImageUploadField } from '@/ui/image-upload';
import { LimitedTextInput } from '@/ui/limited-text';
import { SubmitButton } from '@/ui/submit-button';
import { CategoryField } from './category-field';
import { DepositFields } from './deposit-fields';
import { ProvidersField } from './providers-field';
import {
  emptyServiceForm,
  SERVICE_NAME_MAX,
  type ServiceFormValues,
  serviceBody,
  serviceFormSchema,
  serviceFormValues,
} from './service-form-schema';

/** Server field names → form fields, so a server error lands beside its input. */
const SERVER_FIELDS: Record<string, FieldPath<ServiceFormValues>> = {
  name: 'name',
  duration: 'duration',
  duration_display_unit: 'duration_display_unit',
  buffer_minutes: 'buffer_minutes',
  price: 'price',
  service_provider_ids: 'service_provider_ids',
  offering_category_id: 'category',
  offering_category_name: 'category',
  image_id: 'image',
  deposit_type: 'deposit_type',
  deposit_value: 'deposit_value',
  no_show_fee: 'no_show_fee',
};

interface ServiceFormProps {
  service: Offering | null;
  categories: OfferingCategory[];
  listPath: string;
  saveError: unknown;
  /** Saves, then leaves the form (it is not saved twice). */
  onSave: (body: OfferingInput) => Promise<unknown>;
}

/** spec 1 §2.3 services.edit: add or edit a service. */
export function ServiceForm({ service, categories, listPath, saveError, onSave }: ServiceFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => serviceFormSchema(t), [t]);
  const { control, register, handleSubmit, formState, setError, watch } = useForm<ServiceFormValues>({
    resolver: zodResolver(schema),
    defaultValues: service ? serviceFormValues(service) : emptyServiceForm,
  });
  const unit = watch('duration_display_unit');

  // Issue 13 point 15: one save per click, none after it succeeded.
  const submit = useSubmitOnce();
  const onSubmit = async (values: ServiceFormValues) => {
    if (!submit.begin()) return;
    try {
      await onSave(serviceBody(values, categories));
      submit.succeeded();
    } catch (error) {
      submit.failed();
      attachServerErrors(error, setError, (property) => SERVER_FIELDS[property]);
    }
  };
  const fieldErrorShown =
    isApiError(saveError) && saveError.details.some((detail) => SERVER_FIELDS[detail.property] !== undefined);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="lg" maw={760}>
        {Object.keys(formState.errors).length > 0 && formState.isSubmitted && !fieldErrorShown && (
          <FormError message={t('services.form.youHaveErrors')} />
        )}
        {saveError !== null && !fieldErrorShown && <FormError message={errorMessage(saveError)} />}
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <LimitedTextInput
              label={t('services.form.name')}
              required
              maxLength={SERVICE_NAME_MAX}
              error={formState.errors.name?.message}
              {...register('name')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Stack gap={6}>
                <Controller
                  control={control}
                  name="duration"
                  render={({ field, fieldState }) => (
                    <NumberInput
                      label={t('services.form.duration')}
                      description={t('services.form.durationHint', {
                        max: MAX_DURATION_BY_UNIT[unit],
                        unit: t(`services.form.units.${unit}`).toLowerCase(),
                      })}
                      required
                      min={0}
                      max={MAX_DURATION_BY_UNIT[unit]}
                      clampBehavior="none"
                      decimalScale={unit === 'Hours' ? 2 : 0}
                      allowNegative={false}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="duration_display_unit"
                  render={({ field }) => (
                    <SegmentedControl
                      aria-label={t('services.form.durationUnit')}
                      value={field.value}
                      onChange={(next) => field.onChange(next)}
                      data={[
                        { value: 'Minutes', label: t('services.form.units.Minutes') },
                        { value: 'Hours', label: t('services.form.units.Hours') },
                      ]}
                    />
                  )}
                />
              </Stack>
              <Controller
                control={control}
                name="buffer_minutes"
                render={({ field, fieldState }) => (
                  <Select
                    label={t('services.form.buffer')}
                    description={t('services.form.bufferHint')}
                    data={BUFFER_MINUTES_OPTIONS.map((minutes) => ({
                      value: String(minutes),
                      label:
                        minutes === 0
                          ? t('services.form.noBuffer')
                          : t('services.duration.minutes', { count: minutes }),
                    }))}
                    value={field.value}
                    onChange={(next) => field.onChange(next ?? '0')}
                    allowDeselect={false}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('services.form.price')}
                required
                leftSection={<Text size="sm">$</Text>}
                inputMode="decimal"
                placeholder="0.00"
                error={formState.errors.price?.message}
                {...register('price')}
              />
              <CategoryField
                control={control}
                name="category"
                categories={categories}
                label={t('services.form.category')}
                description={t('services.form.categoryHint')}
              />
            </SimpleGrid>
            <Controller
              control={control}
              name="service_provider_ids"
              render={({ field, fieldState }) => (
                <ProvidersField
                  value={field.value}
                  onChange={field.onChange}
                  known={service?.service_providers ?? []}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="image"
              render={({ field, fieldState }) => (
                <ImageUploadField
                  uploadBase="offering/image/"
                  label={t('services.form.image')}
                  description={t('services.form.imageHint')}
                  value={field.value}
                  onChange={field.onChange}
                  aspect={1}
                  error={fieldState.error?.message}
                />
              )}
            />
            <DepositFields control={control} register={register} errors={formState.errors} />
            <Group gap="xl" align="flex-start">
              {(['is_bookable', 'is_active'] as const).map((name) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field }) => (
                    <Switch
                      label={t(`services.form.${name}`)}
                      description={t(`services.form.${name}Hint`)}
                      checked={field.value}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                      onBlur={field.onBlur}
                      ref={field.ref}
                    />
                  )}
                />
              ))}
            </Group>
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button component={Link} to={listPath} variant="default">
            {t('common.cancel')}
          </Button>
          <SubmitButton submit={submit}>
            {service ? t('services.form.save') : t('services.form.create')}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
