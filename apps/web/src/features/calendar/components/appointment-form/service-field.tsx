import { Select } from '@mantine/core';
import type { Offering } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';

interface ServiceFieldProps {
  offerings: Offering[];
  isLoading: boolean;
  isError: boolean;
  value: string | null;
  onChange: (value: string | null) => void;
  error: string | undefined;
}

/** The provider's active bookable services (GET service_provider/{id}/offerings), with their length. */
export function ServiceField({ offerings, isLoading, isError, value, onChange, error }: ServiceFieldProps) {
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
      label={t('calendarModals.appointment.service')}
      withAsterisk
      placeholder={t('calendarModals.appointment.servicePlaceholder')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('calendarModals.appointment.noServiceMatch')}
      disabled={isLoading || data.length === 0}
      description={description}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-autofocus
    />
  );
}
