import { appointmentCheckoutRefusal } from '@paybook/domain';
import { type Dispatch, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getAppointment } from '@/features/calendar/api/appointments';
import { notifyFailure } from '@/lib/notify';
import { getPosItem } from '../api/list-pos-items';
import { matchPosCustomer } from '../api/match-pos-customer';
import { cartItemInfo } from '../lib/cart-item-info';
import type { CartAction } from '../lib/cart-state';
import { type DefaultProductModal, readPosPreselection } from '../lib/pos-params';

/**
 * spec 3 §2.6: /pos?customerId= (or ?customer=, or the old #/pos?customer=) selects the customer;
 * ?appointmentId= fills the cart with the appointment's service and its customer; ?openDefaultProductModal=
 * opens the add-item modal. Read once, when the page opens.
 */
export function usePosPreselection(
  dispatch: Dispatch<CartAction>,
  today: string,
  onOpenProductModal: (kind: DefaultProductModal) => void,
) {
  const { t } = useTranslation();
  const location = useLocation();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const wanted = readPosPreselection(location.search, location.hash);
    if (wanted.openDefaultProductModal) onOpenProductModal(wanted.openDefaultProductModal);

    // spec 3 §7 POST customer/stats/matched/{customerId}: the customer the sale is for, with stats.
    const selectCustomer = async (customerId: number) => {
      dispatch({ type: 'set_customer', customer: await matchPosCustomer(customerId) });
    };
    if (wanted.customerId !== null) {
      selectCustomer(wanted.customerId).catch(() => notifyFailure(t('pointOfSale.preselect.customerFailed')));
    }
    if (wanted.appointmentId !== null) {
      const appointmentId = wanted.appointmentId;
      (async () => {
        const appointment = await getAppointment(appointmentId);
        // Issue 15 point 7: the checkout names the appointment, and credits its deposit.
        dispatch({
          type: 'set_appointment',
          appointment: {
            id: appointment.id,
            customer_id: appointment.customer?.id ?? null,
            deposit_credit: appointment.deposit?.credit ?? '0.00',
            refusal: appointmentCheckoutRefusal(
              { status: appointment.status, sale_order_id: appointment.payment?.order_id ?? null },
              false,
            ),
            sold_on:
              appointment.payment?.order_id && appointment.payment.order_number
                ? { order_id: appointment.payment.order_id, order_number: appointment.payment.order_number }
                : null,
          },
        });
        const item = await getPosItem(appointment.offering_id);
        if (item) dispatch({ type: 'add_item', item: cartItemInfo(item), today });
        else notifyFailure(t('pointOfSale.preselect.serviceGone'));
        if (appointment.customer && wanted.customerId === null) await selectCustomer(appointment.customer.id);
      })().catch(() => notifyFailure(t('pointOfSale.preselect.appointmentFailed')));
    }
  }, [location.search, location.hash, dispatch, today, onOpenProductModal, t]);
}
