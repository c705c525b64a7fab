import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FeeStructure, ORDER_FEE_MISSING_MESSAGE, type OrderFeeChoice } from '@paybook/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PosModal } from './pos-modal';

interface EditOrderFeesModalProps {
  opened: boolean;
  feeStructures: readonly FeeStructure[];
  /** The chosen fees. */
  chosen: readonly OrderFeeChoice[];
  onSave: (fees: OrderFeeChoice[]) => void;
  onClose: () => void;
}

interface Row {
  fee: FeeStructure;
  isChosen: boolean;
  amount: string;
}

/** spec 3 §2.6 edit-order-fees: which order fees this order bears, and at what amount. */
export function EditOrderFeesModal({
  opened,
  feeStructures,
  chosen,
  onSave,
  onClose,
}: EditOrderFeesModalProps) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setError(null);
    setRows(
      feeStructures
        .filter((fee) => fee.type === 'order_fee' && fee.is_active)
        .map((fee) => {
          const choice = chosen.find((candidate) => candidate.fee_structure_id === fee.id);
          return {
            fee,
            isChosen: choice !== undefined,
            amount: choice?.amount ?? fee.amount,
          };
        }),
    );
  }, [opened, feeStructures, chosen]);

  const save = () => {
    const picked = rows.filter((row) => row.isChosen);
    // spec 3 §5: a chosen fee with its amount left empty.
    if (picked.some((row) => row.amount.trim() === '' || !/^\d+(\.\d{1,3})?$/.test(row.amount.trim()))) {
      setError(ORDER_FEE_MISSING_MESSAGE);
      return;
    }
    onSave(
      picked.map((row) => ({
        fee_structure_id: row.fee.id,
        amount: row.amount.trim() === row.fee.amount ? null : row.amount.trim(),
      })),
    );
    onClose();
  };

  return (
    <PosModal opened={opened} onClose={onClose} title={t('pointOfSale.fees.title')} size="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="sm">
          {rows.map((row, index) => (
            <Group key={row.fee.id} justify="space-between" wrap="nowrap">
              <Checkbox
                label={row.fee.name}
                checked={row.isChosen}
                onChange={(event) => {
                  const isChosen = event.currentTarget.checked;
                  setRows(rows.map((r, i) => (i === index ? { ...r, isChosen } : r)));
                }}
              />
              <TextInput
                w={130}
                size="xs"
                aria-label={
                  row.fee.is_percent
                    ? t('pointOfSale.fees.percent', { name: row.fee.name })
                    : t('pointOfSale.fees.amount', { name: row.fee.name })
                }
                rightSection={row.fee.is_percent ? <Text size="xs">%</Text> : undefined}
                leftSection={row.fee.is_percent ? undefined : <Text size="xs">$</Text>}
                aria-required={row.isChosen}
                disabled={!row.isChosen}
                inputMode="decimal"
                value={row.amount}
                onChange={(event) => {
                  const amount = event.currentTarget.value;
                  setRows(rows.map((r, i) => (i === index ? { ...r, amount } : r)));
                }}
              />
            </Group>
          ))}
          {error && (
            <Text c="red.9" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit">{t('pointOfSale.fees.save')}</Button>
          </Group>
        </Stack>
      </form>
    </PosModal>
  );
}
