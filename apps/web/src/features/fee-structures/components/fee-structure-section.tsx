import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { FeeStructure } from '@paybook/contracts';
import { IconPlus, IconReceiptTax } from '@tabler/icons-react';
import { useId } from 'react';
import { FeeStructureTable } from './fee-structure-table';

interface FeeStructureSectionProps {
  title: string;
  description: string;
  addLabel: string;
  emptyTitle: string;
  emptyBody: string;
  fees: FeeStructure[];
  onAdd: () => void;
  onEdit: (fee: FeeStructure) => void;
}

/** spec 3 §2.5: one of the page's two lists (item-level, order-level), or its empty state. */
export function FeeStructureSection(props: FeeStructureSectionProps) {
  const titleId = useId();
  const { title, description, addLabel, emptyTitle, emptyBody, fees, onAdd, onEdit } = props;
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        </Stack>
        <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
      {fees.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="sm">
            <ThemeIcon size={48} radius="xl" variant="light">
              <IconReceiptTax size={26} aria-hidden />
            </ThemeIcon>
            <Title order={3} size="h5">
              {emptyTitle}
            </Title>
            <Text c="dimmed" ta="center" maw={460}>
              {emptyBody}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder radius="md">
          <FeeStructureTable caption={title} fees={fees} onEdit={onEdit} />
        </Paper>
      )}
    </Stack>
  );
}
