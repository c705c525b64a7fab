import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { Order } from '@paybook/contracts';
import { centsToPrice, orderCancelPlan } from '@paybook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useOrderAction } from '../api/order-actions';
import { money } from '../lib/order-format';
import { actionableOf } from '../lib/order-view';
import { ActionFailure, ActionProcessing, ActionSuccessful } from './action-phases';

export type OrderModalAction = 'approve' | 'cancel' | 'cancel_with_refund';
type Phase = 'main' | 'processing' | 'successful' | 'failure';

interface OrderActionModalProps {
  order: Order;
  action: OrderModalAction;
  onClose: () => void;
}

/** The pending ACH payment of a business account, whose company the approval may set (spec 3 §7). */
const businessAchPayment = (order: Order) =>
  order.transactions.find(
    (t) =>
      !t.is_refund &&
      t.payment_type === 'ach' &&
      t.processor_status === 'posted' &&
      (t.ach_authorization_type === 'Ccd' || t.company_name !== ''),
  ) ?? null;

/**
 * spec 3 §2.2 "approve order" and "cancel order" modals (issue 25 point 1), in spec 3 §4.4's states main,
 * processing, successful and failure. The Idempotency-Key lives as long as the modal, so a retry never
 * acts twice. Failures say spec 3 §8's titles with the server's message.
 */
export function OrderActionModal({ order, action, onClose }: OrderActionModalProps) {
  const { t } = useTranslation();
  const [idempotencyKey] = useState(() =>
    typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : newIdempotencyKey(),
  );
  const [phase, setPhase] = useState<Phase>('main');
  const [failure, setFailure] = useState('');
  const [notify, setNotify] = useState(false);
  const business = action === 'approve' ? businessAchPayment(order) : null;
  const [company, setCompany] = useState(business?.company_name ?? '');
  const mutation = useOrderAction();
  const isBusy = phase === 'processing';
  const plan = orderCancelPlan(order.transactions.map(actionableOf), new Date());
  const sum = (kind: 'void' | 'refund') =>
    plan.ok ? plan.steps.filter((s) => s.kind === kind).reduce((total, s) => total + s.amount_cents, 0) : 0;

  const send = () => {
    setPhase('processing');
    const done = {
      onSuccess: () => setPhase('successful'),
      onError: (error: Error) => {
        setFailure(isApiError(error) ? error.serverMessage : '');
        setPhase('failure');
      },
    };
    if (action === 'approve') {
      const company_name = business ? company.trim() : null;
      mutation.mutate({ action, orderId: order.id, idempotencyKey, body: { company_name } }, done);
    } else {
      mutation.mutate(
        {
          action: 'cancel',
          orderId: order.id,
          idempotencyKey,
          body: { refund: action === 'cancel_with_refund', send_notification: notify },
        },
        done,
      );
    }
  };

  return (
    <Modal
      opened
      onClose={isBusy ? () => undefined : onClose}
      closeOnClickOutside={!isBusy}
      closeOnEscape={!isBusy}
      withCloseButton={!isBusy}
      title={t(`orders.own.titles.${action}`, { number: order.order_number })}
      closeButtonProps={{ 'aria-label': t('orders.closeDialog') }}
      centered
    >
      {phase === 'main' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <Stack gap="md">
            <Text data-testid="order-own-confirm">
              {t(`orders.own.confirm.${action}`, {
                number: order.order_number,
                total: money(order.amount_total),
              })}
            </Text>
            {action === 'cancel_with_refund' && plan.ok && (
              <Stack gap={2}>
                {sum('void') > 0 && (
                  <Text size="sm">
                    {t('orders.own.willVoid', { amount: money(centsToPrice(sum('void'))) })}
                  </Text>
                )}
                {sum('refund') > 0 && (
                  <Text size="sm">
                    {t('orders.own.willRefund', { amount: money(centsToPrice(sum('refund'))) })}
                  </Text>
                )}
              </Stack>
            )}
            {business && (
              <TextInput
                label={t('orders.own.companyName')}
                description={t('orders.own.companyHint')}
                value={company}
                maxLength={200}
                data-autofocus
                onChange={(event) => setCompany(event.currentTarget.value)}
              />
            )}
            {action !== 'approve' && (
              <Checkbox
                label={t('orders.own.notify')}
                checked={notify}
                onChange={(event) => setNotify(event.currentTarget.checked)}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('orders.own.back')}
              </Button>
              <Button type="submit" color={action === 'approve' ? 'teal.9' : 'red'}>
                {t(`orders.own.submit.${action}`)}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {phase === 'processing' && <ActionProcessing />}
      {phase === 'successful' && (
        <ActionSuccessful
          message={t(`orders.own.successful.${action}`, { number: order.order_number })}
          testId="order-own-successful"
          onDone={onClose}
        />
      )}
      {phase === 'failure' && (
        <ActionFailure
          title={t(action === 'approve' ? 'orders.own.approveFailed' : 'orders.own.cancelFailed')}
          message={failure || t('orders.own.unknownFailure', { id: order.id })}
          testId="order-own-failure"
          onClose={onClose}
          onRetry={send}
        />
      )}
    </Modal>
  );
}
