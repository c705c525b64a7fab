import { Badge } from '@mantine/core';
import type { StoreType } from '@paybook/domain';
import { storeStatusName } from '@paybook/domain';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS = { draft: 'indigo.9', active: 'teal.9', inactive: 'gray.8' } as const;

/** spec 2 §3 status: 0 draft, 1 active, 2 inactive (a new form and a copy are drafts, spec 2 §4). */
export function StoreStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const name = storeStatusName(status);
  return (
    <Badge variant="outline" color={STATUS_COLORS[name]} bg="var(--mantine-color-body)" miw="max-content">
      {t(`stores.status.${name}`)}
    </Badge>
  );
}

/** spec 2 §3 store_type (decision 164 adds the buy-now button). */
export function StoreTypeBadge({ type }: { type: StoreType }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="outline"
      color={type === 'store' ? 'grape.9' : 'blue.9'}
      bg="var(--mantine-color-body)"
      miw="max-content"
    >
      {t(`stores.type.${type}`)}
    </Badge>
  );
}
