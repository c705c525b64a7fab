import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { BusinessSettings } from '@paybook/contracts';
import { URL_SUBDOMAIN_HOLD_DAYS, URL_SUBDOMAIN_MAX_LENGTH, urlSubdomainError } from '@paybook/domain';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notifySuccess } from '@/lib/notify';
import { useUpdateBusinessSettings } from '../api/update-business-settings';
import { bookingPath } from './booking-url';
import { SettingsFormAlerts, useServerErrors } from './settings-form-alerts';

type AddressValues = { url_subdomain: string };
const FIELDS = ['url_subdomain'] as const;

/** spec 1 §3 url_subdomain: the booking address, unique, lower-case letters, digits and hyphens. */
export function BookingAddressForm({ settings, origin }: { settings: BusinessSettings; origin: string }) {
  const { t } = useTranslation();
  const update = useUpdateBusinessSettings();
  const schema = useMemo(
    () =>
      z.object({
        url_subdomain: z.string().superRefine((value, context) => {
          const problem = urlSubdomainError(value);
          if (problem) context.addIssue({ code: 'custom', message: problem });
        }),
      }),
    [],
  );
  const { control, handleSubmit, formState, setError, reset } = useForm<AddressValues>({
    resolver: zodResolver(schema),
    values: { url_subdomain: settings.url_subdomain },
  });
  const serverErrors = useServerErrors(setError, FIELDS);

  const onSubmit = (values: AddressValues) => {
    serverErrors.clear();
    return update.mutateAsync(values).then((saved) => {
      reset({ url_subdomain: saved.url_subdomain });
      notifySuccess(t('bookingSettings.saved'));
    }, serverErrors.handleError);
  };
  const hasFieldErrors = formState.isSubmitted && Object.keys(formState.errors).length > 0;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="booking-address-title">
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="booking-address-title">
              {t('bookingTools.address.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('bookingTools.address.description', { days: URL_SUBDOMAIN_HOLD_DAYS })}
            </Text>
          </div>
          <SettingsFormAlerts
            hasFieldErrors={hasFieldErrors}
            unattachedError={serverErrors.unattachedError}
          />
          <Controller
            control={control}
            name="url_subdomain"
            render={({ field, fieldState }) => (
              <TextInput
                label={t('bookingTools.address.label')}
                description={t('bookingTools.address.hint')}
                leftSection={
                  <Text size="sm" c="dimmed" pl="sm" style={{ whiteSpace: 'nowrap' }}>
                    {`${origin}${bookingPath('')}`}
                  </Text>
                }
                leftSectionWidth={`${origin.length + 7}ch`}
                maxLength={URL_SUBDOMAIN_MAX_LENGTH}
                autoCapitalize="none"
                autoCorrect="off"
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
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!formState.isDirty}>
              {t('bookingTools.address.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
