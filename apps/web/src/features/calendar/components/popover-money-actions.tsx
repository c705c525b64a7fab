import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { CalendarItem } from '@paybook/contracts';
import { appointmentCheckoutRefusal, availableVisitChanges, isWithinEditWindow } from '@paybook/domain';
import { IconCreditCard, IconReceipt, IconShoppingCart, IconTag, IconUserX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderPath } from '@/features/orders/lib/order-view';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { i18n } from '@/lib/i18n';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { formatMoneyText } from '@/lib/money-format';
import { errorMessage, notifyFailure, notifySuccess } from '@/lib/notify';
import { canOpen } from '@/lib/route-access';
import { useChangeAppointmentStatus } from '../api/appointment-status';
import { useAppointment } from '../api/appointments';
import { useMarkNoShow } from '../api/mark-no-show';
import { chargesNoShowFee, confirmNoShowCharge } from './appointment-deposit';
import { PopoverActionGroup } from './popover-action-group';
import { customerNameOf, visitFactsOf } from './popover-visit-actions';

/**
 * Issue 24 point 3: the appointment's money in its popover: the service's price and whether the customer
 * keeps a card (read with the contact details, GET appointment/{id}), then Checkout (spec 1 §4.2: shown in
 * the 7-day window with create_orders, enabled with the checkout claim; it opens the point of sale with the
 * appointment, spec 3 §2.6) and No-show, which names the fee it charges before asking to confirm it (issue
 * 15 point 7). Once the visit was checked out, "View order #N" takes Checkout's place (issue 24 point 1).
 */
export function PopoverMoneyActions({
  item,
  timeZone,
  onClose,
}: {
  item: CalendarItem;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const subject = subjectFor(useLoginContext());
  const details = useAppointment(item.id);
  const noShow = useMarkNoShow();
  const change = useChangeAppointmentStatus();
  // Issue 24 point 1: a visit checked out already offers its order instead of a second Checkout (a second
  // sale, on purpose, is the point of sale's question when it is refused).
  const saleOrderId = item.payment?.order_id ?? null;
  const isCheckedOut =
    appointmentCheckoutRefusal({ status: item.status ?? 'booked', sale_order_id: saleOrderId }, false) ===
    'checked_out';
  const showsCheckout =
    !isCheckedOut &&
    subject.rights.has('create_orders') &&
    isWithinEditWindow(new Date(item.start_at), timeZone);
  const canCheckout = subject.claims.has('appointments.view-appointment.checkout');
  const offersNoShow = availableVisitChanges(visitFactsOf(item, timeZone)).includes('no_show');
  const chargesFee = chargesNoShowFee(item, subject.rights.has('manage_appointments'));
  const appointment = details.data;

  const handleNoShow = () => {
    onClose();
    if (chargesFee) confirmNoShowCharge(item, noShow);
    else
      confirmNoShowWithoutFee(customerNameOf(item), () =>
        change.mutateAsync({
          appointmentId: item.id,
          status: 'no_show',
          idempotencyKey: newIdempotencyKey(),
        }),
      );
  };

  const checkoutIcon = <IconShoppingCart size={14} aria-hidden />;
  return (
    <PopoverActionGroup
      title={t('calendar.popover.moneyGroup')}
      testId="popover-money-actions"
      facts={
        appointment && (
          <Group gap="md" wrap="wrap" data-testid="popover-money-facts">
            <Group gap={4} wrap="nowrap">
              <IconTag size={16} aria-hidden />
              <Text size="sm">
                {appointment.price == null
                  ? t('calendar.popover.priceAtCheckout')
                  : t('calendar.popover.price', { price: formatMoneyText(appointment.price) })}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconCreditCard size={16} aria-hidden />
              <Text size="sm">
                {appointment.has_card_on_file
                  ? t('calendar.popover.cardOnFile')
                  : t('calendar.popover.noCard')}
              </Text>
            </Group>
          </Group>
        )
      }
    >
      {isCheckedOut && saleOrderId !== null && canOpen(subject, 'reports.details.order') && (
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={orderPath(saleOrderId)}
          onClick={onClose}
          leftSection={<IconReceipt size={14} aria-hidden />}
        >
          {t('calendar.payment.viewOrder', { number: item.payment?.order_number ?? saleOrderId })}
        </Button>
      )}
      {showsCheckout &&
        (canCheckout ? (
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={`/pos?appointmentId=${item.id}`}
            onClick={onClose}
            leftSection={checkoutIcon}
          >
            {t('calendar.popover.checkout')}
          </Button>
        ) : (
          <Button size="xs" variant="light" disabled leftSection={checkoutIcon}>
            {t('calendar.popover.checkout')}
          </Button>
        ))}
      {offersNoShow && (
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          leftSection={<IconUserX size={14} aria-hidden />}
          onClick={handleNoShow}
        >
          {chargesFee
            ? t('calendar.deposit.noShowWithFee', { fee: formatMoneyText(item.no_show_fee ?? '0.00') })
            : t('calendar.deposit.noShow')}
        </Button>
      )}
    </PopoverActionGroup>
  );
}

/** A no-show of an appointment without a fee to charge: confirmed, then marked. */
function confirmNoShowWithoutFee(name: string, markNoShow: () => Promise<unknown>) {
  modals.openConfirmModal({
    title: i18n.t('calendar.visit.noShowTitle'),
    children: i18n.t('calendar.visit.noShowBody', { name }),
    labels: { confirm: i18n.t('calendar.visit.noShowConfirm'), cancel: i18n.t('common.cancel') },
    confirmProps: { color: 'red.9' },
    closeButtonProps: { 'aria-label': i18n.t('calendar.closeDialog') },
    onConfirm: () =>
      markNoShow().then(
        () => notifySuccess(i18n.t('calendar.visit.no_showDone', { name })),
        (error: unknown) => notifyFailure(errorMessage(error)),
      ),
  });
}
