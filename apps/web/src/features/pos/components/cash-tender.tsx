import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { cashChangeCents, moneyTextToCents, quickTenderCents } from '@paybook/domain';
import { useTranslation } from 'react-i18next';
import { centsToText, formatCents, formatCentsShort } from '@/lib/money-format';

interface CashTenderProps {
  /** The cash tendered as typed. */
  value: string;
  /** What the sale charges. */
  dueCents: number;
  error: string | undefined;
  onChange: (amountTendered: string) => void;
}

/**
 * spec 3 §5 Checkout "Cash" as at Square (issue 24 point 2): Exact and the next round amounts in one tap
 * (quickTenderCents), the cash tendered to type any other amount, and the change due, large, before the
 * sale completes.
 */
export function CashTender({ value, dueCents, error, onChange }: CashTenderProps) {
  const { t } = useTranslation();
  const tendered = moneyTextToCents(value.trim());
  const change = tendered === null ? null : cashChangeCents(tendered, dueCents);
  const amounts = [
    { cents: dueCents, label: t('pointOfSale.cash.exact') },
    ...quickTenderCents(dueCents).map((cents) => ({ cents, label: formatCentsShort(cents) })),
  ];
  return (
    <Stack gap="xs">
      <SimpleGrid cols={amounts.length} spacing="xs" role="group" aria-label={t('pointOfSale.cash.quick')}>
        {amounts.map(({ cents, label }) => (
          <Button
            key={cents}
            size="md"
            px={4}
            variant={tendered === cents ? 'filled' : 'default'}
            aria-pressed={tendered === cents}
            onClick={() => onChange(centsToText(cents))}
          >
            {label}
          </Button>
        ))}
      </SimpleGrid>
      <TextInput
        label={t('pointOfSale.checkout.amountTendered')}
        inputMode="decimal"
        withAsterisk
        data-autofocus
        leftSection={<Text size="sm">$</Text>}
        value={value}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {change !== null && (
        <Paper bg="teal.0" p="sm" radius="md" role="status" data-testid="pos-change-due">
          <Group justify="space-between" align="baseline">
            <Text fw={600}>{t('pointOfSale.cash.changeDue')}</Text>
            <Text fz={32} fw={800} lh={1.1} c="teal.9" data-testid="pos-change-due-amount">
              {formatCents(change)}
            </Text>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
