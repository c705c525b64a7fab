import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { FeeStructure } from '@paybook/contracts';
import { IconPencil, IconPlayerPause, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { notifySuccessWithUndo } from '@/lib/notify-undo';
import { useDeactivateFeeStructure } from '../api/deactivate-fee-structure';
import { useDeleteFeeStructure } from '../api/delete-fee-structure';
import { getFeeStructureUsage } from '../api/get-fee-structure-usage';
import { getFeeStructureUse } from '../api/get-fee-structure-use';
import { useSaveFeeStructure } from '../api/save-fee-structure';
import { confirmFeeAction } from './confirm-fee-action';
import { feeFormValues, feeStructureBody } from './fee-structure-form-schema';

interface FeeStructureActionsProps {
  fee: FeeStructure;
  onEdit: (fee: FeeStructure) => void;
}

/** A row's edit, deactivate and delete buttons (spec 3 §2.5, §7, §8). */
export function FeeStructureActions({ fee, onEdit }: FeeStructureActionsProps) {
  const { t } = useTranslation();
  const remove = useDeleteFeeStructure();
  const deactivate = useDeactivateFeeStructure();
  const save = useSaveFeeStructure();
  const [isLoadingUsage, setIsLoadingUsage] = useState(false);

  // The row leaves with the refetched list, so notices follow the promises; failures were already shown.
  const confirmDelete = async () => {
    setIsLoadingUsage(true);
    try {
      const [usage, use] = await Promise.all([getFeeStructureUsage(fee.id), getFeeStructureUse(fee.id)]);
      confirmFeeAction({
        title: t('feeStructures.delete.title', { name: fee.name }),
        body: [
          t('feeStructures.delete.offerings', { count: usage.count_offerings }),
          usage.count_order_level_fees > 0 &&
            t('feeStructures.delete.fees', { count: usage.count_order_level_fees }),
          usage.count_offerings + usage.count_order_level_fees > 0 && t('feeStructures.delete.detach'),
          // Issue 25 point 8: what already used it keeps it (orders their amounts, schedules their price).
          use.schedules > 0 && t('feeStructures.delete.schedules', { count: use.schedules }),
          use.orders > 0 && t('feeStructures.delete.orders', { count: use.orders }),
          t('feeStructures.delete.final'),
        ]
          .filter((part): part is string => typeof part === 'string')
          .join(' '),
        confirmLabel: t('feeStructures.delete.confirm'),
        onConfirm: () =>
          remove
            .mutateAsync(fee.id)
            .then((deleted) => notifySuccess(t('feeStructures.delete.done', { name: deleted.name })))
            .catch(() => undefined),
      });
    } catch (error) {
      notifyError(error);
    } finally {
      setIsLoadingUsage(false);
    }
  };

  const confirmDeactivate = () =>
    confirmFeeAction({
      title: t('feeStructures.deactivate.title', { name: fee.name }),
      body: t('feeStructures.deactivate.body'),
      confirmLabel: t('feeStructures.deactivate.confirm'),
      onConfirm: () =>
        deactivate
          .mutateAsync(fee.id)
          .then(() =>
            // Undo saves the fee as it was, which makes it active again (PUT catalog/fee_structure/{id}).
            notifySuccessWithUndo(t('feeStructures.deactivate.done', { name: fee.name }), () =>
              // The row left the list with the deactivation, so the answer is followed by its promise.
              save
                .mutateAsync({ id: fee.id, body: feeStructureBody(feeFormValues(fee, fee.type)) })
                .then(() => notifySuccess(t('feeStructures.deactivate.undone', { name: fee.name })))
                .catch(notifyError),
            ),
          )
          .catch(() => undefined),
    });

  const editLabel = t('feeStructures.edit.label', { name: fee.name });
  const deactivateLabel = t('feeStructures.deactivate.label', { name: fee.name });
  const deleteLabel = t('feeStructures.delete.label', { name: fee.name });
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={editLabel}>
        <ActionIcon variant="subtle" aria-label={editLabel} onClick={() => onEdit(fee)}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={deactivateLabel}>
        <ActionIcon
          variant="subtle"
          color="gray.7"
          aria-label={deactivateLabel}
          onClick={confirmDeactivate}
          loading={deactivate.isPending}
        >
          <IconPlayerPause size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={deleteLabel}>
        <ActionIcon
          variant="subtle"
          color="red.9"
          aria-label={deleteLabel}
          onClick={() => void confirmDelete()}
          loading={isLoadingUsage || remove.isPending}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
