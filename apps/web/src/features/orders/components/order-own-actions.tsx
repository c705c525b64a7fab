import { Button } from '@mantine/core';
import type { Order } from '@paybook/contracts';
import { type AccessSubject, orderActionAvailability, orderActionFactsOf } from '@paybook/domain';
import { IconBan, IconCashRegister, IconCircleCheck, IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderModalAction } from './order-action-modal';

interface OrderOwnActionsProps {
  order: Order;
  subject: AccessSubject;
  onAction: (action: OrderModalAction) => void;
}

/** The collect-payment page of an order (spec 3 §2.2), with the stored account preselected (0: none). */
export const collectPaymentPath = (orderId: number, fromAccountId = 0) =>
  `/reports/details/order/${orderId}/collectpayment/${fromAccountId}`;

/**
 * spec 3 §4.2 (issue 25 point 1): the order's own actions at the top of its page, each shown when the
 * domain's orderActionAvailability says so: Collect payment, Approve, Cancel, Cancel with refund or void.
 * An action shown but not allowed (a missing right) is disabled; the server refuses it the same way.
 */
export function OrderOwnActions({ order, subject, onAction }: OrderOwnActionsProps) {
  const { t } = useTranslation();
  const actions = orderActionAvailability(orderActionFactsOf(order), subject);
  return (
    <>
      {actions.collect_payment.shown && (
        <Button
          component={Link}
          to={collectPaymentPath(order.id)}
          disabled={!actions.collect_payment.allowed}
          leftSection={<IconCashRegister size={16} aria-hidden />}
        >
          {t('orders.own.buttons.collect_payment')}
        </Button>
      )}
      {actions.approve.shown && (
        <Button
          color="teal.9"
          disabled={!actions.approve.allowed}
          leftSection={<IconCircleCheck size={16} aria-hidden />}
          onClick={() => onAction('approve')}
        >
          {t('orders.own.buttons.approve')}
        </Button>
      )}
      {actions.cancel.shown && (
        <Button
          variant="light"
          color="red"
          disabled={!actions.cancel.allowed}
          leftSection={<IconBan size={16} aria-hidden />}
          onClick={() => onAction('cancel')}
        >
          {t('orders.own.buttons.cancel')}
        </Button>
      )}
      {actions.cancel_with_refund.shown && (
        <Button
          variant="light"
          color="red"
          disabled={!actions.cancel_with_refund.allowed}
          leftSection={<IconReceiptRefund size={16} aria-hidden />}
          onClick={() => onAction('cancel_with_refund')}
        >
          {t('orders.own.buttons.cancel_with_refund')}
        </Button>
      )}
    </>
  );
}
