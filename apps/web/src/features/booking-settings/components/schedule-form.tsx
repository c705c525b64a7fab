import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  Input,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  type ScheduleSettingName,
  type ScheduleSettings,
  scheduleAmount,
  scheduleSettingNames,
  scheduleUnit,
  scheduleUnits,
} from '@paybook/contracts';
import { SCHEDULE_UNIT_MAXIMA, scheduleSettingsErrors } from '@paybook/domain';
import { useId } from 'react';
import { type Control, type Path, useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notifySuccess } from '@/lib/notify';
import { useUpdateScheduleSettings } from '../api/update-schedule-settings';
import { SettingsFormAlerts, useServerErrors } from './settings-form-alerts';

/** The contract's amount, with a cleared number read as missing ('Enter a number'). */
const formAmount = z.object({
  value: z.preprocess((value) => value ?? undefined, scheduleAmount.shape.value),
  unit: scheduleUnit,
});

/** The contract's shape, and every value within its unit's maximum (domain scheduleSettingsErrors). */
const scheduleFormSchema = z
  .object({
    lead_time: formAmount,
    advanced_booking_time: formAmount,
    cancellation_time: formAmount,
    reminder_time: formAmount,
  })
  .superRefine((values, context) => {
    for (const detail of scheduleSettingsErrors(values)) {
      context.addIssue({ code: 'custom', path: detail.property.split('.'), message: detail.message });
    }
  });

/** What the inputs hold: a cleared number input holds null until it is filled in again. */
type ScheduleFormValues = z.input<typeof scheduleFormSchema>;

const FIELDS = scheduleSettingNames.flatMap((name) => [
  `${name}.value` as Path<ScheduleFormValues>,
  `${name}.unit` as Path<ScheduleFormValues>,
]);

/** spec 1 §3 Schedule settings: four values, each in a unit, each at most its unit's maximum (ruling 10). */
export function ScheduleForm({ settings }: { settings: ScheduleSettings }) {
  const { t } = useTranslation();
  const update = useUpdateScheduleSettings();
  const { control, handleSubmit, formState, setError, reset } = useForm<
    ScheduleFormValues,
    unknown,
    ScheduleSettings
  >({
    resolver: zodResolver(scheduleFormSchema),
    values: settings,
  });
  const serverErrors = useServerErrors(setError, FIELDS);

  const onSubmit = (values: ScheduleSettings) => {
    serverErrors.clear();
    return update.mutateAsync(values).then((saved) => {
      reset(saved);
      notifySuccess(t('bookingSettings.saved'));
    }, serverErrors.handleError);
  };
  const hasFieldErrors = formState.isSubmitted && Object.keys(formState.errors).length > 0;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="schedule-title">
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="lg">
          <div>
            <Title order={2} size="h4" id="schedule-title">
              {t('scheduleSettings.rules.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('scheduleSettings.rules.description')}
            </Text>
          </div>
          <SettingsFormAlerts
            hasFieldErrors={hasFieldErrors}
            unattachedError={serverErrors.unattachedError}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {scheduleSettingNames.map((name) => (
              <ScheduleAmountField key={name} name={name} control={control} />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('bookingSettings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

interface ScheduleAmountFieldProps {
  name: ScheduleSettingName;
  control: Control<ScheduleFormValues, unknown, ScheduleSettings>;
}

/** One setting: its value and its unit side by side, the unit's maximum in the hint (ruling 10). */
function ScheduleAmountField({ name, control }: ScheduleAmountFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const unit = useWatch({ control, name: `${name}.unit` });
  const label = t(`scheduleSettings.fields.${name}.label`);
  const {
    field,
    fieldState: { error },
  } = useController({ control, name: `${name}.value` });
  const unitField = useController({ control, name: `${name}.unit` }).field;

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ htmlFor: id }}
      description={t(`scheduleSettings.fields.${name}.hint`, {
        max: SCHEDULE_UNIT_MAXIMA[unit],
        unit: t(`scheduleSettings.units.${unit}`).toLowerCase(),
      })}
      descriptionProps={{ id: `${id}-description` }}
      error={error?.message}
      errorProps={{ id: `${id}-error` }}
    >
      <Group gap="xs" wrap="nowrap" mt={4}>
        <NumberInput
          id={id}
          aria-describedby={error ? `${id}-description ${id}-error` : `${id}-description`}
          aria-invalid={error ? true : undefined}
          error={Boolean(error)}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          hideControls
          style={{ flex: 1 }}
          value={typeof field.value === 'number' ? field.value : ''}
          onChange={(next) => field.onChange(typeof next === 'number' ? next : null)}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
        />
        <NativeSelect
          aria-label={t('scheduleSettings.unitLabel', { setting: label })}
          w={130}
          data={scheduleUnits.map((value) => ({ value, label: t(`scheduleSettings.units.${value}`) }))}
          value={unitField.value}
          onChange={(event) => unitField.onChange(event.currentTarget.value)}
          onBlur={unitField.onBlur}
          name={unitField.name}
        />
      </Group>
    </Input.Wrapper>
  );
}
