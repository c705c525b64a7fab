import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isBuilt } from '@/lib/built-routes';

/** The appointments settings pages (spec 1 §2.3), in tab order. */
const SETTINGS_TABS = [
  {
    value: 'services',
    routeId: 'appointments.settings.services.view',
    path: '/appointments/settings/services/view/1',
  },
  { value: 'booking', routeId: 'appointments.settings.booking', path: '/appointments/settings/booking' },
  {
    value: 'booking-tools',
    routeId: 'appointments.settings.booking-tools',
    path: '/appointments/settings/booking-tools',
  },
  { value: 'schedule', routeId: 'appointments.settings.schedule', path: '/appointments/settings/schedule' },
] as const;

export type AppointmentSettingsTab = (typeof SETTINGS_TABS)[number]['value'];

interface AppointmentSettingsTabsProps {
  active: AppointmentSettingsTab;
}

/**
 * The tab bar at the top of every appointments settings page. The pages share one requirement,
 * so whoever sees one tab may open all; a page whose screen is not built yet gets no tab.
 */
export function AppointmentSettingsTabs({ active }: AppointmentSettingsTabsProps) {
  const { t } = useTranslation();
  const tabs = SETTINGS_TABS.filter((tab) => tab.value === active || isBuilt(tab.routeId));

  return (
    <Tabs value={active}>
      <Tabs.List aria-label={t('appointmentSettings.tabs.label')}>
        {tabs.map((tab) => (
          <Tabs.Tab
            key={tab.value}
            value={tab.value}
            renderRoot={(props) => <Link {...props} to={tab.path} />}
          >
            {t(`appointmentSettings.tabs.${tab.value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
