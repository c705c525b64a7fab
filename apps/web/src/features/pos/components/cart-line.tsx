import { ActionIcon, Anchor, Box, CloseButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { isChargedLater, type PricedLine } from '@paybook/domain';
import { IconTrash } from '@tabler/icons-react';
import { type Dispatch, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/date-format';
import { formatCents, formatMoneyText } from '@/lib/money-format';
import {
  type CartAction,
  type CartLineState,
  isLinePriceValid,
  isLineQuantityValid,
  steppedQuantity,
} from '../lib/cart-state';
import { QuantityStepper } from './quantity-stepper';

interface CartLineProps {
  line: CartLineState;
  priced: PricedLine | undefined;
  today: string;
  dispatch: Dispatch<CartAction>;
}

/**
 * One cart line (spec 3 §3.4 Order items) in one row, as at Square (issue 24 point 2): the item and its
 * price, a manual-entry item's price, the quantity stepper (a per-unit item takes decimals), the line's
 * total and remove. A recurring item's start date shows under it; a one-time item's optional start date
 * (spec 3 §5 future-dated items; decision 133: a later date is charged on that date) folds behind
 * "Starts later".
 */
export function CartLine({ line, priced, today, dispatch }: CartLineProps) {
  const { t } = useTranslation();
  const { item } = line;
  const isPerUnit = item.price_structure === 'per_unit';
  const isRecurring = item.price_structure === 'recurring';
  const [isDateOpen, setIsDateOpen] = useState(false);
  const isDateShown = isRecurring || line.start_date !== null || isDateOpen;
  const errorId = `${line.key}-error`;
  const hintId = `${line.key}-date-hint`;
  const dateId = `${line.key}-date`;
  const dateRef = useRef<HTMLInputElement>(null);
  // "Starts later" opens the date and puts the cursor in it.
  useEffect(() => {
    if (isDateOpen) dateRef.current?.focus();
  }, [isDateOpen]);
  // Decision 133: a line starting after today is charged on that date (its first bill, for a recurring
  // one); otherwise the checkout charges it today (decision 77), the date starting the billing schedule or
  // kept on the order as a one-time item's start.
  const dateHint = isChargedLater(line, today)
    ? t('pointOfSale.cart.chargedOn', { date: formatDate(line.start_date) })
    : isRecurring
      ? t('pointOfSale.cart.startsOnHint')
      : line.start_date !== null
        ? t('pointOfSale.cart.startsOnOptionalHint')
        : null;
  const quantityError = isLineQuantityValid(line)
    ? null
    : isPerUnit
      ? t('pointOfSale.cart.quantityDecimalError')
      : t('pointOfSale.cart.quantityWholeError');
  const priceError = isLinePriceValid(line) ? null : t('pointOfSale.cart.priceError');
  const setStartDate = (start_date: string | null) =>
    dispatch({ type: 'set_start_date', key: line.key, start_date, today });

  return (
    <Paper withBorder px="xs" py={4} radius="sm" data-testid="cart-line">
      <Stack gap={4}>
        {/* One row; on a phone the controls move under the name rather than squeeze it. */}
        <Group gap="xs" wrap="wrap" style={{ rowGap: 4 }}>
          <Box flex="1 1 9rem" miw={0}>
            <Text fw={600} size="sm" lh={1.3} lineClamp={2}>
              {item.name}
            </Text>
            <Group gap={6} wrap="nowrap">
              <Text size="xs" c="dimmed" lh={1.3} truncate>
                {isRecurring
                  ? item.price_text
                  : item.is_price_manual_entry
                    ? t('pointOfSale.cart.manualPrice')
                    : formatMoneyText(item.price)}
                {isPerUnit && item.unit_name ? ` / ${item.unit_name}` : ''}
              </Text>
              {!isDateShown && (
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  lh={1.3}
                  style={{ whiteSpace: 'nowrap' }}
                  onClick={() => setIsDateOpen(true)}
                >
                  {t('pointOfSale.cart.startsLater')}
                </Anchor>
              )}
            </Group>
          </Box>
          <Group gap="xs" wrap="nowrap" ml="auto">
            {line.price !== null && (
              <TextInput
                size="xs"
                w={80}
                aria-label={t('pointOfSale.cart.price')}
                leftSection={<Text size="sm">$</Text>}
                leftSectionWidth={24}
                inputMode="decimal"
                value={line.price}
                error={priceError !== null}
                aria-invalid={priceError !== null}
                aria-describedby={priceError ? errorId : undefined}
                onChange={(event) =>
                  dispatch({ type: 'set_price', key: line.key, price: event.currentTarget.value })
                }
              />
            )}
            <QuantityStepper
              label={
                isPerUnit && item.unit_name
                  ? t('pointOfSale.cart.quantityIn', { unit: item.unit_name })
                  : t('pointOfSale.cart.quantity')
              }
              itemName={item.name}
              value={line.quantity}
              isDecimal={isPerUnit}
              isInvalid={quantityError !== null}
              errorId={errorId}
              stepped={(delta) => steppedQuantity(line, delta)}
              onChange={(quantity) => dispatch({ type: 'set_quantity', key: line.key, quantity })}
            />
            <Text fw={600} size="sm" w={64} ta="right" data-testid="cart-line-total">
              {priced ? formatCents(priced.subtotal_cents) : '—'}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red.9"
              aria-label={t('pointOfSale.cart.remove', { name: item.name })}
              onClick={() => dispatch({ type: 'remove_line', key: line.key })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {(quantityError || priceError) && (
          <Text id={errorId} size="xs" c="red.9">
            {[quantityError, priceError].filter(Boolean).join(' · ')}
          </Text>
        )}
        {isDateShown && (
          <Stack gap={2}>
            <Group gap="xs" wrap="nowrap">
              <Text component="label" htmlFor={dateId} size="xs" fw={500}>
                {isRecurring ? t('pointOfSale.cart.startsOn') : t('pointOfSale.cart.startsOnOptional')}
              </Text>
              <TextInput
                ref={dateRef}
                id={dateId}
                size="xs"
                type="date"
                aria-describedby={dateHint ? hintId : undefined}
                min={today}
                value={line.start_date ?? ''}
                onChange={(event) => setStartDate(event.currentTarget.value || null)}
              />
              {!isRecurring && (
                <CloseButton
                  size="sm"
                  aria-label={t('pointOfSale.cart.startsToday', { name: item.name })}
                  onClick={() => {
                    setStartDate(null);
                    setIsDateOpen(false);
                  }}
                />
              )}
            </Group>
            {dateHint && (
              <Text id={hintId} size="xs" c="dimmed" lh={1.3}>
                {dateHint}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
