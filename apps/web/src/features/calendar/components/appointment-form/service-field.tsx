import { Select } from '@mantine/core';
import type { Offering } from '@paybook/contracts';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface ServiceFieldProps {
  offerings: Offering[];
  isLoading: boolean;
  isError: boolean;
  value: string | null;
  onChange: (value: string | null) => void;
  error: string | undefined;
  /** Adding: the service is the first choice and takes the focus (its list stays closed). */
  isFocusedFirst: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** The provider's active bookable services (GET service_provider/{id}/offerings), with their length. */
export function ServiceField(props: ServiceFieldProps) {
  const { offerings, isLoading, isError, value, onChange, error, isFocusedFirst, inputRef } = props;
  const { t } = useTranslation();
  const data = offerings.map((offering) => ({
    value: String(offering.id),
    label:
      offering.duration_minutes === null
        ? offering.name
        : t('calendarModals.appointment.serviceOption', {
            name: offering.name,
            count: offering.duration_minutes,
          }),
  }));
  let description: string | undefined;
  if (isError) description = t('calendarModals.appointment.servicesFailed');
  else if (!isLoading && data.length === 0) description = t('calendarModals.appointment.noServices');
  return (
    <Select
      ref={inputRef}
      label={t('calendarModals.appointment.service')}
      withAsterisk
      placeholder={t('calendarModals.appointment.servicePlaceholder')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      // Issue 16 point 3: a focused searchable select opened its list over the date and time; a list
      // opens only when the user asks (click, typing, ArrowDown).
      openOnFocus={false}
      allowDeselect={false}
      nothingFoundMessage={t('calendarModals.appointment.noServiceMatch')}
      disabled={isLoading || data.length === 0}
      description={description}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-autofocus={isFocusedFirst || undefined}
    />
  );
}
