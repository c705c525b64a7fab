import { Select, Stack, Text } from '@mantine/core';
import type { Subscription } from '@paybook/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayText } from '../lib/subscription-view';
import {
  ModalButtons,
  NotesField,
  NotifyCheckbox,
  PrerequisiteFailure,
  SubscriptionModal,
  useActionRun,
} from './subscription-modal';

interface ActionModalProps {
  subscription: Subscription;
  onClose: () => void;
}

/** spec 3 §4.5 "Resume picks from projected bill dates" (spec 3 §9): the next bill is the chosen date. */
export function ActivateModal({ subscription, onClose }: ActionModalProps) {
  const { t, i18n } = useTranslation();
  const dates = subscription.projected_bill_dates;
  const [date, setDate] = useState<string | null>(dates[0] ?? null);
  const [notes, setNotes] = useState('');
  const [notify, setNotify] = useState(true);
  const { run, failure, isBusy, clearFailure } = useActionRun(subscription.id, 'activate', onClose);
  return (
    <SubscriptionModal
      action="activate"
      isBusy={isBusy}
      failure={failure}
      onClose={onClose}
      onRetry={clearFailure}
    >
      {dates.length === 0 ? (
        <PrerequisiteFailure />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (date) run({ resume_at: date, notes, suppress_notification: !notify });
          }}
        >
          <Stack gap="md">
            <Text>{t('subscriptions.activate.intro', { name: subscription.offering_name })}</Text>
            <Select
              label={t('subscriptions.activate.date')}
              description={t('subscriptions.activate.dateHint')}
              data={dates.map((value) => ({ value, label: dayText(value, i18n.language) }))}
              value={date}
              onChange={setDate}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              data-autofocus
            />
            <NotesField value={notes} onChange={setNotes} />
            <NotifyCheckbox checked={notify} onChange={setNotify} />
            <ModalButtons submitLabel={t('subscriptions.activate.submit')} onCancel={onClose} />
          </Stack>
        </form>
      )}
    </SubscriptionModal>
  );
}
