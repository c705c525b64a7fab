import {
  Button,
  Group,
  type OptionsFilter,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LimitedTextInput } from '@/ui/limited-text';
import { PhoneInput } from '@/ui/phone-input';
import { useQuickCustomerSearch } from '../../api/customer-search';
import { formatPhoneInput } from '../../lib/phone-format';
import {
  type AppointmentFormValues,
  CUSTOMER_EMAIL_MAX,
  CUSTOMER_NAME_MAX,
  type CustomerMode,
  customerLabel,
} from './appointment-form-schema';
import { isSearchableQuery } from './customer-rules';

const SEARCH_DEBOUNCE_MS = 300;

/** The server filters; the list shows what it answered. */
const showAll: OptionsFilter = ({ options }) => options;

function CustomerSearch({ form }: { form: UseFormReturn<AppointmentFormValues> }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const isSearchable = isSearchableQuery(query);
  const results = useQuickCustomerSearch(query, isSearchable);
  const customers = isSearchable ? (results.data?.data ?? []) : [];
  const data = customers.map((customer) => ({ value: String(customer.id), label: customerLabel(customer) }));

  let nothingFound = t('calendarModals.customer.typeMore');
  if (results.isError) nothingFound = t('calendarModals.customer.searchFailed');
  else if (isSearchable && results.isFetching) nothingFound = t('calendarModals.customer.searching');
  else if (isSearchable) nothingFound = t('calendarModals.customer.noMatch');

  return (
    <Select
      label={t('calendarModals.customer.searchLabel')}
      description={t('calendarModals.customer.searchHint')}
      placeholder={t('calendarModals.customer.searchPlaceholder')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      value={null}
      filter={showAll}
      nothingFoundMessage={nothingFound}
      error={form.formState.errors.customer?.message}
      onChange={(value, option) => {
        if (value === null || option === null) return;
        form.setValue('customer', { id: Number(value), label: option.label }, { shouldValidate: true });
        setSearch('');
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * spec 1 §5: the appointment's customer, found by the quick search (from 3 characters, not starting with
 * a space) or entered as a new customer (e-mail pattern, phone mask whose first digit is 2 to 9).
 */
export function CustomerField({ form }: { form: UseFormReturn<AppointmentFormValues> }) {
  const { t } = useTranslation();
  const { register, watch, setValue, formState, control } = form;
  const mode = watch('customer_mode');
  const customer = watch('customer');
  const errors = formState.errors;
  const modeLabelId = useId();

  return (
    <Stack gap="xs">
      <Text component="div" size="sm" fw={500} id={modeLabelId}>
        {t('calendarModals.customer.label')}
      </Text>
      <SegmentedControl
        fullWidth
        aria-labelledby={modeLabelId}
        value={mode}
        onChange={(value) => setValue('customer_mode', value as CustomerMode)}
        data={[
          { value: 'existing', label: t('calendarModals.customer.existing') },
          { value: 'new', label: t('calendarModals.customer.new') },
        ]}
      />
      {mode === 'existing' &&
        (customer ? (
          <Paper withBorder p="sm" radius="sm">
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={500} data-testid="chosen-customer">
                {customer.label ?? t('calendarModals.customer.byId', { id: customer.id })}
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => setValue('customer', null, { shouldValidate: formState.isSubmitted })}
              >
                {t('calendarModals.customer.change')}
              </Button>
            </Group>
          </Paper>
        ) : (
          <CustomerSearch form={form} />
        ))}
      {mode === 'new' && (
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <LimitedTextInput
              label={t('calendarModals.customer.firstName')}
              maxLength={CUSTOMER_NAME_MAX}
              withAsterisk
              autoComplete="off"
              error={errors.first_name?.message}
              {...register('first_name')}
            />
            <LimitedTextInput
              label={t('calendarModals.customer.lastName')}
              maxLength={CUSTOMER_NAME_MAX}
              withAsterisk
              autoComplete="off"
              error={errors.last_name?.message}
              {...register('last_name')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <LimitedTextInput
              label={t('calendarModals.customer.email')}
              maxLength={CUSTOMER_EMAIL_MAX}
              type="email"
              autoComplete="off"
              error={errors.email?.message}
              {...register('email')}
            />
            <Controller
              control={control}
              name="phone"
              render={({ field }) => (
                <PhoneInput
                  label={t('calendarModals.customer.phone')}
                  autoComplete="off"
                  error={errors.phone?.message}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(formatPhoneInput(event.currentTarget.value))}
                />
              )}
            />
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
