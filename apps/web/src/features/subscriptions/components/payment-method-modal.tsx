import { Radio, Skeleton, Stack, Text } from '@mantine/core';
import type { Subscription } from '@paybook/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerAccounts } from '@/features/payment-accounts/api/get-customer-accounts';
import { ModalButtons, PrerequisiteFailure, SubscriptionModal, useActionRun } from './subscription-modal';

/** spec 3 §2.2 "modify payment method": the customer's stored cards and bank accounts. */
export function PaymentMethodModal({
  subscription,
  onClose,
}: {
  subscription: Subscription;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const accounts = useCustomerAccounts(subscription.customer.id);
  const [chosen, setChosen] = useState<string>(subscription.account ? String(subscription.account.id) : '');
  const { run, failure, isBusy, clearFailure } = useActionRun(subscription.id, 'payment_account', onClose);
  const data = accounts.data;
  const options = data
    ? [
        ...data.credit_card_accounts.map((card) => ({
          id: card.id,
          label: t('subscriptions.payment.card', {
            issuer: card.issuer,
            last4: card.credit_card_number.slice(-4),
            expiry: `${card.expiration_date.slice(0, 2)}/${card.expiration_date.slice(2)}`,
          }),
          disabled: card.is_expired,
        })),
        ...data.ach_accounts.map((bank) => ({
          id: bank.id,
          label: t('subscriptions.payment.bank', {
            bank: bank.bank_name || t('subscriptions.payment.bankAccount'),
            last4: bank.account_number.slice(-4),
          }),
          disabled: false,
        })),
      ]
    : [];
  return (
    <SubscriptionModal
      action="payment_account"
      isBusy={isBusy}
      failure={failure}
      onClose={onClose}
      onRetry={clearFailure}
    >
      {accounts.isError ? (
        <PrerequisiteFailure />
      ) : !data ? (
        <Stack gap="sm" role="status" aria-label={t('subscriptions.payment.loading')}>
          <Skeleton height={24} />
          <Skeleton height={24} />
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) run({ payment_account_id: Number(chosen) });
          }}
        >
          <Stack gap="md">
            {options.length === 0 ? (
              <Text>{t('subscriptions.payment.none')}</Text>
            ) : (
              <Radio.Group label={t('subscriptions.payment.choose')} value={chosen} onChange={setChosen}>
                <Stack gap="xs" mt="xs">
                  {options.map((option) => (
                    <Radio
                      key={option.id}
                      value={String(option.id)}
                      label={option.label}
                      disabled={option.disabled}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
            <ModalButtons submitLabel={t('subscriptions.payment.submit')} onCancel={onClose} />
          </Stack>
        </form>
      )}
    </SubscriptionModal>
  );
}
