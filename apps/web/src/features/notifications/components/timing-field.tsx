import { Button, Group, NumberInput } from '@mantine/core';
import {
  NOTIFICATION_TIMING_BOUNDS,
  type NotificationTiming,
  notificationTimingProblem,
} from '@paybook/domain/email-templates/notification-timings';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { errorMessage, notifySuccess } from '@/lib/notify';

interface TimingFieldProps {
  timing: NotificationTiming;
  label: string;
  description: string;
  value: number | undefined;
  isSaving: boolean;
  onSave: (value: number) => Promise<unknown>;
}

/** One notification timing with its bounds (spec 3 §9), checked by the domain's rule before it is sent. */
export function TimingField({ timing, label, description, value, isSaving, onSave }: TimingFieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<number | string>(value ?? '');
  const [error, setError] = useState<string | null>(null);
  const bounds = NOTIFICATION_TIMING_BOUNDS[timing];
  useEffect(() => setDraft(value ?? ''), [value]);

  const handleSave = async () => {
    const number = typeof draft === 'number' ? draft : Number.NaN;
    const problem = notificationTimingProblem(timing, number);
    setError(problem);
    if (problem) return;
    try {
      await onSave(number);
      notifySuccess(t('notifications.timings.saved'));
    } catch (failure) {
      // spec 3 §5: the server's refusal shows on its field.
      setError(
        isApiError(failure) ? (failure.details[0]?.message ?? failure.message) : errorMessage(failure),
      );
    }
  };

  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <NumberInput
        label={label}
        description={description}
        min={bounds.min}
        max={bounds.max}
        allowDecimal={false}
        value={draft}
        onChange={setDraft}
        error={error}
        style={{ flex: 1 }}
      />
      <Button
        variant="default"
        mt={46}
        style={{ flexShrink: 0 }}
        loading={isSaving}
        onClick={() => void handleSave()}
        aria-label={`${t('notifications.timings.save')} ${label}`}
      >
        {t('notifications.timings.save')}
      </Button>
    </Group>
  );
}
