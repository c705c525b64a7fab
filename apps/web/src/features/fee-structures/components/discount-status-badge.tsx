import { Badge } from '@mantine/core';
import type { FeeStructureDiscount } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<FeeStructureDiscount['status'], string> = {
  valid: 'teal.9',
  past_end_date: 'gray.8',
  exceeds_allowed_count: 'orange.9',
  invalid: 'blue.9',
};

/** spec 3 §4.7 discount code status: valid, past_end_date, exceeds_allowed_count or not valid yet. */
export function DiscountStatusBadge({ status }: { status: FeeStructureDiscount['status'] }) {
  const { t } = useTranslation();
  return (
    // Its own background keeps the contrast when the table row under it is highlighted.
    <Badge color={COLORS[status]} variant="outline" bg="var(--mantine-color-body)">
      {t(`feeStructures.status.${status}`)}
    </Badge>
  );
}
