import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CalendarView } from '../lib/calendar-search-params';

interface ViewSwitchProps {
  value: CalendarView;
  /** The views offered, each with its label (a desktop's week and a phone's day are both 'provider'). */
  options: { value: CalendarView; label: string }[];
  onChange: (view: CalendarView) => void;
}

/** The calendar's views (issue 16 point 4, issue 24 point 3) as one control a keyboard moves through. */
export function ViewSwitch({ value, options, onChange }: ViewSwitchProps) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      value={value}
      onChange={(next) => onChange(options.find((option) => option.value === next)?.value ?? 'provider')}
      data={options}
      aria-label={t('calendar.views.label')}
    />
  );
}
