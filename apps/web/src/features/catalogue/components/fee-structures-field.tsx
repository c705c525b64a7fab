import { MultiSelect } from '@mantine/core';
import type { FeeStructure } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';

const ITEM_LEVEL = ['tax', 'fee', 'line_item_discount'] as const;

/** "8.25%" or "$5.00": how a fee's amount reads beside its name. */
export const feeAmountText = (fee: FeeStructure) => (fee.is_percent ? `${fee.amount}%` : `$${fee.amount}`);

interface FeeStructuresFieldProps {
  fees: readonly FeeStructure[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}

/** spec 2 §3 fee_structure_ids: the item-level taxes, fees and discounts attached to an item. */
export function FeeStructuresField({ fees, value, onChange, error }: FeeStructuresFieldProps) {
  const { t } = useTranslation();
  const data = ITEM_LEVEL.map((type) => ({
    group: t(`catalogue.fees.groups.${type}`),
    items: fees
      .filter((fee) => fee.type === type)
      .map((fee) => ({ value: String(fee.id), label: `${fee.name} (${feeAmountText(fee)})` })),
  })).filter((group) => group.items.length > 0);
  return (
    <MultiSelect
      label={t('catalogue.fees.label')}
      description={fees.length === 0 ? t('catalogue.fees.none') : t('catalogue.fees.hint')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      disabled={fees.length === 0}
      error={error}
    />
  );
}
