import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Customer } from '@paybook/contracts';
import { deleteBlockedMessage } from '@paybook/domain';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { notifyFailure } from '@/lib/notify';
import { type CustomerDeleted, getOutstandingItems, useDeleteCustomer } from '../api/delete-customer';
import { customerErrorMessage } from '../lib/customer-errors';
import { customerName } from './customer-format';
import { deletedListPath } from './customer-list-params';

const CUSTOMER_DELETE_BLOCKED = 'CUSTOMER_DELETE_BLOCKED';

/** What the list reads to word its deleted notice (spec 2 §8). */
export interface DeleteOutcomeState {
  deleteOutcome: CustomerDeleted['outcome'];
}

/**
 * Deletes a customer after a confirmation (spec 2 §5, §8). What blocks a delete is asked first and worded by
 * the domain's deleteBlockedMessage, the server's own refusal (issue 25 point 8): an active schedule or an
 * unsettled payment shows the "customer delete blocked" dialog instead of the confirmation. The server
 * checks again when deleting, and its refusal shows the same dialog.
 */
export function DeleteCustomerButton({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteCustomer();
  const name = customerName(customer);
  const [isChecking, setIsChecking] = useState(false);

  const showBlocked = (message: string) =>
    modals.open({
      title: t('customers.delete.blockedTitle'),
      closeButtonProps: { 'aria-label': t('customers.closeDialog') },
      children: <Text>{message}</Text>,
    });

  const onConfirm = () =>
    remove.mutate(customer.id, {
      onSuccess: ({ outcome }) => {
        const state: DeleteOutcomeState = { deleteOutcome: outcome };
        navigate(deletedListPath(customer.id, name), { state });
      },
      onError: (error) => {
        const message = customerErrorMessage(error, 'delete', t);
        if (isApiError(error) && error.code === CUSTOMER_DELETE_BLOCKED) showBlocked(message);
        else notifyFailure(message, t('customers.delete.failed'));
      },
    });

  const askConfirmation = () =>
    modals.openConfirmModal({
      title: t('customers.delete.title'),
      children: <Text>{t('customers.delete.body', { name })}</Text>,
      labels: { confirm: t('customers.delete.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('customers.closeDialog') },
      onConfirm,
    });

  const confirm = async () => {
    setIsChecking(true);
    try {
      const blocked = deleteBlockedMessage(await getOutstandingItems(customer.id));
      if (blocked) showBlocked(blocked);
      else askConfirmation();
    } catch (error) {
      notifyFailure(customerErrorMessage(error, 'delete', t), t('customers.delete.failed'));
    } finally {
      setIsChecking(false);
    }
  };

  return (
    <Button
      variant="outline"
      color="red.9"
      leftSection={<IconTrash size={16} aria-hidden />}
      loading={isChecking || remove.isPending}
      onClick={() => void confirm()}
    >
      {t('customers.delete.action')}
    </Button>
  );
}
