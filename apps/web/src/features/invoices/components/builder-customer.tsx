import { Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PosCustomer } from '@paybook/contracts';
import { IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuilderCustomers } from '../api/builder-catalogue';

interface BuilderCustomerProps {
  customer: PosCustomer | null;
  error: string | undefined;
  onChange: (customer: PosCustomer | null) => void;
}

/** The customer the invoice is for (spec 3 §5: a search starts at more than 2 characters). */
export function BuilderCustomer({ customer, error, onChange }: BuilderCustomerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useBuilderCustomers(debounced, debounced.length > 2);
  if (customer) {
    return (
      <Card withBorder padding="md" data-testid="builder-customer">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <IconUser size={20} aria-hidden />
            <Stack gap={0}>
              <Text fw={600}>{`${customer.first_name} ${customer.last_name}`.trim()}</Text>
              <Text size="sm" c="dimmed">
                {customer.email || t('invoices.builder.noEmail')}
              </Text>
            </Stack>
          </Group>
          <Button variant="subtle" onClick={() => onChange(null)}>
            {t('invoices.builder.changeCustomer')}
          </Button>
        </Group>
      </Card>
    );
  }
  const options = (found.data?.data ?? []).map((row) => ({
    value: String(row.id),
    label: `${row.first_name} ${row.last_name}`.trim() + (row.email ? ` · ${row.email}` : ''),
  }));
  return (
    <Select
      label={t('invoices.builder.customer')}
      placeholder={t('invoices.builder.customerPlaceholder')}
      searchable
      required
      searchValue={search}
      onSearchChange={setSearch}
      data={options}
      filter={({ options: all }) => all}
      nothingFoundMessage={
        debounced.length > 2 ? t('invoices.builder.noCustomers') : t('invoices.builder.typeMore')
      }
      error={error}
      onChange={(value) => onChange(found.data?.data.find((row) => String(row.id) === value) ?? null)}
      data-testid="builder-customer-search"
    />
  );
}
