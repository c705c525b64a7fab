import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { BankAccount, CardAccount } from '@paybook/contracts';
import { acceptsAch, canAddPaymentAccount, cardBrandName, subscriptionCount } from '@paybook/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { useDeleteAccount, useSetDefaultAccount } from '../api/account-mutations';
import { useCustomerAccounts } from '../api/get-customer-accounts';
import { AccountRow } from './account-row';
import { BankAccountModal } from './bank-account-modal';
import { CardModal } from './card-modal';

type Editing =
  | { kind: 'card'; card: CardAccount | null }
  | { kind: 'bank'; account: BankAccount | null }
  | null;

/** The customer profile's payment-methods tab (spec 2 §2.1, §4 account list, §5, §8). */
export function PaymentAccountsPanel({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const context = useLoginContext();
  const subject = subjectFor(context);
  const accounts = useCustomerAccounts(customerId);
  const remove = useDeleteAccount(customerId);
  const setDefault = useSetDefaultAccount(customerId);
  const [editing, setEditing] = useState<Editing>(null);
  const canAdd = canAddPaymentAccount(subject);
  const canSetDefault = subject.claims.has('customers.edit-payment-method');
  // spec 2 §6: ACH options appear only if the merchant accepts ACH.
  const isAchAccepted = acceptsAch(subject);

  const confirmDelete = (kind: 'card' | 'bank', id: number, name: string) =>
    modals.openConfirmModal({
      title: t('paymentAccounts.deleteTitle'),
      children: t('paymentAccounts.deleteBody', { name }),
      labels: { confirm: t('paymentAccounts.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('paymentAccounts.close') },
      onConfirm: () =>
        remove.mutate(
          { id, kind },
          {
            onSuccess: () => notifySuccess(t('paymentAccounts.deleted', { name })),
            onError: (error) => {
              const message = errorMessage(error);
              const count = subscriptionCount(message);
              modals.open({
                title: t('paymentAccounts.deleteFailedTitle'),
                closeButtonProps: { 'aria-label': t('paymentAccounts.close') },
                children: (
                  <Text size="sm">
                    {count === null ? message : t('paymentAccounts.deleteFailedSubscriptions', { count })}
                  </Text>
                ),
              });
            },
          },
        ),
    });

  const confirmDefault = (kind: 'card' | 'bank', id: number, name: string) =>
    modals.openConfirmModal({
      title: t(kind === 'card' ? 'paymentAccounts.defaultCardTitle' : 'paymentAccounts.defaultBankTitle'),
      children: t('paymentAccounts.defaultBody', { name }),
      labels: { confirm: t('paymentAccounts.makeDefault'), cancel: t('common.cancel') },
      closeButtonProps: { 'aria-label': t('paymentAccounts.close') },
      onConfirm: () =>
        setDefault.mutate(
          { id, kind },
          {
            onSuccess: () =>
              notifySuccess(
                t(kind === 'card' ? 'paymentAccounts.defaultCardSet' : 'paymentAccounts.defaultBankSet'),
              ),
            onError: (error) =>
              modals.open({ title: t('paymentAccounts.errorTitle'), children: errorMessage(error) }),
          },
        ),
    });

  if (accounts.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('paymentAccounts.loading')} />
      </Center>
    );
  if (accounts.isError) return <Alert color="red">{errorMessage(accounts.error)}</Alert>;
  const { credit_card_accounts: cards, ach_accounts: banks } = accounts.data;
  // The customer's first account becomes the default anyway (spec 2 §4: one default).
  const canMakeDefault = canSetDefault && cards.length + banks.length > 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('paymentAccounts.title')}
        </Title>
        {canAdd && (
          <Group gap="xs">
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ kind: 'card', card: null })}
            >
              {t('paymentAccounts.card.add')}
            </Button>
            {isAchAccepted && (
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setEditing({ kind: 'bank', account: null })}
              >
                {t('paymentAccounts.bank.add')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {cards.length === 0 && banks.length === 0 && <Text c="dimmed">{t('paymentAccounts.empty')}</Text>}
      {cards.length > 0 && (
        <Stack gap="xs" component="section" aria-label={t('paymentAccounts.cards')}>
          <Title order={3} size="h5">
            {t('paymentAccounts.cards')}
          </Title>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {cards.map((card) => {
              const name = t('paymentAccounts.card.name', {
                issuer: cardBrandName(card.issuer),
                last4: card.credit_card_number.slice(-4),
              });
              return (
                <AccountRow
                  key={card.id}
                  kind="card"
                  title={name}
                  details={t('paymentAccounts.card.details', {
                    expiration: `${card.expiration_date.slice(0, 2)}/${card.expiration_date.slice(2)}`,
                    zip: card.billing_zip_code || '—',
                  })}
                  isDefault={card.is_default}
                  isExpired={card.is_expired}
                  canEdit={card.can_edit}
                  canDelete={card.can_delete}
                  canSetDefault={canSetDefault}
                  onEdit={() => setEditing({ kind: 'card', card })}
                  onDelete={() => confirmDelete('card', card.id, name)}
                  onSetDefault={() => confirmDefault('card', card.id, name)}
                />
              );
            })}
          </Stack>
        </Stack>
      )}
      {banks.length > 0 && (
        <Stack gap="xs" component="section" aria-label={t('paymentAccounts.banks')}>
          <Title order={3} size="h5">
            {t('paymentAccounts.banks')}
          </Title>
          {!isAchAccepted && (
            <Text size="sm" c="dimmed">
              {t('paymentAccounts.bank.notAccepted')}
            </Text>
          )}
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {banks.map((bank) => {
              const name = t('paymentAccounts.bank.name', {
                bank: bank.bank_name || t('paymentAccounts.bank.fallbackName'),
                last4: bank.account_number.slice(-4),
              });
              return (
                <AccountRow
                  key={bank.id}
                  kind="bank"
                  title={name}
                  details={t('paymentAccounts.bank.details', {
                    type: t(`paymentAccounts.bank.types.${bank.account_type}`),
                    routing: bank.routing_number,
                  })}
                  isDefault={bank.is_default}
                  isUnusable={!isAchAccepted}
                  canEdit={bank.can_edit}
                  canDelete={bank.can_delete}
                  canSetDefault={canSetDefault && isAchAccepted}
                  onEdit={() => setEditing({ kind: 'bank', account: bank })}
                  onDelete={() => confirmDelete('bank', bank.id, name)}
                  onSetDefault={() => confirmDefault('bank', bank.id, name)}
                />
              );
            })}
          </Stack>
        </Stack>
      )}
      <CardModal
        customerId={customerId}
        card={editing?.kind === 'card' ? editing.card : null}
        opened={editing?.kind === 'card'}
        canMakeDefault={canMakeDefault}
        onClose={() => setEditing(null)}
      />
      <BankAccountModal
        customerId={customerId}
        account={editing?.kind === 'bank' ? editing.account : null}
        opened={editing?.kind === 'bank'}
        canMakeDefault={canMakeDefault && isAchAccepted}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
