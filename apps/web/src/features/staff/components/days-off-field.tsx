import { ActionIcon, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type Control, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { StaffFormValues } from './staff-form-schema';

interface DaysOffFieldProps {
  control: Control<StaffFormValues>;
  /** A saved day off was removed: the save sends its id in days_off_to_delete. */
  onDeleteSaved: (id: number) => void;
}

function formatDate(iso: string, locale: string) {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString(locale, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** spec 3 §3.3 days_off: whole dates the provider does not work. */
export function DaysOffField({ control, onDeleteSaved }: DaysOffFieldProps) {
  const { t, i18n } = useTranslation();
  const daysOff = useFieldArray({ control, name: 'days_off' });
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const handleAdd = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return setProblem(t('staff.daysOff.dateRequired'));
    if (daysOff.fields.some((off) => off.date === date)) return setProblem(t('staff.daysOff.duplicate'));
    daysOff.append({ saved_id: null, date });
    setDate('');
    setProblem(null);
  };

  const sorted = daysOff.fields
    .map((off, index) => ({ off, index }))
    .sort((a, b) => a.off.date.localeCompare(b.off.date));

  return (
    <Stack gap="xs">
      {sorted.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('staff.daysOff.none')}
        </Text>
      ) : (
        <List listStyleType="none" spacing={4}>
          {sorted.map(({ off, index }) => (
            <List.Item key={off.id}>
              <Group gap="xs">
                <Text size="sm">{formatDate(off.date, i18n.language)}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  size="sm"
                  onClick={() => {
                    if (off.saved_id !== null) onDeleteSaved(off.saved_id);
                    daysOff.remove(index);
                  }}
                  aria-label={t('staff.daysOff.remove', { date: formatDate(off.date, i18n.language) })}
                >
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Group gap="xs" align="flex-start">
        <TextInput
          type="date"
          label={t('staff.daysOff.date')}
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
          error={problem}
          w={200}
        />
        <Button
          variant="default"
          mt={25}
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={handleAdd}
        >
          {t('staff.daysOff.add')}
        </Button>
      </Group>
    </Stack>
  );
}
