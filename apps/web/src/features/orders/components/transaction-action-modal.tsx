import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { Order, Transaction } from '@paybook/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useTransactionAction } from '../api/transaction-actions';
import type { ActionTarget } from '../lib/order-actions';
import { accountText, money } from '../lib/order-format';
import { centsOf, checkRefundAmount, refundAmountBody } from '../lib/order-view';
import { ActionFailure, ActionProcessing, ActionSuccessful } from './action-phases';

type Phase = 'main' | 'processing' | 'successful' | 'failure';

interface TransactionActionModalProps {
  orderId: number;
  target: ActionTarget;
  onClose: () => void;
}

const centsText = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** spec 3 §8: a refund answered with a failed refund is 'Transaction Refund Failed'. */
function newFailedRefund(before: readonly Transaction[], after: Order): boolean {
  const known = new Set(before.map((t) => t.id));
  return after.transactions.some((t) => t.is_refund && !known.has(t.id) && t.processor_status === 'failed');
}

/**
 * Void, refund or void a refund (spec 3 §4.4 "Modal states: main, processing, successful, failure"). The
 * Idempotency-Key is made once when the modal opens (it is mounted per opening) and sent again by a retry,
 * so a lost answer never charges twice.
 */
export function TransactionActionModal({ orderId, target, onClose }: TransactionActionModalProps) {
  const { t } = useTranslation();
  const { action, transaction, payment, refundableCents } = target;
  const [idempotencyKey] = useState(() =>
    // randomUUID needs a secure context; plain http on another host falls back to random bytes.
    typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : newIdempotencyKey(),
  );
  const [phase, setPhase] = useState<Phase>('main');
  const [amountText, setAmountText] = useState(centsText(refundableCents));
  const [amountError, setAmountError] = useState<string | null>(null);
  const [notifyCustomer, setNotifyCustomer] = useState(true);
  const [failure, setFailure] = useState<string>('');
  const [sent, setSent] = useState<{ amount: string | null; cents: number } | null>(null);
  const mutation = useTransactionAction();
  const account = accountText(transaction.is_refund ? payment : transaction);
  const checked = action === 'refund' ? checkRefundAmount(amountText, refundableCents) : null;
  const amountShown =
    action === 'refund'
      ? money(checked && 'cents' in checked ? centsText(checked.cents) : amountText)
      : money(transaction.amount);

  const send = (request: { amount: string | null; cents: number }) => {
    setSent(request);
    setPhase('processing');
    const before = payment.id === transaction.id ? [transaction] : [payment, transaction];
    mutation.mutate(
      {
        action,
        transactionId: transaction.id,
        orderId,
        paymentId: action === 'void_refund' ? payment.id : null,
        notifyCustomer,
        amount: request.amount,
        idempotencyKey,
      },
      {
        onSuccess: (order) => {
          if (action === 'refund' && newFailedRefund(before, order)) {
            setFailure('');
            setPhase('failure');
            return;
          }
          setPhase('successful');
        },
        onError: (error) => {
          setFailure(isApiError(error) ? error.serverMessage : '');
          setPhase('failure');
        },
      },
    );
  };

  const submit = () => {
    if (action !== 'refund') {
      send({ amount: null, cents: centsOf(transaction.amount) });
      return;
    }
    if (!checked || 'error' in checked) {
      setAmountError(
        t(`orders.action.amountErrors.${checked && 'error' in checked ? checked.error : 'format'}`, {
          amount: money(centsText(refundableCents)),
        }),
      );
      return;
    }
    send({ amount: refundAmountBody(checked.cents, refundableCents), cents: checked.cents });
  };

  const doneAmount = money(centsText(sent?.cents ?? centsOf(transaction.amount)));
  const isBusy = phase === 'processing';

  return (
    <Modal
      opened
      onClose={isBusy ? () => undefined : onClose}
      closeOnClickOutside={!isBusy}
      closeOnEscape={!isBusy}
      withCloseButton={!isBusy}
      title={t(`orders.action.titles.${action}`)}
      closeButtonProps={{ 'aria-label': t('orders.closeDialog') }}
      centered
    >
      {phase === 'main' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Text data-testid="order-action-confirm">
              {t(`orders.action.confirm.${action}`, {
                amount: amountShown,
                total: money(payment.amount),
                account,
              })}
            </Text>
            {action === 'refund' && (
              <TextInput
                label={t('orders.action.amount')}
                description={t('orders.action.amountHint', { amount: money(centsText(refundableCents)) })}
                inputMode="decimal"
                leftSection="$"
                value={amountText}
                error={amountError}
                data-autofocus
                onChange={(event) => {
                  setAmountText(event.currentTarget.value);
                  setAmountError(null);
                }}
              />
            )}
            <Checkbox
              label={t('orders.action.notify')}
              checked={notifyCustomer}
              onChange={(event) => setNotifyCustomer(event.currentTarget.checked)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('orders.action.cancel')}
              </Button>
              <Button type="submit" color={action === 'refund' ? 'blue' : 'red'}>
                {t(`orders.action.submit.${action}`)}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {phase === 'processing' && <ActionProcessing />}
      {phase === 'successful' && (
        <ActionSuccessful
          message={t(`orders.action.successful.${action}`, { amount: doneAmount })}
          testId="order-action-successful"
          onDone={onClose}
        />
      )}
      {phase === 'failure' && (
        <ActionFailure
          title={t(`orders.action.failedTitle.${action}`)}
          message={failure || t('orders.action.failedUnknown')}
          testId="order-action-failure"
          onClose={onClose}
          onRetry={() => sent && send(sent)}
        />
      )}
    </Modal>
  );
}
