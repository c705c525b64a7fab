import { Group, Stack, Text } from '@mantine/core';
import type { Order } from '@paybook/contracts';
import { moneyTextToCents } from '@paybook/domain/money/money-text';
import { useTranslation } from 'react-i18next';
import { formatMoneyText } from '@/lib/money-format';

/** Whether the sale's order took a deposit credit (issue 15 point 7): its money is then shown apart. */
export const hasDepositCredit = (order: Pick<Order, 'deposit_credit'> | null | undefined): boolean =>
  (moneyTextToCents(order?.deposit_credit ?? '') ?? 0) > 0;

/**
 * Issue 24 point 1: a deposit sale says what the deposit paid at booking and what the desk charged today
 * as two lines, as the receipt does, never their sum as "Paid" (the order's deposit_credit and
 * amount_charged, which the server reads from summarizeOrderPayments).
 */
export function DepositChargeLines({
  order,
  isCentered = false,
}: {
  order: Pick<Order, 'deposit_credit' | 'amount_charged'>;
  /** Under a centred heading (the success dialog, transaction-complete): a narrow block, not the width. */
  isCentered?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      gap={4}
      w="100%"
      maw={isCentered ? 320 : undefined}
      role="group"
      aria-label={t('pointOfSale.saleMoney.label')}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text>{t('pointOfSale.saleMoney.depositCredited')}</Text>
        <Text data-testid="sale-deposit-credited">{formatMoneyText(order.deposit_credit)}</Text>
      </Group>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{t('pointOfSale.saleMoney.chargedToday')}</Text>
        <Text fw={700} data-testid="sale-charged-today">
          {formatMoneyText(order.amount_charged)}
        </Text>
      </Group>
    </Stack>
  );
}
