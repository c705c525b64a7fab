import { Button, Checkbox, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { GRID_SPECS, type GridEntity, projectableColumns } from '@paybook/domain';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { columnLabelKey } from '../lib/report-cell';

interface ColumnChooserProps {
  entity: GridEntity;
  columns: readonly string[];
  /** The columns to show, in the grid's order (the address's `c`). */
  onChange: (columns: string[]) => void;
}

/** spec 3 §2.2 `c`: the columns a report shows; at least one stays. */
export function ColumnChooser({ entity, columns, onChange }: ColumnChooserProps) {
  const { t } = useTranslation();
  const all = projectableColumns(entity);
  const shown = new Set(columns);
  const toggle = (key: string) => {
    const next = new Set(shown);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    // Shown columns keep the grid's order; a new one takes its place in it.
    const ordered = [...columns.filter((column) => next.has(column))];
    for (const column of all)
      if (next.has(column.key) && !ordered.includes(column.key)) ordered.push(column.key);
    if (ordered.length > 0) onChange(ordered);
  };
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={18} aria-hidden />}>
          {t('reportGrid.columnsChooser.action')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={t('reportGrid.columnsChooser.label')}>
          <Text size="sm" fw={600}>
            {t('reportGrid.columnsChooser.label')}
          </Text>
          <ScrollArea.Autosize mah={320} type="auto">
            <Stack gap={6} pr="sm">
              {all.map((column) => (
                <Checkbox
                  key={column.key}
                  label={t(columnLabelKey(entity, column.key))}
                  checked={shown.has(column.key)}
                  // The last shown column stays: a report shows something.
                  disabled={shown.has(column.key) && shown.size === 1}
                  onChange={() => toggle(column.key)}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => onChange([...GRID_SPECS[entity].defaultColumns])}
          >
            {t('reportGrid.columnsChooser.reset')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
