import { Group, Text } from '@mantine/core';
import type { CalendarWeek } from '@paybook/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryTones } from '../lib/category-tones';
import classes from './week-calendar.module.css';

/**
 * Issue 16 point 1: what the blocks' colours mean, the week's service categories (lib/category-tones.ts);
 * nothing when the week's services have none.
 */
export function CategoryLegend({ week }: { week: CalendarWeek }) {
  const { t } = useTranslation();
  const tones = useMemo(() => categoryTones(week.offering_categories), [week.offering_categories]);
  if (week.offering_categories.length === 0) return null;
  return (
    <Group
      component="ul"
      gap="md"
      className={`${classes.legend} ${classes.tones}`}
      aria-label={t('calendar.legend.label')}
      data-testid="calendar-legend"
    >
      {week.offering_categories.map((category) => (
        <Group component="li" key={category.id} gap={6} wrap="nowrap" data-tone={tones.get(category.id)}>
          <span className={classes.swatch} aria-hidden />
          <Text size="sm">{category.name}</Text>
        </Group>
      ))}
    </Group>
  );
}
