import { Radio, Skeleton, Stack, Text } from '@mantine/core';
import type { CancelSubscriptionBody, Subscription } from '@paybook/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '@/features/orders/lib/order-format';
import { useCancellationProration } from '../api/get-cancellation-proration';
import {
  ModalButtons,
  NotesField,
  NotifyCheckbox,
  PrerequisiteFailure,
  SubscriptionModal,
  useActionRun,
} from './subscription-modal';

type Choice = 'none' | 'full_amount' | 'prorated';

/**
 * spec 3 §4.5 cancel, "a last payment option: full_amount or prorated" (decision 127): the amounts are the
 * server's proration, read when the dialog opens, shown before confirming.
 */
export function CancelModal({ subscription, onClose }: { subscription: Subscription; onClose: () => void }) {
  const { t } = useTranslation();
  const proration = useCancellationProration(subscription.id);
  const [choice, setChoice] = useState<Choice>('none');
  const [notes, setNotes] = useState('');
  const [notify, setNotify] = useState(true);
  const { run, failure, isBusy, clearFailure } = useActionRun(subscription.id, 'cancel', onClose);
  const data = proration.data;
  const charged =
    data && choice !== 'none' ? money(choice === 'full_amount' ? data.full_amount : data.prorated) : null;
  const body: CancelSubscriptionBody = {
    last_payment_option: choice === 'none' ? null : choice,
    notes,
    suppress_notification: !notify,
  };
  return (
    <SubscriptionModal
      action="cancel"
      isBusy={isBusy}
      failure={failure}
      onClose={onClose}
      onRetry={clearFailure}
    >
      {proration.isError ? (
        <PrerequisiteFailure />
      ) : !data ? (
        <Stack gap="sm" role="status" aria-label={t('subscriptions.cancel.loading')}>
          <Skeleton height={20} />
          <Skeleton height={80} />
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            run(body);
          }}
        >
          <Stack gap="md">
            <Text>{t('subscriptions.cancel.intro', { name: subscription.offering_name })}</Text>
            <Radio.Group
              label={t('subscriptions.cancel.lastPayment')}
              value={choice}
              onChange={(value) => setChoice(value as Choice)}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="none" label={t('subscriptions.cancel.none')} data-autofocus />
                <Radio
                  value="full_amount"
                  label={t('subscriptions.cancel.full', { amount: money(data.full_amount) })}
                />
                <Radio
                  value="prorated"
                  label={t('subscriptions.cancel.prorated', { amount: money(data.prorated) })}
                  description={
                    data.period_days > 0
                      ? t('subscriptions.cancel.proratedHint', {
                          left: data.days_left,
                          days: data.period_days,
                        })
                      : t('subscriptions.cancel.noPeriod')
                  }
                />
              </Stack>
            </Radio.Group>
            <Text fw={600} data-testid="subscription-cancel-confirm">
              {charged
                ? t('subscriptions.cancel.confirmCharge', { amount: charged })
                : t('subscriptions.cancel.confirmNoCharge')}
            </Text>
            <NotesField value={notes} onChange={setNotes} />
            <NotifyCheckbox checked={notify} onChange={setNotify} />
            <ModalButtons submitLabel={t('subscriptions.cancel.submit')} color="red" onCancel={onClose} />
          </Stack>
        </form>
      )}
    </SubscriptionModal>
  );
}
