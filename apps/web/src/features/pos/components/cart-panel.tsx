import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { chargedLaterCents, type PricedLine, type PricedOrder } from '@paybook/domain';
import { IconDiscount, IconInfoCircle, IconMapPin, IconReceipt } from '@tabler/icons-react';
import { type Dispatch, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@/lib/money-format';
import { amountDue, type CartAction, type CartState, neededAddressTypes } from '../lib/cart-state';
import { AppointmentNotice } from './appointment-notice';
import { CartCustomer } from './cart-customer';
import { CartLine } from './cart-line';
import { CartTotals } from './cart-totals';
import classes from './pos.module.css';

export type CartModal =
  | 'customer'
  | 'editCustomer'
  | 'discount'
  | 'fees'
  | 'addresses'
  | 'clear'
  | 'checkout';

interface CartPanelProps {
  cart: CartState;
  priced: PricedOrder | null;
  /** Each priced line by its cart line's key. */
  pricedLines: ReadonlyMap<string, PricedLine>;
  isComplete: boolean;
  today: string;
  hasOrderFees: boolean;
  /** Whether the user may correct the customer at the point of sale (canEditCustomerAtPos). */
  canEditCustomer: boolean;
  dispatch: Dispatch<CartAction>;
  onOpen: (modal: CartModal) => void;
}

/** spec 3 §2.6: the cart with its customer, lines, totals and the actions that open the modals. */
export function CartPanel({
  cart,
  priced,
  pricedLines,
  isComplete,
  today,
  hasOrderFees,
  canEditCustomer,
  dispatch,
  onOpen,
}: CartPanelProps) {
  const { t } = useTranslation();
  const isEmpty = cart.lines.length === 0;
  const addressTypes = neededAddressTypes(cart);
  const listRef = useRef<HTMLUListElement>(null);
  // A new line shows at the end of the list, which scrolls on its own beside the catalogue (not the page).
  const lineCount = cart.lines.length;
  useEffect(() => {
    const list = listRef.current;
    if (list && lineCount > 0) list.scrollTop = list.scrollHeight;
  }, [lineCount]);
  const due = priced
    ? { priced, ...amountDue(cart, priced.total_cents, chargedLaterCents(priced.lines, cart.lines, today)) }
    : null;

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      className={classes.cart}
      id="pos-cart"
      component="section"
      aria-labelledby="pos-cart-title"
    >
      <Stack gap="sm" className={classes.body}>
        <Group justify="space-between">
          <Title order={2} size="h4" id="pos-cart-title">
            {t('pointOfSale.cart.title')}
          </Title>
          {!isEmpty && (
            <Button variant="subtle" color="red" c="red.9" size="compact-sm" onClick={() => onOpen('clear')}>
              {t('pointOfSale.cart.clear')}
            </Button>
          )}
        </Group>

        <CartCustomer
          customer={cart.customer}
          isCustomerNeeded={cart.lines.some((line) => line.item.price_structure === 'recurring')}
          canEdit={canEditCustomer}
          onSelect={() => onOpen('customer')}
          onEdit={() => onOpen('editCustomer')}
          onRemove={() => dispatch({ type: 'set_customer', customer: null })}
        />

        {cart.appointment && <AppointmentNotice appointment={cart.appointment} dispatch={dispatch} />}

        {isEmpty ? (
          <Text c="dimmed" size="sm" py="md" ta="center">
            {t('pointOfSale.cart.empty')}
          </Text>
        ) : (
          <ul ref={listRef} className={classes.list} aria-label={t('pointOfSale.cart.lines')}>
            {cart.lines.map((line) => (
              <li key={line.key}>
                <CartLine line={line} priced={pricedLines.get(line.key)} today={today} dispatch={dispatch} />
              </li>
            ))}
          </ul>
        )}

        {priced?.discounts_dropped && (
          <Alert color="yellow" icon={<IconInfoCircle size={16} aria-hidden />} p="xs">
            {t('pointOfSale.cart.discountDropped')}
          </Alert>
        )}

        {!isEmpty && (
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconDiscount size={14} aria-hidden />}
              onClick={() => onOpen('discount')}
            >
              {cart.discount_code
                ? t('pointOfSale.cart.discountCode', { code: cart.discount_code })
                : t('pointOfSale.cart.addDiscount')}
            </Button>
            {hasOrderFees && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconReceipt size={14} aria-hidden />}
                onClick={() => onOpen('fees')}
              >
                {t('pointOfSale.cart.editFees')}
              </Button>
            )}
            {addressTypes.length > 0 && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconMapPin size={14} aria-hidden />}
                onClick={() => onOpen('addresses')}
                color={cart.addresses.length < addressTypes.length ? 'orange' : undefined}
              >
                {t('pointOfSale.cart.addresses', { count: cart.addresses.length })}
              </Button>
            )}
          </Group>
        )}

        {due && !isEmpty && <CartTotals priced={due.priced} creditCents={due.creditCents} />}
        {!isComplete && (
          <Text size="xs" c="red.9">
            {t('pointOfSale.cart.fixLines')}
          </Text>
        )}
        {/* Issue 24 point 2: the pay button says what it charges, as priced (less a deposit paid). */}
        <Button
          size="md"
          fullWidth
          disabled={isEmpty || !isComplete || !due}
          onClick={() => onOpen('checkout')}
          data-testid="pos-charge"
        >
          {due && due.dueCents > 0
            ? t('pointOfSale.cart.charge', { amount: formatCents(due.dueCents) })
            : t('pointOfSale.cart.checkout')}
        </Button>
      </Stack>
    </Paper>
  );
}
