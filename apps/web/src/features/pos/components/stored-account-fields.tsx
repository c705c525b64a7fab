import { Loader, Radio, Stack, Text } from '@mantine/core';
import type { AcceptedPaymentType, BankAccount, CardAccount, CustomerAccounts } from '@paybook/contracts';
import {
  cardBrandName,
  preferredStoredAccount,
  type StoredAccountFact,
  usableStoredAccounts,
} from '@paybook/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerAccounts } from '@/features/payment-accounts/api/get-customer-accounts';

export type StoredAccount = { kind: 'card'; card: CardAccount } | { kind: 'bank'; bank: BankAccount };

/** A customer's accounts, each with what the checkout's rules read of it. */
export function storedAccountsOf(
  data: CustomerAccounts,
): (StoredAccount & StoredAccountFact & { is_default: boolean })[] {
  return [
    ...data.credit_card_accounts.map((card) => ({
      kind: 'card' as const,
      is_expired: card.is_expired,
      is_default: card.is_default,
      card,
    })),
    ...data.ach_accounts.map((bank) => ({ kind: 'bank' as const, is_default: bank.is_default, bank })),
  ];
}

const keyOf = (account: StoredAccount) =>
  account.kind === 'card' ? `card-${account.card.id}` : `bank-${account.bank.id}`;

interface StoredAccountFieldsProps {
  customerId: number;
  /** The merchant's accepted payment types: which accounts on file can pay here (usableStoredAccounts). */
  acceptedPaymentTypes: ReadonlySet<AcceptedPaymentType>;
  /** 'card-12' or 'bank-7': a card and a bank account may share an id. */
  value: string | null;
  error?: string;
  onChange: (key: string, account: StoredAccount) => void;
}

/** spec 3 §2.6 customer-payment-methods: the customer's stored cards and bank accounts, masked. */
export function StoredAccountFields({
  customerId,
  acceptedPaymentTypes,
  value,
  error,
  onChange,
}: StoredAccountFieldsProps) {
  const { t } = useTranslation();
  const accounts = useCustomerAccounts(customerId);
  // The list starts on the customer's default account (or the first that can pay here): one tap to charge.
  const preferred = accounts.data
    ? preferredStoredAccount(storedAccountsOf(accounts.data), acceptedPaymentTypes)
    : null;
  useEffect(() => {
    if (value === null && preferred) onChange(keyOf(preferred), preferred);
  }, [value, preferred, onChange]);
  if (accounts.isPending) return <Loader size="sm" aria-label={t('common.loading')} role="status" />;
  if (accounts.isError) return <Text c="red.9">{t('pointOfSale.checkout.accountsFailed')}</Text>;
  const usable = usableStoredAccounts(storedAccountsOf(accounts.data), acceptedPaymentTypes);
  const cards = usable.flatMap((account) => (account.kind === 'card' ? [account.card] : []));
  const banks = usable.flatMap((account) => (account.kind === 'bank' ? [account.bank] : []));
  if (cards.length === 0 && banks.length === 0) {
    return <Text c="dimmed">{t('pointOfSale.checkout.noAccounts')}</Text>;
  }
  const all = new Map<string, StoredAccount>(usable.map((account) => [keyOf(account), account]));
  return (
    <Radio.Group
      label={t('pointOfSale.checkout.storedAccount')}
      value={value}
      error={error}
      onChange={(next) => {
        const account = all.get(next);
        if (account) onChange(next, account);
      }}
    >
      <Stack gap="xs" mt="xs">
        {cards.map((card) => (
          <Radio
            key={`card-${card.id}`}
            value={`card-${card.id}`}
            label={t('pointOfSale.checkout.cardAccount', {
              issuer: cardBrandName(card.issuer),
              last4: card.credit_card_number.slice(-4),
              expiry: `${card.expiration_date.slice(0, 2)}/${card.expiration_date.slice(2)}`,
            })}
          />
        ))}
        {banks.map((bank) => (
          <Radio
            key={`bank-${bank.id}`}
            value={`bank-${bank.id}`}
            label={t('pointOfSale.checkout.bankAccount', {
              bank: bank.bank_name || t('pointOfSale.checkout.bank'),
              type: t(`paymentAccounts.bank.types.${bank.account_type}`),
              last4: bank.account_number.slice(-4),
            })}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
