import { ActionIcon, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { PricedLine } from '@paybook/domain';
import { IconTrash } from '@tabler/icons-react';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, formatMoneyText } from '@/lib/money-format';
import {
  type CartAction,
  type CartLineState,
  isLinePriceValid,
  isLineQuantityValid,
} from '../lib/cart-state';

interface CartLineProps {
  line: CartLineState;
  priced: PricedLine | undefined;
  today: string;
  dispatch: Dispatch<CartAction>;
}

/**
 * One cart line (spec 3 §3.4 Order items): its quantity (a per-unit item takes decimals, with its unit
 * name), a manual-entry item's price, a recurring item's start date or any item's future date (decision
 * 77: the checkout charges today either way), and remove.
 */
export function CartLine({ line, priced, today, dispatch }: CartLineProps) {
  const { t } = useTranslation();
  const { item } = line;
  const isPerUnit = item.price_structure === 'per_unit';
  const isRecurring = item.price_structure === 'recurring';
  const quantityError = isLineQuantityValid(line)
    ? undefined
    : isPerUnit
      ? t('pointOfSale.cart.quantityDecimalError')
      : t('pointOfSale.cart.quantityWholeError');
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="cart-line">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600} size="sm">
              {item.name}
            </Text>
            <Text size="xs" c="dimmed">
              {isRecurring
                ? item.price_text
                : item.is_price_manual_entry
                  ? t('pointOfSale.cart.manualPrice')
                  : formatMoneyText(item.price)}
              {isPerUnit && item.unit_name ? ` / ${item.unit_name}` : ''}
            </Text>
          </div>
          <Group gap={4} wrap="nowrap">
            <Text fw={600} size="sm" data-testid="cart-line-total">
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
        <Group gap="xs" align="flex-start" grow>
          <TextInput
            size="xs"
            label={
              isPerUnit && item.unit_name
                ? t('pointOfSale.cart.quantityIn', { unit: item.unit_name })
                : t('pointOfSale.cart.quantity')
            }
            inputMode={isPerUnit ? 'decimal' : 'numeric'}
            value={line.quantity}
            error={quantityError}
            onChange={(event) =>
              dispatch({ type: 'set_quantity', key: line.key, quantity: event.currentTarget.value })
            }
            rightSection={
              isPerUnit && item.unit_name ? (
                <Text size="xs" c="dimmed">
                  {item.unit_name}
                </Text>
              ) : undefined
            }
            rightSectionWidth={isPerUnit && item.unit_name ? 48 : undefined}
          />
          {line.price !== null && (
            <TextInput
              size="xs"
              label={t('pointOfSale.cart.price')}
              inputMode="decimal"
              value={line.price}
              error={isLinePriceValid(line) ? undefined : t('pointOfSale.cart.priceError')}
              onChange={(event) =>
                dispatch({ type: 'set_price', key: line.key, price: event.currentTarget.value })
              }
            />
          )}
          <TextInput
            size="xs"
            type="date"
            // Decision 77: the checkout charges today (a recurring line's first bill); the date starts the
            // billing schedule, or is kept on the order as a one-time item's start.
            label={isRecurring ? t('pointOfSale.cart.startsOn') : t('pointOfSale.cart.startsOnOptional')}
            description={
              isRecurring
                ? t('pointOfSale.cart.startsOnHint')
                : line.start_date !== null
                  ? t('pointOfSale.cart.startsOnOptionalHint')
                  : undefined
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            min={today}
            value={line.start_date ?? ''}
            onChange={(event) =>
              dispatch({
                type: 'set_start_date',
                key: line.key,
                start_date: event.currentTarget.value || null,
                today,
              })
            }
          />
        </Group>
      </Stack>
    </Paper>
  );
}
