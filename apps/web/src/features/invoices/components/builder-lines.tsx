import { ActionIcon, Button, Checkbox, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PosItem } from '@paybook/contracts';
import { centsToPrice, type PricedOrder } from '@paybook/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuilderItems } from '../api/builder-catalogue';
import { type BuilderLine, customLine, itemLine } from '../lib/builder-form';
import { dollars } from '../lib/invoice-format';

interface BuilderLinesProps {
  lines: BuilderLine[];
  priced: PricedOrder | null;
  errors: Record<string, string>;
  isNarrow: boolean;
  onChange: (lines: BuilderLine[]) => void;
}

/** The invoice's lines: catalogue items or free text, with quantities and prices (spec 3 §2.3). */
export function BuilderLines({ lines, priced, errors, isNarrow, onChange }: BuilderLinesProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 200);
  const items = useBuilderItems(debounced);
  const change = (index: number, patch: Partial<BuilderLine>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const remove = (index: number) => onChange(lines.filter((_, at) => at !== index));
  const add = (item: PosItem) => onChange([...lines, itemLine(item)]);
  const options = (items.data?.data ?? [])
    .filter((item) => item.price_structure !== 'recurring')
    .map((item) => ({ value: String(item.id), label: `${item.name} · ${item.price_text}` }));

  const row = (line: BuilderLine, index: number) => {
    const at = `lines.${index}`;
    const amount = priced?.lines[index] ? dollars(centsToPrice(priced.lines[index].subtotal_cents)) : '—';
    const name =
      line.kind === 'custom' ? (
        <TextInput
          aria-label={t('invoices.builder.lineName')}
          placeholder={t('invoices.builder.lineNamePlaceholder')}
          value={line.name}
          error={errors[`${at}.name`]}
          onChange={(event) => change(index, { name: event.currentTarget.value })}
        />
      ) : (
        <Text fw={500}>{line.name}</Text>
      );
    const quantity = (
      <TextInput
        aria-label={t('invoices.builder.quantity')}
        value={line.quantity}
        w={isNarrow ? undefined : 90}
        inputMode="decimal"
        error={errors[`${at}.quantity`]}
        onChange={(event) => change(index, { quantity: event.currentTarget.value })}
      />
    );
    const price = (
      <TextInput
        aria-label={t('invoices.builder.price')}
        value={line.price}
        leftSection="$"
        w={isNarrow ? undefined : 120}
        inputMode="decimal"
        disabled={!line.is_price_manual_entry}
        error={errors[`${at}.price`] ?? errors[`${at}.offering_id`]}
        onChange={(event) => change(index, { price: event.currentTarget.value })}
      />
    );
    const taxable =
      line.kind === 'custom' ? (
        <Checkbox
          label={t('invoices.builder.taxable')}
          checked={line.is_taxable}
          onChange={(event) => change(index, { is_taxable: event.currentTarget.checked })}
        />
      ) : null;
    const removeButton = (
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('invoices.builder.removeLine')}
        onClick={() => remove(index)}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    );
    if (isNarrow) {
      return (
        <Stack
          key={index}
          gap="xs"
          p="sm"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        >
          <Group justify="space-between" wrap="nowrap">
            {name}
            {removeButton}
          </Group>
          <Group grow>
            {quantity}
            {price}
          </Group>
          <Group justify="space-between">
            {taxable ?? <span />}
            <Text fw={600}>{amount}</Text>
          </Group>
        </Stack>
      );
    }
    return (
      <Table.Tr key={index}>
        <Table.Td>
          <Stack gap={4}>
            {name}
            {taxable}
          </Stack>
        </Table.Td>
        <Table.Td>{quantity}</Table.Td>
        <Table.Td>{price}</Table.Td>
        <Table.Td ta="right">
          <Text fw={600}>{amount}</Text>
        </Table.Td>
        <Table.Td>{removeButton}</Table.Td>
      </Table.Tr>
    );
  };

  return (
    <Stack gap="sm">
      {lines.length === 0 ? (
        <Text c="dimmed" data-testid="builder-no-lines">
          {t('invoices.builder.noLines')}
        </Text>
      ) : isNarrow ? (
        <Stack gap="sm">{lines.map(row)}</Stack>
      ) : (
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoices.builder.item')}</Table.Th>
              <Table.Th>{t('invoices.builder.quantity')}</Table.Th>
              <Table.Th>{t('invoices.builder.price')}</Table.Th>
              <Table.Th ta="right">{t('invoices.builder.amount')}</Table.Th>
              <Table.Th aria-label={t('invoices.builder.removeLine')} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{lines.map(row)}</Table.Tbody>
        </Table>
      )}
      {errors.lines && (
        <Text c="red.8" size="sm" role="alert">
          {errors.lines}
        </Text>
      )}
      <Group align="flex-end" wrap={isNarrow ? 'wrap' : 'nowrap'}>
        <Select
          label={t('invoices.builder.addItem')}
          placeholder={t('invoices.builder.addItemPlaceholder')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={options}
          value={null}
          filter={({ options: all }) => all}
          nothingFoundMessage={t('invoices.builder.noItems')}
          onChange={(value) => {
            const item = items.data?.data.find((candidate) => String(candidate.id) === value);
            if (item) add(item);
            setSearch('');
          }}
          style={{ flex: 1 }}
          w={isNarrow ? '100%' : undefined}
          data-testid="builder-add-item"
        />
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...lines, customLine()])}
        >
          {t('invoices.builder.addCustomLine')}
        </Button>
      </Group>
    </Stack>
  );
}
