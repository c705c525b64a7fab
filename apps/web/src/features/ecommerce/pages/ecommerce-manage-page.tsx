import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { Store } from '@paybook/contracts';
import { storeAbilities } from '@paybook/domain';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { errorMessage, notifyFailure, notifySuccess } from '@/lib/notify';
import { EmptyState } from '@/ui/empty-state';
import { useDeleteStore } from '../api/delete-store';
import { useSetStoreStatus } from '../api/set-store-status';
import { useStores } from '../api/stores';
import { AchPrompt } from '../components/ach-prompt';
import { CardPaymentsRequest } from '../components/card-payments-request';
import { DuplicateStoreModal } from '../components/duplicate-store-modal';
import { EmbedCodeModal } from '../components/embed-code-modal';
import { ShareStoreModal } from '../components/share-store-modal';
import { StoreCards } from '../components/store-cards';
import { StoreStatusModal, type StoreToggleRequest } from '../components/store-status-modal';
import { StoreTable } from '../components/store-table';
import { PAYMENT_FORM_WIZARD_PATH } from '../lib/ecommerce-paths';

/**
 * /ecommerce/manage, also ecommerce.main's index (spec 2 §2.2): every store, payment form and buy-now button
 * with its status, link and actions (spec 2 §4 Store status, Duplicate; §6 who may do what).
 */
export function EcommerceManagePage() {
  const { t } = useTranslation();
  const context = useLoginContext();
  const subject = subjectFor(context);
  const abilities = storeAbilities(subject);
  const stores = useStores();
  const isNarrow = useMediaQuery('(max-width: 767px)') ?? false;
  const setStatus = useSetStoreStatus();
  const remove = useDeleteStore();
  const [confirming, setConfirming] = useState<StoreToggleRequest | null>(null);
  const [sharing, setSharing] = useState<Store | null>(null);
  const [embedding, setEmbedding] = useState<Store | null>(null);
  const [duplicating, setDuplicating] = useState<Store | null>(null);
  const rows = stores.data?.data ?? [];

  // The switch points where it was moved while its confirmation is open, the call included (spec 2 §4).
  const toggling = confirming && { id: confirming.store.id, active: confirming.target === 'active' };

  const confirmToggle = ({ store, target }: StoreToggleRequest) =>
    setStatus.mutate(
      { id: store.id, status: target },
      {
        onSuccess: () => {
          setConfirming(null);
          notifySuccess(t(`stores.toggle.${target}Done`, { name: store.name }));
        },
        // spec 2 §8: the server's refusal ('Your store must have at least one offering …'); the switch goes back.
        onError: (error) => {
          setConfirming(null);
          notifyFailure(errorMessage(error));
        },
      },
    );

  const confirmDelete = (store: Store) =>
    modals.openConfirmModal({
      title: t('stores.delete.title', { name: store.name }),
      children: <Text size="sm">{t('stores.delete.body')}</Text>,
      labels: { confirm: t('stores.delete.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('stores.closeDialog') },
      onConfirm: () =>
        remove.mutate(store.id, {
          // spec 2 §8: "'{name}' has been deleted.", as the server says it.
          onSuccess: (answer) => notifySuccess(answer.message),
          onError: (error) => notifyFailure(errorMessage(error)),
        }),
    });

  const createButton = abilities.createPaymentForm && (
    <Button component={Link} to={PAYMENT_FORM_WIZARD_PATH} leftSection={<IconPlus size={16} aria-hidden />}>
      {t('stores.create.paymentFormAction')}
    </Button>
  );
  const listProps = {
    stores: rows,
    abilities,
    toggling,
    onToggle: (store: Store, target: StoreToggleRequest['target']) => setConfirming({ store, target }),
    onShare: setSharing,
    onEmbed: setEmbedding,
    onDuplicate: setDuplicating,
    onDelete: confirmDelete,
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Text c="dimmed" size="sm" aria-live="polite">
          {stores.data && t('stores.list.count', { count: stores.data.total_item_count })}
        </Text>
        {rows.length > 0 && createButton}
      </Group>
      <CardPaymentsRequest subject={subject} />
      {stores.isPending && <Skeleton height={240} aria-label={t('stores.list.loading')} role="status" />}
      {stores.isError && (
        <Alert color="red" role="alert">
          {errorMessage(stores.error)}
        </Alert>
      )}
      {stores.data && rows.length === 0 && (
        <EmptyState
          icon={<IconBuildingStore size={26} aria-hidden />}
          title={t('stores.list.emptyTitle')}
          body={t('stores.list.emptyBody')}
          action={createButton || undefined}
        />
      )}
      {rows.length > 0 && isNarrow && <StoreCards {...listProps} />}
      {rows.length > 0 && !isNarrow && (
        <Paper withBorder radius="md">
          <StoreTable {...listProps} />
        </Paper>
      )}
      <StoreStatusModal
        request={confirming}
        isSaving={setStatus.isPending}
        onConfirm={confirmToggle}
        onCancel={() => setConfirming(null)}
      />
      <ShareStoreModal store={sharing} onClose={() => setSharing(null)} />
      <EmbedCodeModal
        store={embedding}
        merchantAccepts={context.merchant.accepted_payment_types}
        onClose={() => setEmbedding(null)}
      />
      <DuplicateStoreModal store={duplicating} onClose={() => setDuplicating(null)} />
      <AchPrompt subject={subject} stores={rows} />
    </Stack>
  );
}
