import { Card, Stack, Switch, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { timingCalls, useSaveTiming, useTiming } from '../api/notification-timings';
import { TimingField } from './timing-field';

interface TimingSettingsProps {
  /** The merchant's features: each timing shows only with the e-mails it times (spec 3 §6). */
  features: readonly string[];
}

/** spec 3 §3.3 Notification settings: reminder hours, pre-notification and past-due days, the pay link. */
export function TimingSettings({ features }: TimingSettingsProps) {
  const { t } = useTranslation();
  const reminder = useTiming(timingCalls.reminder);
  const saveReminder = useSaveTiming(timingCalls.reminder);
  const preNotification = useTiming(timingCalls.preNotification);
  const savePreNotification = useSaveTiming(timingCalls.preNotification);
  const pastDue = useTiming(timingCalls.pastDue);
  const savePastDue = useSaveTiming(timingCalls.pastDue);
  const payLink = useTiming(timingCalls.payLink);
  const savePayLink = useSaveTiming(timingCalls.payLink);
  const hasPayments = features.includes('payments');

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('notifications.timings.title')}
        </Title>
        {features.includes('appointments') && (
          <TimingField
            timing="reminder_hours"
            label={t('notifications.timings.reminderHours')}
            description={t('notifications.timings.reminderHoursHelp')}
            value={reminder.data?.reminder_time.duration}
            isSaving={saveReminder.isPending}
            onSave={(duration) => saveReminder.mutateAsync({ reminder_time: { duration, unit: 'Hours' } })}
          />
        )}
        {hasPayments && (
          <TimingField
            timing="pre_notification_days"
            label={t('notifications.timings.preNotificationDays')}
            description={t('notifications.timings.preNotificationDaysHelp')}
            value={preNotification.data?.days}
            isSaving={savePreNotification.isPending}
            onSave={(days) => savePreNotification.mutateAsync({ days })}
          />
        )}
        {features.includes('invoices') && (
          <TimingField
            timing="invoice_past_due_days"
            label={t('notifications.timings.pastDueDays')}
            description={t('notifications.timings.pastDueDaysHelp')}
            value={pastDue.data?.days}
            isSaving={savePastDue.isPending}
            onSave={(days) => savePastDue.mutateAsync({ days })}
          />
        )}
        {hasPayments && payLink.data && (
          <Switch
            label={t('notifications.timings.payLink')}
            checked={payLink.data.include_link}
            disabled={savePayLink.isPending}
            onChange={(event) =>
              savePayLink.mutate({ include_link: event.currentTarget.checked }, { onError: notifyError })
            }
          />
        )}
      </Stack>
    </Card>
  );
}
