import { Alert, Button, Divider, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReportSubscription } from '@paybook/contracts';
import { REPORT_FREQUENCIES, type ReportFrequency, type ReportType, reportHourLabel } from '@paybook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/date-format';
import { errorMessage, notifyFailure, notifySuccess } from '@/lib/notify';
import { useSubmitOnce } from '@/lib/submit-once';
import { FormError } from '@/ui/form-error';
import { SubmitButton } from '@/ui/submit-button';
import {
  useCancelReportSubscription,
  useReportSubscriptions,
  useSubscribeToReport,
} from '../api/report-subscriptions';

interface SubscribeReportModalProps {
  reportType: ReportType;
  report: { report_number: number; report_name: string };
  opened: boolean;
  onClose: () => void;
}

/** The hours of the day, 0–23, as the merchant's clock shows them ('7:00 AM'). */
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const DEFAULT_HOUR = 7;

/**
 * spec 3 §6 subscribe to reports (issue 28 point 3): have the report e-mailed as CSV daily, weekly
 * (Mondays) or monthly (on the 1st) at an hour of the merchant's clock; lists and cancels the user's own.
 */
export function SubscribeReportModal({ reportType, report, opened, onClose }: SubscribeReportModalProps) {
  const { t } = useTranslation();
  const number = report.report_number;
  const subscriptions = useReportSubscriptions(reportType, number, opened);
  const subscribe = useSubscribeToReport(reportType, number);
  const cancel = useCancelReportSubscription(reportType, number);
  const submit = useSubmitOnce(opened);
  const [frequency, setFrequency] = useState<ReportFrequency>('daily');
  const [hour, setHour] = useState(DEFAULT_HOUR);
  const list = subscriptions.data;
  const taken = new Set(list?.data.map((row) => row.frequency));
  const scheduleText = (row: { frequency: ReportFrequency; hour: number }) =>
    t(`savedReports.subscribe.schedule.${row.frequency}`, { hour: reportHourLabel(row.hour) });
  const close = () => {
    subscribe.reset();
    onClose();
  };
  const save = () => {
    if (!submit.begin()) return;
    subscribe.mutate(
      { frequency, hour },
      {
        onSuccess: () => {
          // The form stays for another frequency (the one just added is taken now, so not sent twice).
          submit.reset();
          const free = REPORT_FREQUENCIES.find((value) => value !== frequency && !taken.has(value));
          if (free) setFrequency(free);
          notifySuccess(
            t('savedReports.subscribe.done', {
              name: report.report_name,
              schedule: scheduleText({ frequency, hour }),
            }),
          );
        },
        onError: submit.failed,
      },
    );
  };
  const confirmCancel = (row: ReportSubscription) =>
    modals.openConfirmModal({
      title: t('savedReports.subscribe.cancelTitle'),
      children: t('savedReports.subscribe.cancelBody', {
        name: report.report_name,
        schedule: scheduleText(row),
      }),
      labels: {
        confirm: t('savedReports.subscribe.cancelConfirm'),
        cancel: t('savedReports.subscribe.keep'),
      },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('savedReports.close') },
      onConfirm: () =>
        cancel.mutate(row.id, {
          onSuccess: () => notifySuccess(t('savedReports.subscribe.cancelled', { name: report.report_name })),
          onError: (error) => notifyFailure(errorMessage(error)),
        }),
    });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('savedReports.subscribe.title', { name: report.report_name })}
      closeButtonProps={{ 'aria-label': t('savedReports.close') }}
    >
      {subscriptions.isPending && (
        <Loader size="sm" aria-label={t('savedReports.subscribe.loading')} role="status" />
      )}
      {subscriptions.isError && (
        <Alert color="red" role="alert">
          {errorMessage(subscriptions.error)}
        </Alert>
      )}
      {list && (
        <Stack gap="md">
          <Text size="sm">
            {t('savedReports.subscribe.intro', { email: list.email, zone: list.time_zone })}
          </Text>
          {list.data.length > 0 && (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {list.data.map((row) => (
                <Group key={row.id} component="li" justify="space-between" wrap="nowrap">
                  <div>
                    <Text fw={500}>{scheduleText(row)}</Text>
                    <Text size="xs" c="dimmed">
                      {t('savedReports.subscribe.next', {
                        when: formatDateTime(row.next_run_at, list.time_zone),
                      })}
                    </Text>
                  </div>
                  <Button
                    size="xs"
                    variant="outline"
                    color="red.9"
                    aria-label={t('savedReports.subscribe.cancelOf', { schedule: scheduleText(row) })}
                    onClick={() => confirmCancel(row)}
                  >
                    {t('savedReports.subscribe.cancel')}
                  </Button>
                </Group>
              ))}
            </Stack>
          )}
          {list.data.length > 0 && <Divider />}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              save();
            }}
            noValidate
          >
            <Stack gap="sm">
              <Group grow align="flex-start">
                <Select
                  label={t('savedReports.subscribe.frequencyLabel')}
                  data={REPORT_FREQUENCIES.map((value) => ({
                    value,
                    label: t(`savedReports.subscribe.frequency.${value}`),
                    disabled: taken.has(value),
                  }))}
                  value={frequency}
                  onChange={(value) => value && setFrequency(value as ReportFrequency)}
                  allowDeselect={false}
                  error={taken.has(frequency) ? t(`savedReports.subscribe.taken.${frequency}`) : undefined}
                />
                <Select
                  label={t('savedReports.subscribe.hourLabel')}
                  data={HOURS.map((value) => ({ value: String(value), label: reportHourLabel(value) }))}
                  value={String(hour)}
                  onChange={(value) => value !== null && setHour(Number(value))}
                  allowDeselect={false}
                />
              </Group>
              <Text size="xs" c="dimmed">
                {t(`savedReports.subscribe.when.${frequency}`, {
                  hour: reportHourLabel(hour),
                  zone: list.time_zone,
                })}
              </Text>
              <FormError message={subscribe.isError ? errorMessage(subscribe.error) : null} />
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  {t('savedReports.close')}
                </Button>
                <SubmitButton submit={submit} disabled={taken.has(frequency)}>
                  {t('savedReports.subscribe.submit')}
                </SubmitButton>
              </Group>
            </Stack>
          </form>
        </Stack>
      )}
    </Modal>
  );
}
