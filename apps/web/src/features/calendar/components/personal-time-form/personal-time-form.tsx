import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { TIME_PERIOD_NOT_AVAILABLE } from '@paybook/contracts';
import { personalTimeTitle, todayInTimeZone, zoneNameWithId } from '@paybook/domain';
import { IconClockOff } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '@/lib/api-client';
import { fieldMessages } from '@/lib/field-messages';
import { attachServerErrors } from '@/lib/form-server-errors';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { useSubmitOnce } from '@/lib/submit-once';
import { FormError } from '@/ui/form-error';
import { LimitedTextInput } from '@/ui/limited-text';
import { TimeField } from '@/ui/time-field';
import { useProviderTimeZone } from '../../api/availability';
import { useDeletePersonalTime, useSavePersonalTime } from '../../api/personal-time';
import { FormFooter } from '../form-footer';
import { ProviderSelect } from '../provider-select';
import {
  moveStart,
  type PersonalTimeFormValues,
  personalTimeBody,
  personalTimeFieldOf,
  personalTimeFormProblem,
} from './personal-time-rules';

interface PersonalTimeFormProps {
  /** The personal time being edited; null adds one. */
  personalTimeId: number | null;
  initialValues: PersonalTimeFormValues;
  serviceProviderId: number;
  initialTimeZone: string;
  /** Only when adding: edited personal time stays with its provider. */
  canChooseProvider: boolean;
  onDone: () => void;
  onCancel: () => void;
}

/** The contract's title limit (savePersonalTimeBody): the field stops there. */
const TITLE_MAX = 200;

function personalTimeSchema(t: TFunction, timeZone: string) {
  // Issue 16 point 9: the catalogue's words for the field faults.
  const messages = fieldMessages(t);
  const required = (message: string) =>
    z
      .string()
      .nullable()
      .refine((value) => !!value, message);
  return z
    .object({
      title: z.string().max(TITLE_MAX, messages.tooLong(TITLE_MAX)),
      start_date: required(messages.choose('date')),
      start_time: z.string().min(1, messages.required('startTime')),
      end_date: required(messages.choose('date')),
      end_time: z.string().min(1, messages.required('endTime')),
    })
    .superRefine((values, context) => {
      // spec 1 §5 through the domain's rule: end after start; start date not before today.
      const problem = personalTimeFormProblem(values, timeZone);
      if (problem)
        context.addIssue({
          code: 'custom',
          path: [problem.field],
          message: t(`calendarModals.personalTime.errors.${problem.key}`),
        });
    });
}

/** spec 1 §5, §7: personal time's title, start and end on the provider's clock (ruling 8). */
export function PersonalTimeForm(props: PersonalTimeFormProps) {
  const { personalTimeId, initialValues, initialTimeZone, canChooseProvider, onDone, onCancel } = props;
  const { t, i18n } = useTranslation();
  const [providerId, setProviderId] = useState(props.serviceProviderId);
  const timeZone = useProviderTimeZone(providerId).data ?? initialTimeZone;
  const schema = useMemo(() => personalTimeSchema(t, timeZone), [t, timeZone]);
  const form = useForm<PersonalTimeFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initialValues,
  });
  const { control, register, setValue, getValues, setError, handleSubmit, formState, watch, trigger } = form;
  const save = useSavePersonalTime();
  const remove = useDeletePersonalTime();
  const idempotencyKey = useIdempotencyKey();
  const submit = useSubmitOnce();
  const [isUnavailable, setUnavailable] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const today = todayInTimeZone(timeZone);
  const errors = formState.errors;

  const changeStart = (start: { date: string | null; time: string }) => {
    const next = moveStart(getValues(), start, timeZone);
    for (const field of ['start_date', 'start_time', 'end_date', 'end_time'] as const)
      setValue(field, next[field], { shouldDirty: true });
    setUnavailable(false);
    if (formState.isSubmitted) void trigger();
  };
  const changeEnd = (field: 'end_date' | 'end_time', value: string | null) => {
    setValue(field, field === 'end_time' ? (value ?? '') : value, { shouldDirty: true });
    setUnavailable(false);
    if (formState.isSubmitted) void trigger();
  };

  const onSubmit = (values: PersonalTimeFormValues) => {
    setFormError(null);
    setUnavailable(false);
    const body = personalTimeBody(values, timeZone);
    if (!submit.begin()) return;
    save.mutate(
      {
        serviceProviderId: providerId,
        personalTimeId,
        body,
        idempotencyKey: idempotencyKey.keyFor([providerId, body]),
      },
      {
        onSuccess: () => {
          submit.succeeded();
          notifySuccess(
            t(personalTimeId ? 'calendarModals.personalTime.updated' : 'calendarModals.personalTime.added'),
          );
          onDone();
        },
        onError: (error) => {
          submit.failed();
          // spec 1 §5, §8: TIME_PERIOD_NOT_AVAILABLE marks the period unavailable on the form.
          if (isApiError(error) && error.code === TIME_PERIOD_NOT_AVAILABLE) {
            setUnavailable(true);
            return;
          }
          // spec 1 §7, §8: other failures are logged; the form says something went wrong.
          console.error('Saving personal time failed', error);
          if (!attachServerErrors(error, setError, personalTimeFieldOf)) setFormError(t('errors.unknown'));
        },
      },
    );
  };

  const handleDelete = () => {
    if (personalTimeId === null) return;
    remove.mutate(
      { serviceProviderId: providerId, personalTimeId },
      {
        onSuccess: () => {
          notifySuccess(t('calendarModals.personalTime.deleted'));
          onDone();
        },
        onError: (error) => {
          console.error('Deleting personal time failed', error);
          setConfirmingDelete(false);
          setFormError(errorMessage(error));
        },
      },
    );
  };

  const startDate = watch('start_date');
  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label={t('calendarModals.personalTime.formLabel')}
    >
      <Stack gap="sm">
        {canChooseProvider && personalTimeId === null && (
          <ProviderSelect
            label={t('calendarModals.personalTime.provider')}
            value={providerId}
            onChange={setProviderId}
          />
        )}
        <LimitedTextInput
          label={t('calendarModals.personalTime.title')}
          maxLength={TITLE_MAX}
          description={t('calendarModals.personalTime.titleHint')}
          data-autofocus
          error={errors.title?.message}
          {...register('title', {
            // spec 1 §5: an empty title reverts to the default title.
            onBlur: (event) => setValue('title', personalTimeTitle(event.target.value)),
          })}
        />
        <SimpleGrid cols={2} spacing="xs">
          <Controller
            control={control}
            name="start_date"
            render={({ field }) => (
              <DatePickerInput
                label={t('calendarModals.personalTime.startDate')}
                withAsterisk
                valueFormat="ddd, MMM D, YYYY"
                value={field.value}
                onChange={(date) => changeStart({ date, time: getValues('start_time') })}
                onBlur={field.onBlur}
                ref={field.ref}
                minDate={today}
                firstDayOfWeek={0}
                error={errors.start_date?.message ?? isUnavailable}
                nextLabel={t('calendarModals.appointment.nextMonth')}
                previousLabel={t('calendarModals.appointment.previousMonth')}
                popoverProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={control}
            name="start_time"
            render={({ field }) => (
              <TimeField
                label={t('calendarModals.personalTime.startTime')}
                withAsterisk
                value={field.value}
                onChange={(time) => changeStart({ date: getValues('start_date'), time })}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.start_time?.message ?? isUnavailable}
              />
            )}
          />
          <Controller
            control={control}
            name="end_date"
            render={({ field }) => (
              <DatePickerInput
                label={t('calendarModals.personalTime.endDate')}
                withAsterisk
                valueFormat="ddd, MMM D, YYYY"
                value={field.value}
                onChange={(date) => changeEnd('end_date', date)}
                onBlur={field.onBlur}
                ref={field.ref}
                minDate={startDate ?? today}
                firstDayOfWeek={0}
                error={errors.end_date?.message ?? isUnavailable}
                nextLabel={t('calendarModals.appointment.nextMonth')}
                previousLabel={t('calendarModals.appointment.previousMonth')}
                popoverProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={control}
            name="end_time"
            render={({ field }) => (
              <TimeField
                label={t('calendarModals.personalTime.endTime')}
                withAsterisk
                value={field.value}
                onChange={(time) => changeEnd('end_time', time)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.end_time?.message ?? isUnavailable}
              />
            )}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('calendarModals.appointment.zoneNote', { zone: zoneNameWithId(timeZone, i18n.language) })}
        </Text>
        {isUnavailable && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconClockOff size={18} aria-hidden />}
            title={t('calendarModals.personalTime.unavailableTitle')}
          >
            {t('calendarModals.personalTime.unavailable')}
          </Alert>
        )}
        <FormError message={formError} />
        <FormFooter
          deleteLabel={personalTimeId !== null ? t('calendarModals.personalTime.delete') : null}
          deleteMessage={t('calendarModals.personalTime.deleteConfirm')}
          deleteConfirmLabel={t('calendarModals.personalTime.deleteConfirmButton')}
          isConfirmingDelete={isConfirmingDelete}
          onConfirmingDeleteChange={setConfirmingDelete}
          isDeleting={remove.isPending}
          onDelete={handleDelete}
          submitLabel={t('calendarModals.personalTime.save')}
          submit={submit}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
