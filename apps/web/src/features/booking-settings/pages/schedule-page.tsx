import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppointmentSettingsTabs } from '@/features/appointment-settings/components/appointment-settings-tabs';
import { PageHeader } from '@/ui/page-header';
import { useBusinessSettings } from '../api/get-business-settings';
import { useScheduleSettings } from '../api/get-schedule-settings';
import { PageState } from '../components/page-state';
import { ScheduleForm } from '../components/schedule-form';
import { TimeZoneForm } from '../components/time-zone-form';

/** /appointments/settings/schedule (spec 1 §2.3): booking rules and the merchant's time zone. */
export function SchedulePage() {
  const { t } = useTranslation();
  const schedule = useScheduleSettings();
  const business = useBusinessSettings();

  return (
    <Stack gap="lg">
      <PageHeader title={t('scheduleSettings.title')} description={t('scheduleSettings.subtitle')} />
      <AppointmentSettingsTabs active="schedule" />
      <Stack gap="lg" maw={960}>
        <PageState query={schedule}>{(data) => <ScheduleForm settings={data} />}</PageState>
        <PageState query={business}>{(data) => <TimeZoneForm settings={data} />}</PageState>
      </Stack>
    </Stack>
  );
}
