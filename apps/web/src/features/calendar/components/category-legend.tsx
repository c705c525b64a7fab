import { Group, Text } from '@mantine/core';
import type { CalendarWeek } from '@paybook/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryTones } from '../lib/category-tones';
import classes from './week-calendar.module.css';

/**
 * Issue 16 point 1: what the blocks' colours mean, the service categories of the week (or of the providers'
 * day) shown (lib/category-tones.ts); nothing when its services have none.
 */
export function CategoryLegend({ categories }: { categories: CalendarWeek['offering_categories'] }) {
  const { t } = useTranslation();
  const tones = useMemo(() => categoryTones(categories), [categories]);
  if (categories.length === 0) return null;
  return (
    <Group
      component="ul"
      gap="md"
      className={`${classes.legend} ${classes.tones}`}
      aria-label={t('calendar.legend.label')}
      data-testid="calendar-legend"
    >
      {categories.map((category) => (
        <Group component="li" key={category.id} gap={6} wrap="nowrap" data-tone={tones.get(category.id)}>
          <span className={classes.swatch} aria-hidden />
          <Text size="sm">{category.name}</Text>
        </Group>
      ))}
    </Group>
  );
}
