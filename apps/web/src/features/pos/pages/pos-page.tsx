import { Grid, Stack } from '@mantine/core';
import { canEditCustomerAtPos, chargedLaterCents, todayInTimeZone } from '@paybook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActiveFeeStructures } from '@/features/fee-structures/api/get-active-fee-structures';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import { PageHeader } from '@/ui/page-header';
import { posKeys } from '../api/pos-keys';
import { AddDiscountModal } from '../components/add-discount-modal';
import { AddItemModal } from '../components/add-item-modal';
import { type CartModal, CartPanel } from '../components/cart-panel';
import { CatalogueGrid } from '../components/catalogue-grid';
import { type AcceptedSale, CheckoutModal } from '../components/checkout-modal';
import { ConfirmCartModal } from '../components/clear-cart-modal';
import { CollectAddressesModal } from '../components/collect-addresses-modal';
import { EditCustomerModal } from '../components/edit-customer-modal';
import { EditOrderFeesModal } from '../components/edit-order-fees-modal';
import { FakePaymentModal } from '../components/fake-payment-modal';
import { MobileCartBar } from '../components/mobile-cart-bar';
import { SelectCustomerModal } from '../components/select-customer-modal';
import { usePosPreselection } from '../components/use-pos-preselection';
import { type CartItemSource, cartItemInfo } from '../lib/cart-item-info';
import { priceCart } from '../lib/cart-pricing';
import {
  amountDue,
  cartReducer,
  emptyCart,
  hasFutureDatedItems,
  isCartPopulated,
  neededAddressTypes,
} from '../lib/cart-state';
import type { DefaultProductModal } from '../lib/pos-params';
import { sendReceiptPath } from '../lib/pos-params';

/** /pos (spec 3 §2.6): the catalogue and the cart, with the point of sale's modals. */
export function PosPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const context = useLoginContext();
  const today = todayInTimeZone(context.merchant.time_zone);
  const subject = subjectFor(context);
  const [cart, dispatch] = useReducer(cartReducer, emptyCart);
  const [modal, setModal] = useState<CartModal | null>(null);
  const [productModal, setProductModal] = useState<DefaultProductModal | null>(null);
  const [fakePayment, setFakePayment] = useState<'card' | 'ach' | null>(null);
  const feeStructures = useActiveFeeStructures().data ?? [];
  const pricing = useMemo(() => priceCart(cart, feeStructures, today), [cart, feeStructures, today]);
  // Issue 15 point 7: a deposit paid for the appointment is taken off what the checkout charges.
  // Decision 133: lines starting after today are charged on their dates, not now.
  const laterCents = pricing.priced ? chargedLaterCents(pricing.priced.lines, cart.lines, today) : 0;
  const { creditCents, dueCents } = amountDue(cart, pricing.priced?.total_cents ?? 0, laterCents);
  const { blocker, allowNextLeave } = useLeaveGuard(isCartPopulated(cart));
  const close = () => setModal(null);
  // spec 2 §4: an item that needs an address asks for it before the payment.
  const missingAddresses = neededAddressTypes(cart).filter(
    (type) => !cart.addresses.some((address) => address.address_types.includes(type)),
  );
  const isCheckoutNext = useRef(false);
  const open = (next: CartModal) => {
    isCheckoutNext.current = next === 'checkout' && missingAddresses.length > 0;
    setModal(isCheckoutNext.current ? 'addresses' : next);
  };

  usePosPreselection(dispatch, today, setProductModal);

  const addItem = useCallback(
    (item: CartItemSource) => dispatch({ type: 'add_item', item: cartItemInfo(item), today }),
    [today],
  );

  const continueToReceipt = (sale: AcceptedSale) => {
    const { response } = sale;
    // The checkout answered the order as GET order/{id} does: send-receipt shows it without a wait.
    if (response.order) queryClient.setQueryData(posKeys.order(response.order.id), response.order);
    allowNextLeave();
    navigate(
      sendReceiptPath({
        orderId: response.order?.id ?? 0,
        // Decision 76: a sale with nothing to pay took no cash, so it has no change due.
        changeDue: sale.paymentType === 'none' ? '' : (response.change_due ?? ''),
        paymentType: sale.paymentType,
        amountPaid: response.amount_paid,
        containsSubscription: response.order?.contains_subscription ?? false,
        customerSelected: response.order?.customer !== null && response.order?.customer !== undefined,
        customerEmail: sale.email || response.order?.customer?.email || '',
      }),
    );
  };

  return (
    <Stack gap="md">
      <Grid gap="md">
        {/* The cart starts at the top beside the title, so its lines and Charge fit one screen. */}
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <PageHeader title={t('pointOfSale.title')} />
            <CatalogueGrid onAdd={addItem} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <CartPanel
            cart={cart}
            priced={pricing.priced}
            pricedLines={pricing.lines}
            isComplete={pricing.isComplete}
            today={today}
            hasOrderFees={feeStructures.some((fee) => fee.type === 'order_fee' && fee.is_active)}
            canEditCustomer={canEditCustomerAtPos(subject)}
            dispatch={dispatch}
            onOpen={open}
          />
        </Grid.Col>
      </Grid>
      <MobileCartBar
        count={cart.lines.length}
        totalCents={pricing.priced?.total_cents ?? 0}
        isHidden={modal !== null || productModal !== null || fakePayment !== null}
      />

      <SelectCustomerModal
        opened={modal === 'customer'}
        onClose={close}
        onSelect={(customer) => dispatch({ type: 'set_customer', customer })}
      />
      <EditCustomerModal
        customer={cart.customer}
        opened={modal === 'editCustomer'}
        onClose={close}
        onSaved={(customer) => dispatch({ type: 'set_customer', customer })}
      />
      <AddDiscountModal
        opened={modal === 'discount'}
        currentCode={cart.discount_code}
        feeStructures={feeStructures}
        offeringIds={cart.lines.map((line) => line.item.offering_id)}
        timeZone={context.merchant.time_zone}
        hasFutureDatedItems={hasFutureDatedItems(cart, today)}
        onApply={(code) => dispatch({ type: 'set_discount_code', code })}
        onClose={close}
      />
      <EditOrderFeesModal
        opened={modal === 'fees'}
        feeStructures={feeStructures}
        chosen={cart.order_fees}
        onSave={(order_fees) => dispatch({ type: 'set_order_fees', order_fees })}
        onClose={close}
      />
      <CollectAddressesModal
        opened={modal === 'addresses'}
        types={neededAddressTypes(cart)}
        addresses={cart.addresses}
        onSave={(addresses) => dispatch({ type: 'set_addresses', addresses })}
        onClose={close}
        onSaved={() => {
          if (!isCheckoutNext.current) return;
          isCheckoutNext.current = false;
          setModal('checkout');
        }}
      />
      <ConfirmCartModal
        opened={modal === 'clear'}
        title={t('pointOfSale.clear.title')}
        message={t('pointOfSale.clear.message')}
        confirmLabel={t('pointOfSale.clear.confirm')}
        onConfirm={() => {
          dispatch({ type: 'clear' });
          close();
        }}
        onClose={close}
      />
      <CheckoutModal
        opened={modal === 'checkout'}
        cart={cart}
        totalCents={dueCents}
        depositCreditCents={creditCents}
        today={today}
        merchant={subject}
        internationalZip={context.features.includes('accept_international_postal_codes')}
        onClose={close}
        onAccepted={() => dispatch({ type: 'clear' })}
        onContinue={continueToReceipt}
        onFakePayment={(kind) => {
          close();
          setFakePayment(kind);
        }}
      />
      <FakePaymentModal
        kind={fakePayment}
        totalCents={dueCents}
        today={today}
        internationalZip={context.features.includes('accept_international_postal_codes')}
        onClose={() => setFakePayment(null)}
      />
      <AddItemModal kind={productModal} onAdd={addItem} onClose={() => setProductModal(null)} />
      <ConfirmCartModal
        opened={blocker.state === 'blocked'}
        title={t('pointOfSale.leave.title')}
        message={t('pointOfSale.leave.message')}
        confirmLabel={t('pointOfSale.leave.confirm')}
        onConfirm={() => {
          dispatch({ type: 'clear' });
          blocker.proceed?.();
        }}
        onClose={() => blocker.reset?.()}
      />
    </Stack>
  );
}
