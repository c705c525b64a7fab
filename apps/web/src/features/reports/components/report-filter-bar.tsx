import '@mantine/dates/styles.css';
import { Badge, Button, CloseButton, Collapse, Group, MultiSelect, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  customerIdOfParam,
  type GridEntity,
  type GridQuery,
  type GridReportType,
  REPORT_SCREENS,
  type ReportParam,
  type ReportState,
} from '@paybook/domain';
import {
  choicesOf,
  choicesParam,
  dayRangeOf,
  dayRangeParam,
  filterOfColumn,
  type ReportFilterControl,
  reportFilterControls,
} from '@paybook/domain/reports/report-filters';
import { IconFilter, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressSearch } from '@/lib/use-address-search';
import { columnLabelKey, enumValueKey } from '../lib/report-cell';

export interface StoreChoices {
  /** The merchant's stores and forms; null when the user may not read them (no store filter then). */
  options: { value: string; label: string }[] | null;
  isLoading: boolean;
  /** Why they could not be read, to show on the control. */
  error: string | null;
}

interface ReportFilterBarProps {
  type: GridReportType;
  state: ReportState;
  query: GridQuery;
  stores: StoreChoices;
  /** A phone's narrow screen: the filters fold away behind a button. */
  isCompact: boolean;
  /** One parameter's new value ('' removes it). */
  onChange: (param: ReportParam, value: string) => void;
  onClear: () => void;
}

/**
 * spec 3 §2.2: a report's filters, one control per parameter its route has (the domain's
 * reportFilterControls), each kept in the address; typing waits for a pause (useAddressSearch).
 */
export function ReportFilterBar({
  type,
  state,
  query,
  stores,
  isCompact,
  onChange,
  onClear,
}: ReportFilterBarProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const entity = REPORT_SCREENS[type].entity;
  const controls = reportFilterControls(type);
  const filterCount = Object.keys(state.filters).length;
  const control = (item: ReportFilterControl) => (
    <FilterControl
      key={item.param}
      entity={entity}
      control={item}
      value={state.filters[item.param] ?? ''}
      query={query}
      stores={stores}
      onChange={(value) => onChange(item.param, value)}
      label={filterLabel(entity, item, t)}
    />
  );
  const clear = filterCount > 0 && (
    <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
      {t('reportGrid.filters.clear')}
    </Button>
  );
  if (!isCompact)
    return (
      <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t('reportGrid.filters.label')}>
        {controls.map(control)}
        {clear}
      </Group>
    );
  // On a phone the filters fold away behind one button, so the rows are on the first screen; the
  // customer chip stays in sight.
  const [chips, fields] = [
    controls.filter((item) => item.kind === 'customer'),
    controls.filter((item) => item.kind !== 'customer'),
  ];
  return (
    <Stack gap="xs" role="search" aria-label={t('reportGrid.filters.label')}>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconFilter size={16} aria-hidden />}
          onClick={() => setIsOpen((open) => !open)}
          aria-expanded={isOpen}
          aria-controls="report-filter-fields"
        >
          {t('reportGrid.filters.toggle', { count: filterCount })}
        </Button>
        {clear}
        {chips.map(control)}
      </Group>
      <Collapse expanded={isOpen} id="report-filter-fields">
        <Stack gap="xs">{fields.map(control)}</Stack>
      </Collapse>
    </Stack>
  );
}

function filterLabel(entity: GridEntity, control: ReportFilterControl, t: (key: string) => string): string {
  if (control.param === 'cn' || control.param === 'in') return t(`reportGrid.filters.${control.param}`);
  if (control.kind === 'stores') return t('reportGrid.filters.stores');
  return t(columnLabelKey(entity, control.column.key));
}

interface FilterControlProps {
  entity: GridEntity;
  control: ReportFilterControl;
  /** The parameter's value in the address. */
  value: string;
  query: GridQuery;
  stores: StoreChoices;
  label: string;
  onChange: (value: string) => void;
}

function FilterControl({ entity, control, value, query, stores, label, onChange }: FilterControlProps) {
  const { t } = useTranslation();
  const filter = filterOfColumn(query, control.column.key);
  switch (control.kind) {
    case 'customer': {
      const id = customerIdOfParam(value);
      if (id === null) return null;
      return (
        <Badge
          size="lg"
          variant="light"
          tt="none"
          fw={600}
          // Mantine's Pill hides its remove button from the keyboard; this one is a named button.
          rightSection={
            <CloseButton
              size="xs"
              onClick={() => onChange('')}
              aria-label={t('reportGrid.filters.removeCustomer', { id })}
            />
          }
          data-testid="report-customer-filter"
        >
          {t('reportGrid.filters.customer', { id })}
        </Badge>
      );
    }
    case 'text':
      return <TextFilter label={label} value={value} onChange={onChange} />;
    case 'number':
      return <TextFilter label={label} value={value} onChange={onChange} isNumber />;
    case 'choices':
      return (
        <MultiSelect
          label={label}
          placeholder={choicesOf(filter).length === 0 ? t('reportGrid.filters.any') : undefined}
          data={control.values.map((entry) => ({
            value: entry.value,
            label: t(enumValueKey(entity, control.column.key, entry.value)),
          }))}
          value={choicesOf(filter)}
          onChange={(values) => onChange(choicesParam(values))}
          clearable
          clearButtonProps={{ 'aria-label': t('reportGrid.filters.clearOne', { name: label }) }}
          w={{ base: '100%', xs: 220 }}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'stores':
      if (stores.options === null) return null;
      return (
        <MultiSelect
          label={label}
          placeholder={choicesOf(filter).length === 0 ? t('reportGrid.filters.any') : undefined}
          data={stores.options}
          value={choicesOf(filter)}
          onChange={(values) => onChange(choicesParam(values))}
          disabled={stores.isLoading || stores.error !== null}
          error={stores.error ?? undefined}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('reportGrid.filters.clearOne', { name: label }) }}
          w={{ base: '100%', xs: 240 }}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'days':
      return (
        <DaysFilter
          label={label}
          range={dayRangeOf(filter)}
          onChange={(from, to) => onChange(dayRangeParam(from, to))}
        />
      );
  }
}

/** A typed filter: the address changes once typing pauses; a number box takes digits only. */
function TextFilter({
  label,
  value,
  onChange,
  isNumber = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  isNumber?: boolean;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useAddressSearch(value, (next) => {
    if (!isNumber || /^\d*$/.test(next)) onChange(next);
  });
  const isBadNumber = isNumber && !/^\d*$/.test(typed.trim());
  return (
    <TextInput
      type="search"
      label={label}
      value={typed}
      onChange={(event) => setTyped(event.currentTarget.value)}
      leftSection={isNumber ? undefined : <IconSearch size={16} aria-hidden />}
      inputMode={isNumber ? 'numeric' : undefined}
      maxLength={isNumber ? 15 : 100}
      error={isBadNumber ? t('reportGrid.filters.wholeNumber') : undefined}
      w={{ base: '100%', xs: isNumber ? 140 : 220 }}
    />
  );
}

/**
 * A from–to range of days. The address changes once both ends are picked (or both cleared), so the
 * report does not reload between the two clicks.
 */
function DaysFilter({
  label,
  range,
  onChange,
}: {
  label: string;
  range: { from: string | null; to: string | null };
  onChange: (from: string | null, to: string | null) => void;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<[string | null, string | null]>([range.from, range.to]);
  useEffect(() => setPicked([range.from, range.to]), [range.from, range.to]);
  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder={t('reportGrid.filters.anyDate')}
      // The picker's placeholder is text of its own (a button's), held to 4.5:1 like any text.
      styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      value={picked}
      onChange={([from, to]) => {
        setPicked([from, to]);
        if ((from && to) || (!from && !to)) onChange(from, to);
      }}
      valueFormat="M/D/YY"
      allowSingleDateInRange
      clearable
      clearButtonProps={{ 'aria-label': t('reportGrid.filters.clearOne', { name: label }) }}
      firstDayOfWeek={0}
      nextLabel={t('reportGrid.filters.nextMonth')}
      previousLabel={t('reportGrid.filters.previousMonth')}
      popoverProps={{ withinPortal: true }}
      w={{ base: '100%', xs: 220 }}
    />
  );
}
