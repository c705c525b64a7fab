import { Alert, Center, Loader, Stack } from '@mantine/core';
import type { FeeStructure, FeeStructureType } from '@paybook/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/notify';
import { PageHeader } from '@/ui/page-header';
import { useActiveFeeStructures } from '../api/get-active-fee-structures';
import { FeeStructureFormModal } from '../components/fee-structure-form-modal';
import { isItemLevel } from '../components/fee-structure-form-schema';
import { FeeStructureSection } from '../components/fee-structure-section';

type Editing = { fee?: FeeStructure; type: FeeStructureType };

/** /settings/taxes-fees-discounts (spec 3 §2.5): active fees split into item-level and order-level lists. */
export function TaxesFeesDiscountsPage() {
  const { t } = useTranslation();
  const fees = useActiveFeeStructures();
  const [editing, setEditing] = useState<Editing | null>(null);
  const edit = (fee: FeeStructure) => setEditing({ fee, type: fee.type });
  const all = fees.data ?? [];

  return (
    <Stack gap="xl">
      <PageHeader title={t('feeStructures.title')} description={t('feeStructures.description')} />
      {fees.isPending && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} role="status" />
        </Center>
      )}
      {fees.isError && (
        <Alert color="red" role="alert">
          {errorMessage(fees.error)}
        </Alert>
      )}
      {fees.isSuccess && (
        <>
          <FeeStructureSection
            title={t('feeStructures.itemLevel.title')}
            description={t('feeStructures.itemLevel.description')}
            addLabel={t('feeStructures.itemLevel.add')}
            emptyTitle={t('feeStructures.itemLevel.emptyTitle')}
            emptyBody={t('feeStructures.itemLevel.emptyBody')}
            fees={all.filter((fee) => isItemLevel(fee.type))}
            onAdd={() => setEditing({ type: 'tax' })}
            onEdit={edit}
          />
          <FeeStructureSection
            title={t('feeStructures.orderLevel.title')}
            description={t('feeStructures.orderLevel.description')}
            addLabel={t('feeStructures.orderLevel.add')}
            emptyTitle={t('feeStructures.orderLevel.emptyTitle')}
            emptyBody={t('feeStructures.orderLevel.emptyBody')}
            fees={all.filter((fee) => !isItemLevel(fee.type))}
            onAdd={() => setEditing({ type: 'order_fee' })}
            onEdit={edit}
          />
        </>
      )}
      {editing && (
        <FeeStructureFormModal
          key={editing.fee?.id ?? `new-${editing.type}`}
          fee={editing.fee}
          initialType={editing.type}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
