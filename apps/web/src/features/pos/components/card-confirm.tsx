import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { cardBrandName, cardLastFour, detectCardBrand } from '@paybook/domain';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@/lib/money-format';
import type { PaymentChoice } from '../lib/checkout-body';

type CardChoice = Extract<PaymentChoice, { payment_mode: 'ccKeyEnter' | 'ccSwipe' }>;

interface CardConfirmProps {
  choice: CardChoice;
  /** The card's last four and holder as read from the swipe (a typed card has its number). */
  swiped: { last4: string; name: string } | null;
  payer: { name: string; email: string };
  /** What the card is charged: the total less the deposit credit. */
  totalCents: number;
  onBack: () => void;
  onConfirm: () => void;
}

export const isCardEntry = (choice: PaymentChoice): choice is CardChoice =>
  choice.payment_mode === 'ccKeyEnter' || choice.payment_mode === 'ccSwipe';

/**
 * spec 3 §4.8 and §4.4 card entry states (init, entry, failure, confirm): a card keyed in or swiped is
 * shown once more, with what it is charged, before the charge; Back returns to the entry as it was.
 */
export function CardConfirm({ choice, swiped, payer, totalCents, onBack, onConfirm }: CardConfirmProps) {
  const { t } = useTranslation();
  const typed = choice.payment_mode === 'ccKeyEnter' ? choice.card : null;
  const brand = typed ? detectCardBrand(typed.card_number) : null;
  const last4 = typed ? cardLastFour(typed.card_number) : (swiped?.last4 ?? '');
  const amount = formatCents(totalCents);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
      data-testid="pos-card-confirm"
    >
      <Stack gap="md">
        <Text size="sm">{t('pointOfSale.checkout.confirm.intro')}</Text>
        <Paper withBorder p="md" radius="md">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{t('pointOfSale.checkout.amountDue')}</Text>
              <Text fw={700} size="xl" data-testid="pos-confirm-amount">
                {amount}
              </Text>
            </Group>
            <Group gap={8} wrap="nowrap">
              <IconCreditCard size={18} aria-hidden />
              <Text data-testid="pos-confirm-card">
                {typed
                  ? t('pointOfSale.checkout.confirm.typedCard', {
                      brand: brand ? cardBrandName(brand) : t('pointOfSale.checkout.modes.card'),
                      last4,
                      expiry: typed.expiration,
                    })
                  : t('pointOfSale.checkout.confirm.swipedCard', { last4 })}
              </Text>
            </Group>
            {(payer.name || swiped?.name) && (
              <Text size="sm" c="dimmed">
                {payer.name || swiped?.name}
                {payer.email ? ` · ${payer.email}` : ''}
              </Text>
            )}
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack}>
            {t('pointOfSale.checkout.confirm.back')}
          </Button>
          <Button type="submit" data-autofocus>
            {t('pointOfSale.checkout.confirm.charge', { amount })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
