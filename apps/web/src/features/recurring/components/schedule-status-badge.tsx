import { Badge } from '@mantine/core';
import type { ScheduledInvoice } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { statusColor } from '../lib/recurring-format';

/** A scheduled invoice's status in spec 3 §4.6's colour. */
export function ScheduleStatusBadge({ schedule }: { schedule: ScheduledInvoice }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color={statusColor(schedule.schedule_status)} data-testid="schedule-status">
      {t(`recurring.status.${schedule.schedule_status}`)}
    </Badge>
  );
}
