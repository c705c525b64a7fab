import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { durationDisplayUnits, type MerchantSetupInput, merchantSetupBody } from '@paybook/contracts';
import { durationError, priceError, URL_SUBDOMAIN_MAX_LENGTH, urlSubdomainError } from '@paybook/domain';
import { useMemo, useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { attachServerErrors } from '@/lib/form-server-errors';
import { errorMessage } from '@/lib/notify';
import { FormError } from '@/ui/form-error';
import { useTimeZones } from '../api/get-time-zones';

export type SetupValues = {
  business_name: string;
  time_zone: string;
  url_subdomain: string;
  service: { name: string; duration: number | ''; duration_display_unit: 'Minutes' | 'Hours'; price: string };
};

const FIELDS: readonly Path<SetupValues>[] = [
  'business_name',
  'time_zone',
  'url_subdomain',
  'service.name',
  'service.duration',
  'service.price',
];

interface SetupFormProps {
  defaults: SetupValues;
  isSaving: boolean;
  onSave: (body: MerchantSetupInput) => Promise<unknown>;
}

/** spec 1 §4.5: business name, time zone, booking address and the first service. */
export function SetupForm({ defaults, isSaving, onSave }: SetupFormProps) {
  const { t } = useTranslation();
  const timeZones = useTimeZones();
  const [failure, setFailure] = useState<string | null>(null);
  // The contract's shape with the domain's rules (booking address, duration, price) and the screen's words.
  const schema = useMemo(
    () =>
      z
        .object({
          business_name: z.string().trim().min(1, t('setup.businessNameRequired')).max(200),
          time_zone: z.string().min(1, t('setup.timeZoneRequired')),
          url_subdomain: z.string(),
          service: z.object({
            name: z.string().trim().min(1, t('setup.serviceNameRequired')).max(200),
            duration: z.union([z.number(), z.literal('')]),
            duration_display_unit: z.enum(durationDisplayUnits),
            price: z.string().trim().min(1, t('setup.priceRequired')),
          }),
        })
        .superRefine((values, context) => {
          const subdomain = urlSubdomainError(values.url_subdomain);
          if (subdomain) context.addIssue({ code: 'custom', path: ['url_subdomain'], message: subdomain });
          const { duration, duration_display_unit: unit, price } = values.service;
          const durationProblem =
            duration === '' ? t('setup.durationRequired') : durationError(duration, unit);
          if (durationProblem)
            context.addIssue({ code: 'custom', path: ['service', 'duration'], message: durationProblem });
          const priceProblem = price.trim() ? priceError(price) : null;
          if (priceProblem)
            context.addIssue({ code: 'custom', path: ['service', 'price'], message: priceProblem });
        }),
    [t],
  );
  const form = useForm<SetupValues>({ resolver: zodResolver(schema), defaultValues: defaults });
  const { errors, isSubmitted } = form.formState;
  const hasErrors = isSubmitted && Object.keys(errors).length > 0;
  const zoneOptions = useMemo(
    () =>
      (timeZones.data?.data ?? []).map((zone) => ({ value: zone.id, label: `${zone.name} ${zone.offset}` })),
    [timeZones.data],
  );

  const onSubmit = async (values: SetupValues) => {
    setFailure(null);
    const body = merchantSetupBody.parse({
      ...values,
      service: { ...values.service, duration: Number(values.service.duration) },
    });
    await onSave(body).catch((error: unknown) => {
      if (!attachServerErrors(error, form.setError, FIELDS)) setFailure(errorMessage(error));
    });
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="lg">
        {failure ? (
          <FormError message={failure} />
        ) : (
          hasErrors && <FormError message={t('setup.youHaveErrors')} />
        )}
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="setup-business">
          <Stack gap="md">
            <Title order={2} size="h4" id="setup-business">
              {t('setup.business')}
            </Title>
            <TextInput
              label={t('setup.businessName')}
              autoComplete="organization"
              error={errors.business_name?.message}
              {...form.register('business_name')}
            />
            <Controller
              control={form.control}
              name="time_zone"
              render={({ field, fieldState }) => (
                <Select
                  label={t('setup.timeZone')}
                  description={t('setup.timeZoneHint')}
                  data={zoneOptions}
                  searchable
                  allowDeselect={false}
                  nothingFoundMessage={timeZones.isError ? t('setup.timeZonesFailed') : undefined}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={
                    fieldState.error?.message ?? (timeZones.isError ? t('setup.timeZonesFailed') : undefined)
                  }
                />
              )}
            />
            <Controller
              control={form.control}
              name="url_subdomain"
              render={({ field, fieldState }) => (
                <TextInput
                  label={t('setup.urlSubdomain')}
                  description={t('setup.urlSubdomainHint')}
                  leftSection={
                    <Text size="sm" c="dimmed" pl="sm" style={{ whiteSpace: 'nowrap' }}>
                      {`${window.location.host}/book/`}
                    </Text>
                  }
                  leftSectionWidth={`${window.location.host.length + 10}ch`}
                  maxLength={URL_SUBDOMAIN_MAX_LENGTH}
                  autoCapitalize="none"
                  spellCheck={false}
                  value={field.value}
                  // Addresses are lower-case: what is typed becomes lower-case as it is typed.
                  onChange={(event) => field.onChange(event.currentTarget.value.toLowerCase())}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  name={field.name}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="setup-service">
          <Stack gap="md">
            <Title order={2} size="h4" id="setup-service">
              {t('setup.service')}
            </Title>
            <TextInput
              label={t('setup.serviceName')}
              placeholder={t('setup.serviceNamePlaceholder')}
              error={errors.service?.name?.message}
              {...form.register('service.name')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <Controller
                control={form.control}
                name="service.duration"
                render={({ field, fieldState }) => (
                  <NumberInput
                    label={t('setup.duration')}
                    min={1}
                    allowNegative={false}
                    value={field.value}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    name={field.name}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="service.duration_display_unit"
                render={({ field }) => (
                  <Select
                    label={t('setup.unit')}
                    data={durationDisplayUnits.map((unit) => ({
                      value: unit,
                      label: t(`setup.units.${unit}`),
                    }))}
                    allowDeselect={false}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? 'Minutes')}
                  />
                )}
              />
              <TextInput
                label={t('setup.price')}
                inputMode="decimal"
                leftSection="$"
                error={errors.service?.price?.message}
                {...form.register('service.price')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={isSaving}>
            {t('setup.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
