import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { BusinessSettings } from '@paybook/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { useTimeZones } from '../api/get-time-zones';
import { useSetTimeZone } from '../api/set-time-zone';
import { SettingsFormAlerts } from './settings-form-alerts';

/**
 * The merchant's time zone (ruling 8): chosen once, while it is still the default or empty
 * (PUT merchant/set_time_zone); afterwards it is shown, not changed.
 */
export function TimeZoneForm({ settings }: { settings: BusinessSettings }) {
  const { t } = useTranslation();
  const canChange = settings.can_change_time_zone;
  const zones = useTimeZones();
  const save = useSetTimeZone();
  const [zone, setZone] = useState<string | null>(settings.time_zone || null);
  const [isSubmitted, setSubmitted] = useState(false);

  const options = (zones.data?.data ?? []).map((option) => ({
    value: option.id,
    label: `(${option.offset}) ${option.name}`,
  }));
  const current = options.find((option) => option.value === settings.time_zone)?.label ?? settings.time_zone;
  const fieldError =
    (isSubmitted && !zone ? t('scheduleSettings.timeZone.required') : undefined) ??
    (isApiError(save.error) ? save.error.detailFor('time_zone') : undefined);

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!zone) return;
    save.mutate(zone, { onSuccess: () => notifySuccess(t('bookingSettings.saved')) });
  };
  const unattached =
    save.isError && !(isApiError(save.error) && save.error.detailFor('time_zone')) ? save.error : null;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="time-zone-title">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="time-zone-title">
              {t('scheduleSettings.timeZone.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {canChange ? t('scheduleSettings.timeZone.chooseOnce') : t('scheduleSettings.timeZone.fixed')}
            </Text>
          </div>
          {canChange ? (
            <>
              <SettingsFormAlerts hasFieldErrors={fieldError !== undefined} unattachedError={unattached} />
              <Select
                label={t('scheduleSettings.timeZone.label')}
                placeholder={t('scheduleSettings.timeZone.placeholder')}
                data={options}
                value={zone}
                onChange={setZone}
                searchable
                nothingFoundMessage={t('scheduleSettings.timeZone.nothingFound')}
                disabled={zones.isPending}
                error={fieldError}
                limit={100}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending}>
                  {t('scheduleSettings.timeZone.save')}
                </Button>
              </Group>
            </>
          ) : (
            <TextInput label={t('scheduleSettings.timeZone.label')} value={current} readOnly />
          )}
        </Stack>
      </form>
    </Paper>
  );
}
