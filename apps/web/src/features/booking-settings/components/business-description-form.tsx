import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { BUSINESS_DESCRIPTION_MAX_LENGTH } from '@paybook/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notifySuccess } from '@/lib/notify';
import { useUpdateBookingPage } from '../api/update-booking-page';
import { SettingsFormAlerts, useServerErrors } from './settings-form-alerts';

type DescriptionValues = { business_description: string };
const FIELDS = ['business_description'] as const;

/** spec 1 §2.3 booking, §3 Business settings business_description: what customers read first. */
export function BusinessDescriptionForm({ description }: { description: string }) {
  const { t } = useTranslation();
  const update = useUpdateBookingPage();
  const schema = useMemo(
    () =>
      z.object({
        business_description: z
          .string()
          .max(
            BUSINESS_DESCRIPTION_MAX_LENGTH,
            t('bookingSettings.description.tooLong', { max: BUSINESS_DESCRIPTION_MAX_LENGTH }),
          ),
      }),
    [t],
  );
  const { register, handleSubmit, formState, setError, watch, reset } = useForm<DescriptionValues>({
    resolver: zodResolver(schema),
    values: { business_description: description },
  });
  const serverErrors = useServerErrors(setError, FIELDS);
  const length = watch('business_description').length;

  const onSubmit = (values: DescriptionValues) => {
    serverErrors.clear();
    return update.mutateAsync(values).then((page) => {
      reset({ business_description: page.business_description });
      notifySuccess(t('bookingSettings.saved'));
    }, serverErrors.handleError);
  };

  const hasFieldErrors = formState.isSubmitted && Object.keys(formState.errors).length > 0;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="booking-description-title">
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="booking-description-title">
            {t('bookingSettings.description.title')}
          </Title>
          <SettingsFormAlerts
            hasFieldErrors={hasFieldErrors}
            unattachedError={serverErrors.unattachedError}
          />
          <Textarea
            label={t('bookingSettings.description.label')}
            description={t('bookingSettings.description.hint')}
            autosize
            minRows={4}
            maxRows={12}
            error={formState.errors.business_description?.message}
            {...register('business_description')}
          />
          <Group justify="space-between">
            <Text
              size="sm"
              c={length > BUSINESS_DESCRIPTION_MAX_LENGTH ? 'red.8' : 'dimmed'}
              aria-live="polite"
            >
              {t('bookingSettings.description.counter', {
                count: length,
                max: BUSINESS_DESCRIPTION_MAX_LENGTH,
              })}
            </Text>
            <Button type="submit" loading={update.isPending} disabled={!formState.isDirty}>
              {t('bookingSettings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
