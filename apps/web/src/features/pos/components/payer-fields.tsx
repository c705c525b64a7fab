import { Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@/lib/money-format';
import type { CheckoutDraft, CheckoutErrors } from './checkout-state';

interface PayerFieldsProps {
  draft: CheckoutDraft;
  setDraft: (change: Partial<CheckoutDraft>) => void;
  errors: CheckoutErrors;
  /** What the checkout charges: the total less the deposit credit. */
  totalCents: number;
  isDated: boolean;
}

/** The checkout modal's amount due and the payer's name and e-mail (spec 3 §7 customer). */
export function PayerFields({ draft, setDraft, errors, totalCents, isDated }: PayerFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between">
        <Text fw={600}>{t('pointOfSale.checkout.amountDue')}</Text>
        <Text fw={700} size="xl" data-testid="checkout-total">
          {formatCents(totalCents)}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <TextInput
          label={t('pointOfSale.checkout.firstName')}
          value={draft.first_name}
          error={errors['customer.first_name']}
          onChange={(event) => setDraft({ first_name: event.currentTarget.value })}
        />
        <TextInput
          label={t('pointOfSale.checkout.lastName')}
          value={draft.last_name}
          error={errors['customer.last_name']}
          onChange={(event) => setDraft({ last_name: event.currentTarget.value })}
        />
      </SimpleGrid>
      <TextInput
        label={t('pointOfSale.checkout.email')}
        description={
          isDated ? t('pointOfSale.checkout.emailRequiredHint') : t('pointOfSale.checkout.emailHint')
        }
        withAsterisk={isDated}
        type="email"
        value={draft.email}
        error={errors['customer.email']}
        onChange={(event) => setDraft({ email: event.currentTarget.value })}
      />
    </>
  );
}
