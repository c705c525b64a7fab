import { Loader, SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { TimeSlots } from '@paybook/contracts';
import { wallClock } from '@paybook/domain';
import { type Ref, useEffect, useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TimeField } from '@/ui/time-field';
import { type AvailabilityRequest, useAvailableDates } from '../../api/availability';
import type { AppointmentFormValues } from './appointment-form-schema';
import { monthRange } from './appointment-times';

interface DateSlotFieldsProps {
  form: UseFormReturn<AppointmentFormValues>;
  /** null until a provider and a service are chosen. */
  request: AvailabilityRequest | null;
  /** Today on the provider's clock: earlier days cannot be picked. */
  today: string;
  slots: TimeSlots['slots'];
  isLoadingSlots: boolean;
  /** An edited appointment's own start, offered even when it is off the slot grid. */
  currentSlot: { start_at: string; label: string } | null;
  /** When the chosen time ends, on the provider's clock ('10:00 AM'). */
  endLabel: string | null;
  /** The provider's zone: the slots are offered on its clock (ruling 8). */
  timeZone: string;
  /** Editing: the date takes the focus (issue 16 point 3: rescheduling starts at the date). */
  isEditing: boolean;
  dateRef?: Ref<HTMLButtonElement>;
}

/** Slots start on the 5-minute grid at the finest; typed times round to it, then must be a free slot. */
const SLOT_STEP_MINUTES = 5;

/**
 * spec 1 §5: only available days can be picked (available_dates_between for the month on screen), and a
 * time slot must be chosen from the day's free slots (labelled on the provider's clock).
 */
export function DateSlotFields({
  form,
  request,
  today,
  slots,
  isLoadingSlots,
  currentSlot,
  endLabel,
  timeZone,
  isEditing,
  dateRef,
}: DateSlotFieldsProps) {
  const { t } = useTranslation();
  const { watch, setValue, formState } = form;
  const date = watch('date');
  const startAt = watch('start_at');
  const [month, setMonth] = useState(date ?? today);
  useEffect(() => {
    if (date) setMonth(date);
  }, [date]);
  const range = monthRange(month);
  const dates = useAvailableDates(request, range.from, range.to);
  const available = useMemo(() => new Set(dates.data?.dates ?? []), [dates.data]);

  // spec 1 §5 slot rules stay: only the day's free slots (and an edited appointment's own start) are
  // offered and accepted; the time picker shows them on the provider's clock ('HH:mm' ↔ start_at).
  const starts = slots.map((slot) => slot.start_at);
  if (currentSlot && !starts.includes(currentSlot.start_at)) starts.unshift(currentSlot.start_at);
  const startByTime = new Map(starts.map((start) => [wallClock(new Date(start), timeZone).time, start]));
  const options = [...startByTime.keys()].sort();
  const chosenTime = startAt ? wallClock(new Date(startAt), timeZone).time : '';

  let slotPlaceholder = t('calendarModals.appointment.slotPlaceholder');
  if (request === null) slotPlaceholder = t('calendarModals.appointment.chooseServiceFirst');
  else if (date === null) slotPlaceholder = t('calendarModals.appointment.chooseDateFirst');
  else if (!isLoadingSlots && options.length === 0) slotPlaceholder = t('calendarModals.appointment.noSlots');

  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
      <DatePickerInput
        ref={dateRef}
        label={t('calendarModals.appointment.date')}
        withAsterisk
        data-autofocus={isEditing || undefined}
        placeholder={t('calendarModals.appointment.datePlaceholder')}
        valueFormat="ddd, MMM D, YYYY"
        value={date}
        onChange={(value) => {
          setValue('date', value, { shouldValidate: formState.isSubmitted });
          if (value !== date) setValue('start_at', null);
        }}
        date={month}
        onDateChange={setMonth}
        firstDayOfWeek={0}
        minDate={today}
        excludeDate={(day) => !available.has(day)}
        disabled={request === null}
        rightSection={dates.isFetching ? <Loader size="xs" aria-hidden /> : undefined}
        description={
          dates.isError
            ? t('calendarModals.appointment.datesFailed')
            : dates.isSuccess && !dates.isPlaceholderData && available.size === 0
              ? t('calendarModals.appointment.noDatesThisMonth')
              : undefined
        }
        error={formState.errors.date?.message}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        nextLabel={t('calendarModals.appointment.nextMonth')}
        previousLabel={t('calendarModals.appointment.previousMonth')}
        popoverProps={{ withinPortal: true }}
      />
      <TimeField
        label={t('calendarModals.appointment.timeSlot')}
        withAsterisk
        placeholder={slotPlaceholder}
        options={options}
        stepMinutes={SLOT_STEP_MINUTES}
        value={chosenTime}
        onChange={(time) =>
          setValue('start_at', startByTime.get(time) ?? null, { shouldValidate: formState.isSubmitted })
        }
        disabled={request === null || date === null || (options.length === 0 && !isLoadingSlots)}
        description={endLabel ? t('calendarModals.appointment.endsAt', { time: endLabel }) : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={formState.errors.start_at?.message}
      />
    </SimpleGrid>
  );
}
