import '@mantine/dates/styles.css';
import { Radio, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { Subscription } from '@paybook/contracts';
import { tomorrowOf } from '@paybook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ModalButtons,
  NotesField,
  NotifyCheckbox,
  SubscriptionModal,
  useActionRun,
} from './subscription-modal';

interface SuspendModalProps {
  subscription: Subscription;
  /** The merchant's date (ruling 8). */
  today: string;
  onClose: () => void;
}

type End = 'none' | 'date';

/**
 * spec 3 §4.5 suspend: "an end choice: no specified end, or a reactivation date", from today or from a
 * later day (the schedule stays active until then).
 */
export function SuspendModal({ subscription, today, onClose }: SuspendModalProps) {
  const { t } = useTranslation();
  const [from, setFrom] = useState<string | null>(null);
  const [end, setEnd] = useState<End>('none');
  const [resumeAt, setResumeAt] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [notify, setNotify] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const { run, failure, isBusy, clearFailure } = useActionRun(subscription.id, 'suspend', onClose);
  const dateProps = {
    valueFormat: 'MMM D, YYYY',
    clearable: true,
    clearButtonProps: { 'aria-label': t('subscriptions.clearDate') },
    popoverProps: { withinPortal: true },
    nextLabel: t('subscriptions.nextMonth'),
    previousLabel: t('subscriptions.previousMonth'),
  };
  const startsOn = from ?? today;
  const submit = () => {
    if (end === 'date' && (!resumeAt || resumeAt <= startsOn)) {
      setError(t('subscriptions.suspend.resumeAfter'));
      return;
    }
    run({
      suspend_at: from,
      resume_at: end === 'date' ? resumeAt : null,
      old_resume_at: subscription.resume_at,
      notes,
      suppress_notification: !notify,
    });
  };
  return (
    <SubscriptionModal
      action="suspend"
      isBusy={isBusy}
      failure={failure}
      onClose={onClose}
      onRetry={clearFailure}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text>{t('subscriptions.suspend.intro', { name: subscription.offering_name })}</Text>
          <DateInput
            {...dateProps}
            label={t('subscriptions.suspend.from')}
            description={t('subscriptions.suspend.fromHint')}
            placeholder={t('subscriptions.suspend.today')}
            minDate={tomorrowOf(today)}
            value={from}
            onChange={setFrom}
          />
          <Radio.Group
            label={t('subscriptions.suspend.end')}
            value={end}
            onChange={(value) => {
              setEnd(value as End);
              setError(null);
            }}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="none" label={t('subscriptions.suspend.noEnd')} />
              <Radio value="date" label={t('subscriptions.suspend.onDate')} />
            </Stack>
          </Radio.Group>
          {end === 'date' && (
            <DateInput
              {...dateProps}
              label={t('subscriptions.suspend.resumeAt')}
              minDate={tomorrowOf(startsOn)}
              value={resumeAt}
              error={error}
              onChange={(value) => {
                setResumeAt(value);
                setError(null);
              }}
            />
          )}
          <NotesField value={notes} onChange={setNotes} />
          <NotifyCheckbox checked={notify} onChange={setNotify} />
          <ModalButtons submitLabel={t('subscriptions.suspend.submit')} color="red" onCancel={onClose} />
        </Stack>
      </form>
    </SubscriptionModal>
  );
}
