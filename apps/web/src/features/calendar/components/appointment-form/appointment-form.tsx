import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Fieldset, Stack, Text } from '@mantine/core';
import { type Appointment, TIME_PERIOD_NOT_AVAILABLE } from '@paybook/contracts';
import { todayInTimeZone, zoneNameWithId } from '@paybook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { attachServerErrors } from '@/lib/form-server-errors';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { useSubmitOnce } from '@/lib/submit-once';
import { FormError } from '@/ui/form-error';
import { useDeleteAppointment, useSaveAppointment } from '../../api/appointments';
import {
  availabilityKeys,
  useProviderOfferings,
  useProviderTimeZone,
  useTimeSlots,
} from '../../api/availability';
import { clockTime } from '../../lib/calendar-format';
import { FormFooter } from '../form-footer';
import { ProviderSelect } from '../provider-select';
import {
  type AppointmentFormValues,
  appointmentBody,
  appointmentFieldOf,
  appointmentFormSchema,
} from './appointment-form-schema';
import { appointmentEnd, localDateOf } from './appointment-times';
import { CustomerField } from './customer-field';
import { DateSlotFields } from './date-slot-fields';
import { ServiceField } from './service-field';

interface AppointmentFormProps {
  /** The appointment being edited; null adds one. */
  appointment: Appointment | null;
  initialValues: AppointmentFormValues;
  /** The zone of the provider the form opened with, until the chosen provider's zone is known. */
  initialTimeZone: string;
  canChooseProvider: boolean;
  /** After a save or a delete. */
  onDone: () => void;
  onCancel: () => void;
}

/** spec 1 §5, §7: the appointment form of the add and edit modal. */
export function AppointmentForm(props: AppointmentFormProps) {
  const { appointment, initialValues, initialTimeZone, canChooseProvider, onDone, onCancel } = props;
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const schema = useMemo(() => appointmentFormSchema(t), [t]);
  const form = useForm<AppointmentFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initialValues,
  });
  const { watch, setValue, setError, handleSubmit, formState } = form;
  const save = useSaveAppointment();
  const remove = useDeleteAppointment();
  const idempotencyKey = useIdempotencyKey();
  const submit = useSubmitOnce();
  const [formError, setFormError] = useState<string | null>(null);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);

  const providerId = watch('service_provider_id');
  const offeringId = watch('offering_id');
  const date = watch('date');
  const startAt = watch('start_at');
  const timeZone = useProviderTimeZone(providerId).data ?? initialTimeZone;
  const offerings = useProviderOfferings(providerId);
  const offeringList = offerings.data?.data ?? [];
  const request =
    providerId !== null && offeringId !== null
      ? {
          offeringId: Number(offeringId),
          serviceProviderId: providerId,
          selectedAppointmentId: appointment?.id,
        }
      : null;
  const slots = useTimeSlots(request, date);
  const slotList = slots.data?.slots ?? [];
  const isEditable = appointment === null || appointment.can_edit;

  // An edited appointment keeps its own time on offer while its provider and date stay (spec 1 §7
  // selected_appointment_id frees it; an off-grid start would otherwise vanish).
  const currentSlot =
    appointment &&
    providerId === appointment.service_provider_id &&
    date === localDateOf(appointment.start_at, timeZone)
      ? { start_at: appointment.start_at, label: clockTime(appointment.start_at, timeZone) }
      : null;

  // A service this provider does not offer is dropped; a provider with one service gets it chosen.
  useEffect(() => {
    if (!offerings.isSuccess) return;
    const ids = offeringList.map((offering) => String(offering.id));
    if (offeringId !== null && !ids.includes(offeringId)) setValue('offering_id', null);
    if (offeringId === null && ids.length === 1) setValue('offering_id', ids[0] ?? null);
  }, [offerings.isSuccess, offeringList, offeringId, setValue]);

  // A chosen start that is not free for this service and day (a clicked time, a changed service) is cleared.
  useEffect(() => {
    if (!slots.isSuccess || slots.isFetching || startAt === null) return;
    if (currentSlot?.start_at === startAt) return;
    if (!slotList.some((slot) => slot.start_at === startAt)) setValue('start_at', null);
  }, [slots.isSuccess, slots.isFetching, slotList, startAt, currentSlot?.start_at, setValue]);

  // Issue 16 point 3: the first field a user changes takes the focus once it can (the date when
  // rescheduling, the service when adding), without opening any list. The modal's own autofocus runs
  // before the fields are ready (they wait for the provider's services), so the form focuses them.
  const serviceRef = useRef<HTMLInputElement>(null);
  const dateRef = useRef<HTMLButtonElement>(null);
  const hasFocusedFirst = useRef(false);
  const isFirstFieldReady = appointment === null ? offerings.isSuccess : request !== null;
  useEffect(() => {
    if (hasFocusedFirst.current || !isFirstFieldReady) return;
    const target = appointment === null ? serviceRef.current : dateRef.current;
    if (!target || target.disabled) return;
    hasFocusedFirst.current = true;
    target.focus();
  });

  const chosenOffering = offeringList.find((candidate) => String(candidate.id) === offeringId);
  const chosenEnd =
    startAt === null
      ? null
      : (slotList.find((slot) => slot.start_at === startAt)?.end_at ??
        appointmentEnd(startAt, chosenOffering?.duration_minutes ?? null));
  const endLabel = chosenEnd ? clockTime(chosenEnd, timeZone) : null;

  const onSubmit = (values: AppointmentFormValues) => {
    setFormError(null);
    const slot = slotList.find((candidate) => candidate.start_at === values.start_at);
    const offering = offeringList.find((candidate) => String(candidate.id) === values.offering_id);
    const body = appointmentBody(values, slot?.end_at ?? null, offering?.duration_minutes ?? null);
    const serviceProviderId = values.service_provider_id ?? 0;
    if (!submit.begin()) return;
    save.mutate(
      {
        serviceProviderId,
        appointmentId: appointment?.id ?? null,
        body,
        idempotencyKey: idempotencyKey.keyFor([serviceProviderId, body]),
      },
      {
        onSuccess: () => {
          submit.succeeded();
          notifySuccess(
            t(appointment ? 'calendarModals.appointment.updated' : 'calendarModals.appointment.added'),
          );
          onDone();
        },
        onError: (error) => {
          submit.failed();
          // spec 1 §5: the time was taken meanwhile: say so beside the slot and reload the free slots.
          if (isApiError(error) && error.code === TIME_PERIOD_NOT_AVAILABLE) {
            setValue('start_at', null);
            setError(
              'start_at',
              { message: t('calendarModals.appointment.slotTaken') },
              { shouldFocus: true },
            );
            void queryClient.invalidateQueries({ queryKey: availabilityKeys.all() });
            return;
          }
          if (!attachServerErrors(error, setError, appointmentFieldOf)) setFormError(errorMessage(error));
        },
      },
    );
  };

  const handleDelete = () => {
    if (!appointment) return;
    setFormError(null);
    remove.mutate(appointment.id, {
      onSuccess: () => {
        notifySuccess(t('calendarModals.appointment.deleted'));
        onDone();
      },
      onError: (error) => {
        setConfirmingDelete(false);
        setFormError(errorMessage(error));
      },
    });
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('calendarModals.appointment.formLabel')}>
      <Stack gap="md">
        {!isEditable && (
          <Alert color="yellow" variant="light">
            {t('calendarModals.appointment.notEditable')}
          </Alert>
        )}
        <Fieldset variant="unstyled" disabled={!isEditable}>
          <Stack gap="sm">
            {canChooseProvider && (
              <ProviderSelect
                label={t('calendarModals.appointment.provider')}
                value={providerId}
                onChange={(id) =>
                  setValue('service_provider_id', id, { shouldValidate: formState.isSubmitted })
                }
              />
            )}
            <ServiceField
              offerings={offeringList}
              isLoading={offerings.isPending}
              isError={offerings.isError}
              value={offeringId}
              onChange={(value) => {
                setValue('offering_id', value, { shouldValidate: formState.isSubmitted });
              }}
              error={formState.errors.offering_id?.message}
              isFocusedFirst={appointment === null}
              inputRef={serviceRef}
            />
            <DateSlotFields
              form={form}
              request={request}
              today={todayInTimeZone(timeZone)}
              slots={slotList}
              isLoadingSlots={slots.isFetching}
              currentSlot={currentSlot}
              endLabel={endLabel}
              timeZone={timeZone}
              isEditing={appointment !== null}
              dateRef={dateRef}
            />
            <Text size="xs" c="dimmed">
              {t('calendarModals.appointment.zoneNote', { zone: zoneNameWithId(timeZone, i18n.language) })}
            </Text>
            <CustomerField form={form} />
          </Stack>
        </Fieldset>
        <FormError message={formError} />
        <FormFooter
          deleteLabel={appointment && isEditable ? t('calendarModals.appointment.delete') : null}
          deleteMessage={t('calendarModals.appointment.deleteConfirm')}
          deleteConfirmLabel={t('calendarModals.appointment.deleteConfirmButton')}
          isConfirmingDelete={isConfirmingDelete}
          onConfirmingDeleteChange={setConfirmingDelete}
          isDeleting={remove.isPending}
          onDelete={handleDelete}
          submitLabel={
            isEditable
              ? t(appointment ? 'calendarModals.appointment.save' : 'calendarModals.appointment.book')
              : null
          }
          submit={submit}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
