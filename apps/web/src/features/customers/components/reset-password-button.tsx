import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Customer } from '@paybook/contracts';
import { customerPasswordResetRefusal, hasCustomerPortal } from '@paybook/domain';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { errorMessage, notifyFailure, notifySuccess } from '@/lib/notify';
import { useSendPasswordReset } from '../api/send-password-reset';

/**
 * spec 2 §4, §7, §8 (decisions 191 and 192): e-mails the customer a link to choose a new password, after a
 * confirmation naming the address. The profile shows it only for a customer with a user name
 * (canResetCustomerPassword); what else the server would refuse (no e-mail) is said instead of asking.
 * The merchant's portal decides the wording, of the e-mail and of the success banner.
 */
export function ResetPasswordButton({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const login = useLoginContext();
  const send = useSendPasswordReset();
  const idempotencyKey = useIdempotencyKey();
  const withPortal = hasCustomerPortal(subjectFor(login));
  const body = {
    client_id: login.merchant.id,
    customer_id: customer.id,
    username: customer.user_name,
    has_customer_portal: withPortal,
  };

  const onConfirm = () =>
    send.mutate(
      { body, key: idempotencyKey.keyFor(body) },
      {
        onSuccess: (sent) => {
          idempotencyKey.renew();
          notifySuccess(t(`customers.passwordReset.sent.${sent.wording}`, { email: sent.sent_to }));
        },
        onError: (error) => notifyFailure(errorMessage(error), t('customers.passwordReset.failed')),
      },
    );

  const open = () => {
    const refusal = customerPasswordResetRefusal({
      customer,
      username: customer.user_name,
      asksForPortal: withPortal,
      merchantHasPortal: withPortal,
    });
    if (refusal) {
      modals.open({
        title: t('customers.passwordReset.title'),
        closeButtonProps: { 'aria-label': t('customers.closeDialog') },
        children: <Text>{refusal.message}</Text>,
      });
      return;
    }
    modals.openConfirmModal({
      title: t('customers.passwordReset.title'),
      children: <Text>{t('customers.passwordReset.body', { email: customer.email })}</Text>,
      labels: { confirm: t('customers.passwordReset.confirm'), cancel: t('common.cancel') },
      closeButtonProps: { 'aria-label': t('customers.closeDialog') },
      onConfirm,
    });
  };

  return (
    <Button
      variant="default"
      leftSection={<IconKey size={16} aria-hidden />}
      loading={send.isPending}
      onClick={open}
    >
      {t('customers.passwordReset.action')}
    </Button>
  );
}
